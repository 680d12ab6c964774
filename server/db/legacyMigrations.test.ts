import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from './db';
import { LEGACY_MIGRATIONS } from './legacyMigrations';
import { checksumOf, migrate, readMigrations } from './migrate';
import { auditLedger } from '../ledger/auditLedger';
import { ensurePlatformAccount } from '../ledger/ensureAccount';
import { postEntry } from '../ledger/postEntry';
import { migrate as legacyMigrate } from '../testing/legacyMigrations/legacyMigrate';
import { schemaSnapshot } from '../testing/schemaSnapshot';
import { MIGRATIONS_ROOT, OPEN_DB_TIMEOUT_MS, type TestDb, testDbTargets } from '../testing/testDb';

/** The released migrate.ts and its three files, as deployments before issue 11 ran them. */
const LEGACY_DIR = path.join(__dirname, '../testing/legacyMigrations');
const AT = new Date('2026-11-22T12:00:00Z');

/** What an existing deployment holds: a user credited 500 USDT base units, with record and notice. */
async function seedOldData(db: Db): Promise<{ userId: bigint; accountId: bigint }> {
  return db.tx(async (q) => {
    const [user] = await q.query<{ id: bigint }>(
      `INSERT INTO users (accid, account_name, registered_at, invite_code) VALUES ('71000001', 'Old user', $1, 'OLDUSER1') RETURNING id`,
      [AT],
    );
    const [account] = await q.query<{ id: bigint }>(`INSERT INTO ledger_accounts (user_id, kind, coin) VALUES ($1, 'user', 'USDT') RETURNING id`, [user.id]);
    const [treasury] = await q.query<{ id: bigint }>(`SELECT id FROM ledger_accounts WHERE kind = 'platform_treasury' AND coin = 'USDT'`);
    const [entry] = await q.query<{ id: bigint }>(
      `INSERT INTO journal_entries (kind, created_by, idempotency_key, fingerprint, created_at) VALUES ('credit', 'dev', 'legacy-credit-1', 'f', $1) RETURNING id`,
      [AT],
    );
    await q.query(`INSERT INTO journal_legs (entry_id, account_id, coin, amount) VALUES ($1, $2, 'USDT', -500), ($1, $3, 'USDT', 500)`, [
      entry.id,
      treasury.id,
      account.id,
    ]);
    // The released postEntry moved balances itself, in the entry's transaction.
    await q.query(`UPDATE ledger_accounts SET balance = balance - 500 WHERE id = $1`, [treasury.id]);
    await q.query(`UPDATE ledger_accounts SET balance = balance + 500 WHERE id = $1`, [account.id]);
    await q.query(
      `INSERT INTO wallet_records (entry_id, user_id, coin, type, kind, direction, amount, from_label, to_label, status, created_at)
       VALUES ($1, $2, 'USDT', 2, 'credit', 'in', 500, 'platform', '71000001', 'success', $3)`,
      [entry.id, user.id, AT],
    );
    await q.query(`INSERT INTO notices (user_id, kind, params, created_at) VALUES ($1, 'credited', '{}', $2)`, [user.id, AT]);
    return { userId: user.id, accountId: account.id };
  });
}

/** A copy of the legacy folder with some files left out or edited. */
async function legacyCopy(edit: (files: Map<string, string>) => void): Promise<string> {
  const files = new Map<string, string>();
  for (const name of (await fs.readdir(LEGACY_DIR)).filter((n) => n.endsWith('.sql'))) files.set(name, await fs.readFile(path.join(LEGACY_DIR, name), 'utf8'));
  edit(files);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'legacy-migrations-'));
  for (const [name, sql] of files) await fs.writeFile(path.join(dir, name), sql);
  return dir;
}

const renamed = new Set(LEGACY_MIGRATIONS.flatMap((m) => m.becomes.map((b) => b.name)));

describe('the map of pre-issue-11 migrations', () => {
  it('knows the released files and the feature files their statements moved to, unedited', async () => {
    for (const legacy of LEGACY_MIGRATIONS) {
      expect(checksumOf(await fs.readFile(path.join(LEGACY_DIR, legacy.name), 'utf8'))).toBe(legacy.checksum);
    }
    const current = new Map((await readMigrations(MIGRATIONS_ROOT)).map((f) => [f.name, f.checksum]));
    for (const next of LEGACY_MIGRATIONS.flatMap((m) => m.becomes)) expect({ name: next.name, checksum: current.get(next.name) }).toEqual(next);
    // The moved files are the oldest: anything newer is applied on top of an old database.
    const order = [...current.keys()];
    expect(order.slice(0, renamed.size).sort()).toEqual([...renamed].sort());
  });
});

describe.each(testDbTargets)('a database migrated before issue 11, on $name', (target) => {
  const opened: TestDb[] = [];
  const open = async () => {
    const testDb = await target.open();
    opened.push(testDb);
    return testDb.db;
  };
  afterAll(async () => {
    for (const testDb of opened) await testDb.dispose();
  });

  it('starts with the new code: old names mapped, nothing re-applied, data and schema as on a new database', async () => {
    const db = await open();
    expect(await legacyMigrate(db, LEGACY_DIR)).toEqual(['001_currencies.sql', '002_accounts.sql', '003_wallet.sql']);
    const { accountId } = await seedOldData(db);

    const files = await readMigrations(MIGRATIONS_ROOT);
    expect(await migrate(db, MIGRATIONS_ROOT)).toEqual(files.filter((f) => !renamed.has(f.name)).map((f) => f.name));
    expect(await migrate(db, MIGRATIONS_ROOT)).toEqual([]);
    const recorded = await db.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations ORDER BY version, name');
    expect(recorded).toEqual(files.map((f) => ({ name: f.name, checksum: f.checksum })));

    expect(BigInt((await db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]))[0].balance)).toBe(500n);
    expect(await auditLedger(db)).toEqual([]);
    // The old entry's idempotency key still answers a retry; new entries post as usual.
    const treasury = await ensurePlatformAccount(db, 'platform_treasury', 'USDT');
    const retry = { kind: 'credit', createdBy: 'dev', idempotencyKey: 'legacy-credit-1', fingerprint: 'f', memo: null, at: AT } as const;
    expect((await postEntry(db, { ...retry, legs: [{ accountId: treasury, amount: -500n }, { accountId, amount: 500n }] })).replayed).toBe(true);
    const fresh = { ...retry, idempotencyKey: 'after-upgrade-1' };
    expect((await postEntry(db, { ...fresh, legs: [{ accountId: treasury, amount: -5n }, { accountId, amount: 5n }] })).replayed).toBe(false);
    expect(await auditLedger(db)).toEqual([]);

    const newDb = await open();
    await migrate(newDb, MIGRATIONS_ROOT);
    expect(await schemaSnapshot(db)).toEqual(await schemaSnapshot(newDb));
  }, OPEN_DB_TIMEOUT_MS);

  it('maps a partly migrated database and applies the rest', async () => {
    const dir = await legacyCopy((files) => files.delete('003_wallet.sql'));
    try {
      const db = await open();
      expect(await legacyMigrate(db, dir)).toEqual(['001_currencies.sql', '002_accounts.sql']);
      const wallet = LEGACY_MIGRATIONS.find((m) => m.name === '003_wallet.sql')!.becomes.map((b) => b.name);
      const applied = await migrate(db, MIGRATIONS_ROOT);
      expect(applied.slice(0, wallet.length)).toEqual(wallet);
      expect(await auditLedger(db)).toEqual([]);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  }, OPEN_DB_TIMEOUT_MS);

  it('refuses, naming it, an old file that was edited or is unknown, and changes nothing', async () => {
    for (const [edit, message] of [
      [(files: Map<string, string>) => files.set('003_wallet.sql', `${files.get('003_wallet.sql')}\n-- edited\n`), /Migration 003_wallet.sql was changed after it was released/],
      [(files: Map<string, string>) => files.set('004_extra.sql', 'CREATE TABLE extra (id int);'), /schema_migrations records 004_extra.sql, which this version does not know/],
    ] as const) {
      const dir = await legacyCopy(edit);
      try {
        const db = await open();
        await legacyMigrate(db, dir);
        await expect(migrate(db, MIGRATIONS_ROOT)).rejects.toThrow(message);
        const [{ type }] = await db.query<{ type: string }>(
          "SELECT format_type(atttypid, atttypmod) AS type FROM pg_attribute WHERE attrelid = 'schema_migrations'::regclass AND attname = 'version'",
        );
        expect(type).toBe('integer');
      } finally {
        await fs.rm(dir, { recursive: true, force: true });
      }
    }
  }, OPEN_DB_TIMEOUT_MS);

  if (target.name === 'postgres') {
    it('is mapped once when two processes start on it together', async () => {
      const db = await open();
      await legacyMigrate(db, LEGACY_DIR);
      const { openPgDb } = await import('./pgDb');
      const testDb = opened[opened.length - 1];
      const other = openPgDb(testDb.url!, () => {});
      try {
        const results = await Promise.all([migrate(db, MIGRATIONS_ROOT), migrate(other, MIGRATIONS_ROOT)]);
        const files = await readMigrations(MIGRATIONS_ROOT);
        expect(results.flat().sort()).toEqual(files.filter((f) => !renamed.has(f.name)).map((f) => f.name).sort());
        expect(await db.query('SELECT name FROM schema_migrations ORDER BY version, name')).toEqual(files.map((f) => ({ name: f.name })));
      } finally {
        await other.close();
      }
    }, OPEN_DB_TIMEOUT_MS);
  }
});
