import fs from 'node:fs';
import type { Hex } from 'viem';
import { ConfigError } from '../../../configError';

/** The signer process's own settings (README "On-chain deposits and withdrawals"); the API process never reads them. */
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

/**
 * Reads the signer's key and knobs; a bad value stops it naming the variable (never printing the key).
 *
 * @example const settings = readSignerSettings(process.env)
 */
export function readSignerSettings(env: Record<string, string | undefined>): SignerSettings {
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
    pollMs: whole('CUSTODY_SIGNER_POLL_SECONDS', get('CUSTODY_SIGNER_POLL_SECONDS'), 3, 1, 600) * 1000,
    replaceAfterMs: whole('CUSTODY_REPLACE_SECONDS', get('CUSTODY_REPLACE_SECONDS'), 180, 0, 86_400) * 1000,
    crashAt: crash as SignerSettings['crashAt'],
  };
}

function whole(name: string, value: string | null, fallback: number, min: number, max: number): number {
  if (value === null) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(name, `expected a whole number ${min}-${max}, got "${value}"`);
  return n;
}
