import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { openPgDb } from '../db/pgDb';
import { wrapPglite } from '../db/pgliteDb';
import { nativeRequire } from './nativeRequire';

/** The root migrate() reads: every migrations folder below server/ (features, core services, the ledger). */
export const MIGRATIONS_ROOT = path.join(__dirname, '..');

/** For hooks that open a test database: PGlite runs initdb (seconds of CPU, more under parallel test files). */
export const OPEN_DB_TIMEOUT_MS = 60_000;

export type TestDb = {
  db: Db;
  /** Connection URL of the fresh database (postgres only). */
  url: string | null;
  dispose(): Promise<void>;
};

export type TestDbTarget = { name: 'pglite' | 'postgres'; open(): Promise<TestDb> };

/**
 * The databases DB-dependent tests run against: PGlite in memory, and a real PostgreSQL at
 * TEST_DATABASE_URL, which jest's global setup provides (scripts/jest-pg-setup.mjs). Use with
 * `describe.each`. No test skips PostgreSQL: without a server the run fails, so a green run has
 * raced the concurrency tests on one.
 */
export const testDbTargets: TestDbTarget[] = [
  { name: 'pglite', open: openPgliteTestDb },
  { name: 'postgres', open: openPostgresTestDb },
];

/** Opens a target and applies every migration. */
export async function openMigratedTestDb(target: TestDbTarget): Promise<TestDb> {
  const testDb = await target.open();
  await migrate(testDb.db, MIGRATIONS_ROOT);
  return testDb;
}

/**
 * PGlite's CommonJS build loads Node built-ins with `import()`, which jest's module sandbox
 * refuses without --experimental-vm-modules. So tests load PGlite with Node's own loader
 * (nativeRequire.ts) and hand the instance to the same adapter production uses.
 */
async function openPgliteTestDb(): Promise<TestDb> {
  const { PGlite } = nativeRequire('@electric-sql/pglite') as typeof import('@electric-sql/pglite');
  const pglite = (await fromTemplate(PGlite)) ?? (await freshSavingTemplate(PGlite));
  const db = wrapPglite(pglite);
  return { db, url: null, dispose: () => db.close() };
}

type PGliteClass = typeof import('@electric-sql/pglite').PGlite;

/**
 * A fresh PGlite runs initdb: seconds of CPU in every test file. So the first file keeps a tarball
 * of a fresh, unmigrated cluster in the temp folder (one per PGlite version) and later files start
 * from it in about a second. It is written under a temporary name and renamed, so parallel jest
 * workers only ever see a complete file; one that fails to load is ignored and made again.
 */
function templatePath(): string {
  const packageJson = path.join(path.dirname(nativeRequire.resolve('@electric-sql/pglite')), '..', 'package.json');
  const { version } = JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { version: string };
  return path.join(os.tmpdir(), `wallet-test-pglite-${version}-${process.getuid?.() ?? 0}.tar`);
}

async function fromTemplate(PGlite: PGliteClass) {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(templatePath());
  } catch {
    return null;
  }
  try {
    const { Blob } = nativeRequire('node:buffer') as typeof import('node:buffer');
    // PGlite reads only arrayBuffer() and type; Node's own Blob avoids jest's sandboxed one.
    return await PGlite.create({ dataDir: 'memory://', loadDataDir: new Blob([bytes]) as unknown as globalThis.Blob });
  } catch {
    return null;
  }
}

async function freshSavingTemplate(PGlite: PGliteClass) {
  const pglite = await PGlite.create('memory://');
  const target = templatePath();
  const partial = `${target}.${process.pid}.partial`;
  try {
    const dump = await pglite.dumpDataDir('none');
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, target);
  } catch {
    fs.rmSync(partial, { force: true });
  }
  return pglite;
}

/** A fresh database per call, so parallel test files never see each other's rows. */
async function openPostgresTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    throw new Error('TEST_DATABASE_URL is unset: run the tests with jest, whose global setup (scripts/jest-pg-setup.mjs) starts a PostgreSQL, or set it');
  }
  const name = `wallet_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = openPgDb(url.toString(), (error) => console.error('test pool error', error));
  return {
    db,
    url: url.toString(),
    async dispose() {
      await db.close();
      await withAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdmin<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
