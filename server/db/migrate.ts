import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './db';
import { upgradeLegacyBookkeeping } from './legacyMigrations';

/** Any constant shared by every process of this app: serialises concurrent migrators. */
const MIGRATION_LOCK_KEY = 7_326_594_101;

/**
 * `<YYYYMMDDHHMMSS>_<feature>_<what>.sql`, in a `migrations/` folder of the feature or core service
 * that owns the tables (`server/features/<name>/migrations/`, `server/core/<name>/migrations/`,
 * `server/ledger/migrations/`): the UTC time the migration was written, the folder it lives in, and
 * what it does. Two branches can only collide if they add a file to the same folder in the same second.
 */
export const MIGRATION_FILE_PATTERN = /^(\d{14})_([A-Za-z][A-Za-z0-9]*)_([a-z0-9][a-z0-9_]*)\.sql$/;

/**
 * A migration's file name is its identity in `schema_migrations`, so a released file keeps its name
 * when its folder is renamed: these folders also accept the name they had when the file was written.
 */
const FORMER_FOLDER_NAMES: Readonly<Record<string, string>> = { flashSwap: 'swap', redEnvelope: 'redEnvelopes' };

export type MigrationFile = {
  /** The file name: the migration's identity in `schema_migrations`. */
  name: string;
  /** Its timestamp, YYYYMMDDHHMMSS (14 digits, so text order is time order): the order migrations apply in. */
  version: string;
  /** The folder below the root that holds its `migrations/`, e.g. `ledger` or `features/wealth`. */
  feature: string;
  /** The path below the root, e.g. `ledger/migrations/20261122031349_ledger_init.sql`. */
  file: string;
  sql: string;
  checksum: string;
};

/** Every folder below `root` (itself excluded) that has a `migrations/` folder, relative to root. */
async function foldersWithMigrations(root: string, below = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, below), { withFileTypes: true });
  const found: string[] = [];
  for (const entry of entries.filter((e) => e.isDirectory() && e.name !== 'node_modules').sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (entry.name === 'migrations') {
      if (below !== '') found.push(below);
      continue;
    }
    found.push(...(await foldersWithMigrations(root, below === '' ? entry.name : `${below}/${entry.name}`)));
  }
  return found;
}

/**
 * Reads every `migrations/*.sql` at any depth below `root` (`<root>/<folder>/migrations/*.sql`), ordered by timestamp (then name). A `.sql`
 * file there that breaks the naming rule, or names another folder than its own, is an error rather
 * than silently skipped.
 *
 * @example const files = await readMigrations(path.join(repo, 'server'))
 */
export async function readMigrations(root: string): Promise<MigrationFile[]> {
  const files: MigrationFile[] = [];
  for (const feature of await foldersWithMigrations(root)) {
    const dir = path.join(root, feature, 'migrations');
    const folderName = path.basename(feature);
    const names = await fs.readdir(dir);
    for (const name of names.filter((n) => n.endsWith('.sql'))) {
      const file = `${feature}/migrations/${name}`;
      const match = MIGRATION_FILE_PATTERN.exec(name);
      if (!match) throw new Error(`Migration ${file} is misnamed: use <YYYYMMDDHHMMSS>_${folderName}_<what>.sql (lower-case what)`);
      if (match[2] !== folderName && match[2] !== FORMER_FOLDER_NAMES[folderName]) {
        throw new Error(`Migration ${file} names feature "${match[2]}" but lives in ${feature}/migrations`);
      }
      if (!isUtcTimestamp(match[1])) throw new Error(`Migration ${file} does not start with a valid UTC time (YYYYMMDDHHMMSS)`);
      const sql = await fs.readFile(path.join(dir, name), 'utf8');
      files.push({ name, version: match[1], feature, file, sql, checksum: checksumOf(sql) });
    }
  }
  return files.sort((a, b) => (a.version === b.version ? (a.name < b.name ? -1 : 1) : a.version < b.version ? -1 : 1));
}

/** The SHA-256 of a migration's text, as recorded when it is applied. */
export const checksumOf = (sql: string) => createHash('sha256').update(sql).digest('hex');

/**
 * Applies pending migrations in timestamp order, each in its own transaction, and records each
 * one's name and checksum in `schema_migrations`. Every transaction first takes an advisory lock
 * and re-checks, so two processes starting together never apply a file twice.
 *
 * Before anything is applied, every recorded migration is compared with its file: one edited
 * after it was applied stops the start, naming the file (write a new migration instead). A
 * database migrated by the old numbered files (001_currencies.sql …) is first mapped to the new names
 * (legacyMigrations.ts), so nothing is applied twice.
 *
 * A pending migration older than the newest applied one (a branch merged later) is applied too.
 *
 * @returns the names of the files applied now.
 * @example await migrate(db, path.join(repo, 'server'))
 */
export async function migrate(db: Db, root: string): Promise<string[]> {
  const files = await readMigrations(root);
  const pending = await db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await prepareBookkeeping(q);
    const recorded = new Map(
      (await q.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations')).map((r) => [r.name, r.checksum]),
    );
    for (const file of files) {
      const checksum = recorded.get(file.name);
      if (checksum !== undefined && checksum !== file.checksum) throw changedError(file);
    }
    return files.filter((file) => !recorded.has(file.name));
  });

  const applied: string[] = [];
  for (const file of pending) {
    const ran = await db.tx(async (q) => {
      await q.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      // Another process may have applied it since the check above.
      const [row] = await q.query<{ checksum: string }>('SELECT checksum FROM schema_migrations WHERE name = $1', [file.name]);
      if (row) {
        if (row.checksum !== file.checksum) throw changedError(file);
        return false;
      }
      await q.exec(file.sql);
      await q.query('INSERT INTO schema_migrations (name, version, checksum) VALUES ($1, $2, $3)', [file.name, file.version, file.checksum]);
      return true;
    });
    if (ran) applied.push(file.name);
  }
  return applied;
}

/** Creates the bookkeeping table on a new database, or converts one made by the old numbered files. */
async function prepareBookkeeping(q: Queryable): Promise<void> {
  if (await upgradeLegacyBookkeeping(q)) return;
  await q.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version    text NOT NULL CHECK (version ~ '^[0-9]{14}$'),
    name       text PRIMARY KEY,
    checksum   text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
}

function changedError(file: MigrationFile): Error {
  return new Error(`Migration ${file.name} was changed after it was applied (${file.file}): restore it and add a new migration instead`);
}

function isUtcTimestamp(stamp: string): boolean {
  const [y, mo, d, h, mi, s] = [0, 4, 6, 8, 10, 12].map((at, i) => Number(stamp.slice(at, i === 0 ? 4 : at + 2)));
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    y >= 2000 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}
