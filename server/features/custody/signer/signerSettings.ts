import fs from 'node:fs';
import type { Hex } from 'viem';
import { ConfigError } from '../../../configError';
import { declareSetting } from '../../../core/settings/declareSetting';
import type { Env, SettingGroup } from '../../../core/settings/settingTypes';
import { wholeNumberSetting } from '../../../core/settings/wholeNumberSetting';

/** The signer process's own settings (SIGNER_SETTINGS, docs/operator/custody.md); the API process never reads them. */
export type SignerSettings = {
  /** CUSTODY_SIGNER_KEY_FILE (a file holding the 0x… key, preferred) or CUSTODY_SIGNER_KEY: the hot wallet's private key. */
  key: Hex;
  /** CUSTODY_SIGNER_POLL_SECONDS (default 3, 1-600): how often the signer looks for work. */
  pollMs: number;
  /** CUSTODY_REPLACE_SECONDS (default 180, 0-86400): a sent transaction not mined after this is replaced with a higher fee. */
  replaceAfterMs: number;
  /**
   * CUSTODY_SIGNER_CRASH_AT (tests only, refused in production): `afterSign` or `afterRecord` kills
   * the process there with SIGKILL, to test that a restart never sends twice.
   */
  crashAt: 'afterSign' | 'afterRecord' | null;
};

const POLL_SECONDS = wholeNumberSetting({
  name: 'CUSTODY_SIGNER_POLL_SECONDS',
  fallback: 3,
  min: 1,
  max: 600,
  unit: 's',
  description: "The signer's pass interval: how often it looks for withdrawals to sign and sent transactions to follow",
});
const REPLACE_SECONDS = wholeNumberSetting({
  name: 'CUSTODY_REPLACE_SECONDS',
  fallback: 180,
  min: 0,
  max: 86_400,
  unit: 's',
  description: 'How long a sent transaction may stay unmined before it is replaced with a higher fee',
});

/** The signer process's variables, for the configuration reference. */
export const SIGNER_SETTINGS: SettingGroup = {
  title: 'The withdrawal signer',
  readBy: 'the signer process (`npm run custody:signer`), never `npm start`',
  settings: [
    declareSetting({
      name: 'CUSTODY_SIGNER_KEY_FILE',
      range: 'a file holding 0x and 64 hexadecimal digits',
      description: "A file holding the hot wallet's private key (preferred over `CUSTODY_SIGNER_KEY`); the signer needs one of the two",
    }),
    declareSetting({
      name: 'CUSTODY_SIGNER_KEY',
      range: '0x and 64 hexadecimal digits',
      secret: true,
      description: "The hot wallet's private key, when `CUSTODY_SIGNER_KEY_FILE` is not set",
    }),
    POLL_SECONDS,
    REPLACE_SECONDS,
    declareSetting({
      name: 'CUSTODY_SIGNER_CRASH_AT',
      range: '`afterSign` or `afterRecord`; refused in production',
      description: 'A test hook: kills the signer there with SIGKILL, to test that a restart never sends twice',
    }),
  ],
};

/**
 * Reads the signer's key and knobs; a bad value stops it naming the variable (never printing the key).
 *
 * @example const settings = readSignerSettings(process.env)
 */
export function readSignerSettings(env: Env): SignerSettings {
  const get = (name: string) => env[name]?.trim() || null;
  const file = get('CUSTODY_SIGNER_KEY_FILE');
  let key: string | null;
  if (file) {
    try {
      key = fs.readFileSync(file, 'utf8').trim();
    } catch {
      throw new ConfigError('CUSTODY_SIGNER_KEY_FILE', `cannot read ${file}`);
    }
  } else key = get('CUSTODY_SIGNER_KEY');
  if (!key) throw new ConfigError('CUSTODY_SIGNER_KEY_FILE', 'the signer needs the hot wallet key (CUSTODY_SIGNER_KEY_FILE or CUSTODY_SIGNER_KEY)');
  if (!/^0x[0-9a-fA-F]{64}$/.test(key)) throw new ConfigError(file ? 'CUSTODY_SIGNER_KEY_FILE' : 'CUSTODY_SIGNER_KEY', 'expected 0x and 64 hexadecimal digits');
  const crash = get('CUSTODY_SIGNER_CRASH_AT');
  if (crash !== null && (crash !== 'afterSign' && crash !== 'afterRecord')) throw new ConfigError('CUSTODY_SIGNER_CRASH_AT', 'expected afterSign or afterRecord');
  if (crash !== null && get('NODE_ENV') === 'production') throw new ConfigError('CUSTODY_SIGNER_CRASH_AT', 'is a test hook, refused in production');
  return {
    key: key as Hex,
    pollMs: POLL_SECONDS.read(get) * 1000,
    replaceAfterMs: REPLACE_SECONDS.read(get) * 1000,
    crashAt: crash as SignerSettings['crashAt'],
  };
}
