import path from 'node:path';
import { COUNTRY_CODES, DEFAULT_REFUSED_COUNTRIES } from '../../../features/kyc/contract/kycRules';
import { ConfigError } from '../../configError';

/** KYC's server settings (README configuration table). */
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

/**
 * Reads KYC's variables; a bad value stops the server naming the variable.
 *
 * @example parseKycSettings((name) => process.env[name] ?? null, '/srv/wallet/data', process.cwd(), '/srv/wallet/out')
 */
export function parseKycSettings(get: (name: string) => string | null, dataDir: string, cwd: string, staticDir: string): KycSettings {
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
