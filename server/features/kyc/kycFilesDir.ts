import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';

let temporary: string | null = null;

/**
 * The folder documents are kept in, created (owner-only, 0700) on first use: KYC_FILES_DIR, or
 * `<DATA_DIR>/kyc-files`; with `DATA_DIR=memory://` and no KYC_FILES_DIR, a temporary folder that
 * lives as long as the process (as the database does). Never under STATIC_DIR: nothing in it is
 * served but through a signed link (kycPlugin.ts).
 *
 * @example const dir = kycFilesDir(config)
 */
export function kycFilesDir(config: Config): string {
  let dir = config.kyc.filesDir;
  if (dir === null) {
    temporary ??= fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-kyc-'));
    dir = temporary;
  }
  const staticDir = path.resolve(config.staticDir);
  if (dir === staticDir || dir.startsWith(`${staticDir}${path.sep}`)) throw new Error(`KYC_FILES_DIR ${dir} is inside STATIC_DIR: documents would be public`);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  return dir;
}
