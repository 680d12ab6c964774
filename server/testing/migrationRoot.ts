import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readMigrations } from '../db/migrate';
import { MIGRATIONS_ROOT } from './testDb';

export type MigrationRoot = {
  /** The folder to hand to migrate(): holds `<feature>/migrations/*.sql`. */
  root: string;
  /** Writes (or overwrites) `<feature>/migrations/<name>`. */
  write(feature: string, name: string, sql: string): Promise<void>;
  remove(): Promise<void>;
};

/**
 * A throwaway migrations root for tests, optionally starting with a copy of the app's own
 * migrations, to which a test adds (or edits) files of made-up features.
 *
 * @example const tree = await migrationRoot({ withAppMigrations: true }); await tree.write('probe', '20990101000000_probe_table.sql', sql)
 */
export async function migrationRoot(options: { withAppMigrations: boolean }): Promise<MigrationRoot> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
  const write = async (feature: string, name: string, sql: string) => {
    await fs.mkdir(path.join(root, feature, 'migrations'), { recursive: true });
    await fs.writeFile(path.join(root, feature, 'migrations', name), sql);
  };
  if (options.withAppMigrations) {
    for (const file of await readMigrations(MIGRATIONS_ROOT)) await write(file.feature, file.name, file.sql);
  }
  return { root, write, remove: () => fs.rm(root, { recursive: true, force: true }) };
}
