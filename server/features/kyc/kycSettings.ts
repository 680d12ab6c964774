import path from 'node:path';
import { COUNTRY_CODES, DEFAULT_REFUSED_COUNTRIES } from '../../../features/kyc/contract/kycRules';
import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';

/** KYC's server settings (KYC_SETTINGS). */
export type KycSettings = {
  /** KYC_REFUSED_COUNTRIES (ISO codes, comma-separated; default the service agreement's sanctioned countries; `none` for none). */
  refusedCountries: string[];
  /** KYC_FEE_USDT (default 1, 0-1000, up to 6 decimals): the certification fee of each application, a type-16 record; 0 charges nothing. */
  feeUsdt: string;
  /**
   * KYC_FILES_DIR (default `<DATA_DIR>/kyc-files`): where documents are kept, never under the served
   * folder. Null with `DATA_DIR=memory://` and no KYC_FILES_DIR: a temporary folder for this process.
   */
  filesDir: string | null;
};

/** KYC's variables, for the configuration reference. */
export const KYC_SETTINGS: SettingGroup = {
  title: 'KYC and investor qualification',
  settings: [
    declareSetting({
      name: 'KYC_REFUSED_COUNTRIES',
      default: DEFAULT_REFUSED_COUNTRIES.join(','),
      range: 'ISO 3166 alpha-2 codes, comma-separated; `none` for none',
      description:
        'Countries whose residents identity verification refuses: the sanctioned countries the service agreement names (UN or Australian sanctions). The KYC form publishes the list in force',
    }),
    declareSetting({
      name: 'KYC_FEE_USDT',
      default: '1',
      range: '0-1000 USDT, up to 6 decimals',
      description: "The KYC certification fee charged for each application (`0` charges nothing): one ledger entry to the platform's fees, a type-16 record",
    }),
    declareSetting({
      name: 'KYC_FILES_DIR',
      default: '`<DATA_DIR>/kyc-files`',
      range: 'a folder outside `STATIC_DIR`',
      description:
        'Where KYC documents and feedback screenshots are kept (owner-only files, never under `STATIC_DIR`: the server refuses to start with a folder inside it). With `DATA_DIR=memory://` and no value: a temporary folder for the process. Back it up with the database',
    }),
  ],
};

/**
 * Reads KYC's variables; a bad value stops the server naming the variable.
 *
 * @example parseKycSettings((name) => process.env[name] ?? null, '/srv/wallet/data', process.cwd(), '/srv/wallet/out')
 */
export function parseKycSettings(get: SettingReader, dataDir: string, cwd: string, staticDir: string): KycSettings {
  const countries = get('KYC_REFUSED_COUNTRIES');
  let refusedCountries: string[] = [...DEFAULT_REFUSED_COUNTRIES];
  if (countries !== null) {
    refusedCountries = countries.toLowerCase() === 'none' ? [] : countries.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
    const bad = refusedCountries.find((c) => !COUNTRY_CODES.includes(c));
    if (bad !== undefined) throw new ConfigError('KYC_REFUSED_COUNTRIES', `expected ISO 3166 alpha-2 codes such as KP,IR (or none), got "${bad}"`);
  }
  const fee = get('KYC_FEE_USDT') ?? '1';
  if (!/^\d{1,4}(\.\d{1,6})?$/.test(fee) || Number(fee) > 1000) throw new ConfigError('KYC_FEE_USDT', `expected USDT from 0 to 1000 (up to 6 decimals), got "${fee}"`);
  const dir = get('KYC_FILES_DIR');
  const filesDir = dir !== null ? path.resolve(cwd, dir) : dataDir.startsWith('memory://') ? null : path.join(dataDir, 'kyc-files');
  if (filesDir !== null && (filesDir === staticDir || filesDir.startsWith(`${staticDir}${path.sep}`))) {
    throw new ConfigError(dir !== null ? 'KYC_FILES_DIR' : 'DATA_DIR', `KYC documents would be kept inside STATIC_DIR (${staticDir}) and served to anyone`);
  }
  return { refusedCountries: [...new Set(refusedCountries)].sort(), feeUsdt: fee, filesDir };
}
