import type { Db } from '../db/db';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { creditAccount } from '../features/cloudWallet/transfers/creditAccount';
import { auditLedger } from './auditLedger';
import { ensurePlatformAccount, ensureUserAccount } from './ensureAccount';
import { postEntry } from './postEntry';

const AT = new Date('2026-11-23T09:00:00Z');
const REFUSED = /changes only with journal legs/;

describe.each(testDbTargets)('balances move only with journal legs, on $name', (target) => {
  let testDb: TestDb;
  let db: Db;
  let userId: bigint;
  let accid: string;
  let account: bigint;
  let treasury: bigint;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    db = testDb.db;
    [{ id: userId, accid }] = await db.query<{ id: bigint; accid: string }>(
      `INSERT INTO users (accid, account_name, registered_at, invite_code) VALUES ('74000001', 'Guarded', $1, 'GUARD001') RETURNING id, accid`,
      [AT],
    );
    account = await ensureUserAccount(db, userId, 'USDT');
    treasury = await ensurePlatformAccount(db, 'platform_treasury', 'USDT');
    await creditAccount(db, AT, { to: accid, coin: 'USDT', amount: '10', createdBy: 'dev' });
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (db) expect(await auditLedger(db)).toEqual([]);
    await testDb?.dispose();
  });

  const balance = async (id: bigint) => BigInt((await db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [id]))[0].balance);

  it('refuses a direct UPDATE of a balance, of any account, and changes nothing', async () => {
    for (const [sql, params] of [
      ['UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [account]],
      ['UPDATE ledger_accounts SET balance = 0 WHERE id = $1', [treasury]],
      ["UPDATE ledger_accounts SET balance = balance * 2 WHERE coin = $1 AND kind = 'user'", ['USDT']],
    ] as const) {
      await expect(db.query(sql, [...params])).rejects.toThrow(REFUSED);
    }
    expect(await balance(account)).toBe(10_000_000n);
    expect(await balance(treasury)).toBe(-10_000_000n);
  });

  it('refuses an account opened with a balance; opening at 0 (ensureUserAccount) works', async () => {
    await expect(db.query(`INSERT INTO ledger_accounts (user_id, kind, coin, balance) VALUES ($1, 'user', 'BTC', 5)`, [userId])).rejects.toThrow(
      /opens at balance 0/,
    );
    await expect(db.query(`INSERT INTO ledger_accounts (user_id, kind, coin, balance) VALUES (NULL, 'platform_fees', 'BTC', 0) ON CONFLICT DO NOTHING`)).resolves.toEqual(
      [],
    );
    expect(await balance(await ensureUserAccount(db, userId, 'BTC'))).toBe(0n);
  });

  it('keeps refusing inside a transaction that has just posted: the permission never outlives a leg', async () => {
    await expect(
      db.tx(async (q) => {
        const [{ id }] = await q.query<{ id: bigint }>(
          `INSERT INTO journal_entries (kind, created_by, idempotency_key, fingerprint, created_at) VALUES ('correction', 'dev', 'guard-by-hand-1', 'f', $1) RETURNING id`,
          [AT],
        );
        await q.query(`INSERT INTO journal_legs (entry_id, account_id, coin, amount) VALUES ($1, $2, 'USDT', 1), ($1, $3, 'USDT', -1)`, [id, account, treasury]);
        // The legs moved the balances...
        expect((await q.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [account]))[0].balance).toBe('10000001');
        // ...and a direct change right after is still refused.
        await q.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [account]);
      }),
    ).rejects.toThrow(REFUSED);
    expect(await balance(account)).toBe(10_000_000n);
    // A setting of another value opens nothing either.
    await expect(
      db.tx(async (q) => {
        await q.query("SELECT set_config('wallet.posting', 'yes', true)");
        await q.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [account]);
      }),
    ).rejects.toThrow(REFUSED);
  });

  it('lets postEntry, credits and hand-written balanced legs move balances, and the audit stays clean', async () => {
    const fees = await ensurePlatformAccount(db, 'platform_fees', 'USDT');
    const feesBefore = await balance(fees);
    await postEntry(db, {
      kind: 'internal_transfer',
      createdBy: `user:${userId}`,
      idempotencyKey: 'guard-post-1',
      fingerprint: 'f',
      memo: null,
      at: AT,
      legs: [{ accountId: account, amount: -3n }, { accountId: fees, amount: 3n }],
    });
    expect([await balance(account), (await balance(fees)) - feesBefore]).toEqual([9_999_997n, 3n]);
    const { record } = await creditAccount(db, AT, { to: accid, coin: 'USDT', amount: '0.000003', createdBy: 'operator:guard' });
    expect(record.amount).toBe('0.000003');
    expect(await balance(account)).toBe(10_000_000n);
    await db.tx(async (q) => {
      const [{ id }] = await q.query<{ id: bigint }>(
        `INSERT INTO journal_entries (kind, created_by, idempotency_key, fingerprint, created_at) VALUES ('correction', 'dev', 'guard-by-hand-2', 'f', $1) RETURNING id`,
        [AT],
      );
      await q.query(`INSERT INTO journal_legs (entry_id, account_id, coin, amount) VALUES ($1, $2, 'USDT', 2), ($1, $3, 'USDT', -2)`, [id, account, treasury]);
    });
    expect(await balance(account)).toBe(10_000_002n);
    expect(await auditLedger(db)).toEqual([]);
  });
});
