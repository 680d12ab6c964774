import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { migrate, readMigrations } from './migrate';
import { MIGRATIONS_DIR, OPEN_DB_TIMEOUT_MS, type TestDb, testDbTargets } from '../testing/testDb';

describe.each(testDbTargets)('migrate on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await target.open();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it('applies every file once, and nothing on a second run', async () => {
    const files = await readMigrations(MIGRATIONS_DIR);
    expect(await migrate(testDb.db, MIGRATIONS_DIR)).toEqual(files.map((f) => f.name));
    expect(await migrate(testDb.db, MIGRATIONS_DIR)).toEqual([]);
    const rows = await testDb.db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual(files.map((f) => f.version));
  });

  it('seeds the sample currencies with USD at rate 1 first', async () => {
    const rows = await testDb.db.query<{ code: string; rate: string; source: string }>(
      'SELECT code, rate, source FROM currencies ORDER BY position',
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(rows[0]).toEqual({ code: 'USD', rate: '1', source: 'sample' });
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['CNY', 'EUR', 'GBP', 'JPY', 'KRW']));
    for (const row of rows) expect(row.rate).toMatch(/^\d+(\.\d+)?$/);
  });

  it('rolls back a failing migration entirely and applies it once fixed', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'migrations-'));
    try {
      for (const file of await fs.readdir(MIGRATIONS_DIR)) {
        await fs.copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
      }
      const bad = path.join(dir, '900_probe.sql');
      await fs.writeFile(bad, 'CREATE TABLE probe (id int); SELECT no_such_function();');
      await expect(migrate(testDb.db, dir)).rejects.toThrow(/no_such_function/);
      const [{ exists }] = await testDb.db.query<{ exists: boolean }>(
        "SELECT to_regclass('probe') IS NOT NULL AS exists",
      );
      expect(exists).toBe(false);

      await fs.writeFile(bad, 'CREATE TABLE probe (id int);');
      expect(await migrate(testDb.db, dir)).toEqual(['900_probe.sql']);

      await fs.writeFile(bad, 'CREATE TABLE probe (id bigint);');
      await expect(migrate(testDb.db, dir)).rejects.toThrow(/900_probe.sql was changed/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps decimals exact and int8 as bigint through the adapter', async () => {
    const [row] = await testDb.db.query<{ n: string; b: bigint }>(
      "SELECT '123456789012345678901234567890.000000000000000001'::numeric AS n, $1::int8 AS b",
      [9007199254740993n],
    );
    expect(row).toEqual({ n: '123456789012345678901234567890.000000000000000001', b: 9007199254740993n });
  });

  it('rolls back a transaction that throws', async () => {
    await testDb.db.exec('CREATE TABLE tx_probe (id int)');
    await expect(
      testDb.db.tx(async (q) => {
        await q.query('INSERT INTO tx_probe VALUES ($1)', [1]);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await testDb.db.query('SELECT * FROM tx_probe')).toEqual([]);
  });
});

if (testDbTargets.some((t) => t.name === 'postgres')) {
  describe('migrate on postgres, concurrently', () => {
    it('applies each file once when two processes race', async () => {
      const target = testDbTargets.find((t) => t.name === 'postgres')!;
      const testDb = await target.open();
      const { openPgDb } = await import('./pgDb');
      const other = openPgDb(testDb.url!, () => {});
      try {
        const results = await Promise.all([migrate(testDb.db, MIGRATIONS_DIR), migrate(other, MIGRATIONS_DIR)]);
        const files = (await readMigrations(MIGRATIONS_DIR)).map((f) => f.name);
        expect(results.flat().sort()).toEqual(files.sort());
      } finally {
        await other.close();
        await testDb.dispose();
      }
    }, OPEN_DB_TIMEOUT_MS);
  });
}
