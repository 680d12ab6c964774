/**
 * TEST FIXTURE: server/db/migrate.ts exactly as released with the old numbered migrations (only this comment and the
 * import path differ), with the three migration files it applied beside it. Tests migrate a
 * database with it, as an existing deployment was, and then start the current code on it.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/db';

/** Any constant shared by every process of this app: serialises concurrent migrators. */
const MIGRATION_LOCK_KEY = 7_326_594_101;

const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;

export type MigrationFile = { version: number; name: string; sql: string; checksum: string };

/** Reads `NNN_name.sql` files from `dir`, sorted by version. Other files are ignored. */
export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const names = (await fs.readdir(dir)).filter((name) => FILE_PATTERN.test(name)).sort();
  const files = await Promise.all(
    names.map(async (name) => {
      const sql = await fs.readFile(path.join(dir, name), 'utf8');
      const version = Number(FILE_PATTERN.exec(name)![1]);
      return { version, name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
  files.forEach((file, i) => {
    if (i > 0 && files[i - 1].version === file.version) {
      throw new Error(`Two migrations share version ${file.version}: ${files[i - 1].name}, ${file.name}`);
    }
  });
  return files;
}

/**
 * Applies pending migrations in order, each in its own transaction, and records them in
 * `schema_migrations` (created by the first migration). Each transaction first takes an
 * advisory lock and re-checks, so two processes starting together never apply a file twice.
 * A recorded migration whose file has since changed is an error: write a new migration instead.
 *
 * @returns the names of the files applied now.
 * @example await migrate(db, path.join(root, 'server/db/migrations'))
 */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  const applied: string[] = [];
  for (const file of await readMigrations(dir)) {
    const ran = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      const [{ exists }] = await q.query<{ exists: boolean }>(
        "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
      );
      if (exists) {
        const rows = await q.query<{ checksum: string }>(
          'SELECT checksum FROM schema_migrations WHERE version = $1',
          [file.version],
        );
        if (rows.length > 0) {
          if (rows[0].checksum !== file.checksum) {
            throw new Error(`Migration ${file.name} was changed after it was applied; add a new migration instead`);
          }
          return false;
        }
      }
      await q.exec(file.sql);
      await q.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        file.version,
        file.name,
        file.checksum,
      ]);
      return true;
    });
    if (ran) applied.push(file.name);
  }
  return applied;
}
