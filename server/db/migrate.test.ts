import { migrate, readMigrations } from './migrate';
import { migrationRoot } from '../testing/migrationRoot';
import { MIGRATIONS_ROOT, OPEN_DB_TIMEOUT_MS, type TestDb, testDbTargets } from '../testing/testDb';

describe.each(testDbTargets)('migrate on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await target.open();
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it('applies every file once, and nothing on a second run', async () => {
    const files = await readMigrations(MIGRATIONS_ROOT);
    expect(await migrate(testDb.db, MIGRATIONS_ROOT)).toEqual(files.map((f) => f.name));
    expect(await migrate(testDb.db, MIGRATIONS_ROOT)).toEqual([]);
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
    const tree = await migrationRoot({ withAppMigrations: true });
    const dir = tree.root;
    const bad = (sql: string) => tree.write('probe', '20990101000000_probe_table.sql', sql);
    try {
      await bad('CREATE TABLE probe (id int); SELECT no_such_function();');
      await expect(migrate(testDb.db, dir)).rejects.toThrow(/no_such_function/);
      const [{ exists }] = await testDb.db.query<{ exists: boolean }>(
        "SELECT to_regclass('probe') IS NOT NULL AS exists",
      );
      expect(exists).toBe(false);

      await bad('CREATE TABLE probe (id int);');
      expect(await migrate(testDb.db, dir)).toEqual(['20990101000000_probe_table.sql']);

      await bad('CREATE TABLE probe (id bigint);');
      await expect(migrate(testDb.db, dir)).rejects.toThrow(/20990101000000_probe_table.sql was changed/);
    } finally {
      await tree.remove();
    }
  });

  it('applies files in timestamp order across feature folders, and a late-merged older file too', async () => {
    const tree = await migrationRoot({ withAppMigrations: false });
    try {
      // Folder order (alpha, beta) is the opposite of time order: beta's table comes first.
      await tree.write('beta', '20990201000000_beta_table.sql', 'CREATE TABLE order_probe (step text NOT NULL)');
      await tree.write('alpha', '20990202000000_alpha_rows.sql', "INSERT INTO order_probe VALUES ('alpha')");
      await tree.write('beta', '20990203000000_beta_rows.sql', "INSERT INTO order_probe VALUES ('beta')");
      expect((await readMigrations(tree.root)).map((f) => f.name)).toEqual([
        '20990201000000_beta_table.sql',
        '20990202000000_alpha_rows.sql',
        '20990203000000_beta_rows.sql',
      ]);
      expect(await migrate(testDb.db, tree.root)).toEqual(['20990201000000_beta_table.sql', '20990202000000_alpha_rows.sql', '20990203000000_beta_rows.sql']);
      // Another branch's file, written earlier but merged later, is still applied (once).
      await tree.write('gamma', '20990202120000_gamma_rows.sql', "INSERT INTO order_probe VALUES ('gamma')");
      expect(await migrate(testDb.db, tree.root)).toEqual(['20990202120000_gamma_rows.sql']);
      expect(await migrate(testDb.db, tree.root)).toEqual([]);
      const rows = await testDb.db.query<{ step: string }>('SELECT step FROM order_probe ORDER BY step');
      expect(rows.map((r) => r.step)).toEqual(['alpha', 'beta', 'gamma']);
      const recorded = await testDb.db.query<{ name: string; version: string; checksum: string }>(
        "SELECT name, version, checksum FROM schema_migrations WHERE name LIKE '2099020%' ORDER BY version",
      );
      expect(recorded.map((r) => [r.name, r.version])).toEqual([
        ['20990201000000_beta_table.sql', '20990201000000'],
        ['20990202000000_alpha_rows.sql', '20990202000000'],
        ['20990202120000_gamma_rows.sql', '20990202120000'],
        ['20990203000000_beta_rows.sql', '20990203000000'],
      ]);
      for (const row of recorded) expect(row.checksum).toMatch(/^[0-9a-f]{64}$/);
    } finally {
      await tree.remove();
    }
  });

  it('refuses to start when an applied file was edited, naming it, before applying anything', async () => {
    const tree = await migrationRoot({ withAppMigrations: true });
    try {
      const ledgerInit = (await readMigrations(tree.root)).find((f) => f.name.endsWith('_ledger_init.sql'))!;
      await tree.write('ledger', ledgerInit.name, `${ledgerInit.sql}\n-- an innocent-looking edit\n`);
      await tree.write('probe', '20990301000000_probe_pending.sql', 'CREATE TABLE pending_probe (id int)');
      await expect(migrate(testDb.db, tree.root)).rejects.toThrow(
        `Migration ${ledgerInit.name} was changed after it was applied (ledger/migrations/${ledgerInit.name}): restore it and add a new migration instead`,
      );
      const [{ exists }] = await testDb.db.query<{ exists: boolean }>("SELECT to_regclass('pending_probe') IS NOT NULL AS exists");
      expect(exists).toBe(false);
    } finally {
      await tree.remove();
    }
  });

  it('refuses a misnamed file instead of skipping it', async () => {
    for (const [feature, name, message] of [
      ['probe', '001_probe.sql', /probe\/migrations\/001_probe.sql is misnamed/],
      ['probe', '20990101000000_other_table.sql', /names feature "other" but lives in probe\/migrations/],
      ['probe', '20991301000000_probe_table.sql', /does not start with a valid UTC time/],
      ['probe', '20990101000000_probe_Table.sql', /is misnamed/],
    ] as const) {
      const tree = await migrationRoot({ withAppMigrations: false });
      try {
        await tree.write(feature, name, 'SELECT 1');
        await expect(migrate(testDb.db, tree.root)).rejects.toThrow(message);
      } finally {
        await tree.remove();
      }
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
        const results = await Promise.all([migrate(testDb.db, MIGRATIONS_ROOT), migrate(other, MIGRATIONS_ROOT)]);
        const files = (await readMigrations(MIGRATIONS_ROOT)).map((f) => f.name);
        expect(results.flat().sort()).toEqual(files.sort());
      } finally {
        await other.close();
        await testDb.dispose();
      }
    }, OPEN_DB_TIMEOUT_MS);
  });
}
