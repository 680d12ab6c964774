import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { HostSettings } from '../../http/hostSettings';

/** File name of the generated development key inside DATA_DIR. */
export const DEV_SECRET_KEY_FILE = 'dev-secret-key';

/**
 * The server key: SECRET_KEY when set (always in production, config.ts enforces it). In
 * development without it, a random key is generated once and kept in DATA_DIR, so TOTP secrets
 * and pending codes survive a restart; with `DATA_DIR=memory://` it lives only as long as the
 * process. Either way the log says so.
 *
 * @example const key = loadSecretKey(config, (msg) => app.log.warn(msg))
 */
export function loadSecretKey(config: Pick<HostSettings, 'secretKey' | 'isProduction' | 'dataDir'>, warn: (message: string) => void): Buffer {
  if (config.secretKey) return config.secretKey;
  if (config.isProduction) throw new Error('SECRET_KEY is required in production');
  if (config.dataDir.startsWith('memory://')) {
    warn('SECRET_KEY is not set: using a random key for this process only (development)');
    return randomBytes(32);
  }
  const file = path.join(config.dataDir, DEV_SECRET_KEY_FILE);
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'hex');
    if (key.length >= 32) {
      warn(`SECRET_KEY is not set: using the development key in ${file}`);
      return key;
    }
  }
  const key = randomBytes(32);
  fs.mkdirSync(config.dataDir, { recursive: true });
  fs.writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600 });
  warn(`SECRET_KEY is not set: generated a development key and saved it in ${file}`);
  return key;
}
