import fs from 'node:fs';
import type { HostSettings } from '../http/hostSettings';
import type { Db } from './db';
import { openPgDb } from './pgDb';
import { openPgliteDb } from './pgliteDb';

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR (ARCHITECTURE "The server"). */
export async function openDb(config: Pick<HostSettings, 'databaseUrl' | 'dataDir'>, onError: (error: Error) => void): Promise<Db> {
  if (config.databaseUrl) return openPgDb(config.databaseUrl, onError);
  if (!config.dataDir.startsWith('memory://')) fs.mkdirSync(config.dataDir, { recursive: true });
  return openPgliteDb(config.dataDir);
}
