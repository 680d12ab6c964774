import type { Db } from '../db/db';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { creditAccount } from '../features/cloudWallet/transfers/creditAccount';
import { auditLedger } from './auditLedger';
import { ensurePlatformAccount, ensureUserAccount } from './ensureAccount';
import { IdempotencyConflictError, InsufficientFundsError } from './ledgerErrors';
import { type EntryInput, postEntry } from './postEntry';

const AT = new Date('2026-03-01T08:00:00Z');
let userCounter = 0;

/** A bare users row (the ledger needs only its id). */
async function newUser(db: Db): Promise<bigint> {
  const n = ++userCounter;
  const [row] = await db.query<{ id: bigint }>(
    `INSERT INTO users (accid, account_name, registered_at, invite_code) VALUES ($1, $2, $3, $4) RETURNING id`,
    [String(70_000_000 + n), `Ledger ${n}`, AT, `LEDGER${String(n).padStart(4, '0')}`],
  );
  return row.id;
}

describe.each(testDbTargets)('the ledger on $name', (target) => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    db = testDb.db;
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (db) expect(await auditLedger(db)).toEqual([]);
    await testDb?.dispose();
  });

  const balance = async (accountId: bigint) =>
    BigInt((await db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]))[0].balance);
  /**
   * Runs `sql` with the flag only the legs trigger sets (wallet.posting), i.e. past the guard that
   * refuses direct balance changes (balanceGuard.test.ts), to test what stands behind it.
   */
  const pastTheBalanceGuard = (sql: string, params: unknown[]) =>
    db.tx(async (q) => {
      await q.query("SELECT set_config('wallet.posting', 'on', true)");
      return q.query(sql, params);
    });
  const count = async (table: string) => Number((await db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0].n);
  let keyCounter = 0;
  const entry = (legs: EntryInput['legs'], extra: Partial<EntryInput> = {}): EntryInput => ({
    kind: 'credit',
    createdBy: 'dev',
    idempotencyKey: `ledger-test-${++keyCounter}`,
    fingerprint: 'f',
    memo: null,
    at: AT,
    legs,
    ...extra,
  });

  /** A user holding `amount` USDT base units, credited from the treasury. */
  async function funded(amount: bigint) {
    const user = await newUser(db);
    const account = await ensureUserAccount(db, user, 'USDT');
    const treasury = await ensurePlatformAccount(db, 'platform_treasury', 'USDT');
    await postEntry(db, entry([{ accountId: treasury, amount: -amount }, { accountId: account, amount }]));
    return { user, account };
  }

  it('seeds 30+ coins with their real decimals and icons from the spec set', async () => {
    const coins = await db.query<{ symbol: string; decimals: number; icon: string; internal_min: string }>(
      'SELECT symbol, decimals, icon, internal_min FROM coins ORDER BY position',
    );
    expect(coins.length).toBeGreaterThanOrEqual(30);
    const decimals = Object.fromEntries(coins.map((c) => [c.symbol, Number(c.decimals)]));
    expect(decimals).toMatchObject({ BTC: 8, ETH: 18, USDT: 6, USDC: 6, XRP: 6, SOL: 9, DOGE: 8, TRX: 6, DOT: 10, EOS: 4, NEAR: 24, XLM: 7, TON: 9 });
    expect(coins.find((c) => c.symbol === 'USDT')).toMatchObject({ icon: 'USDT', internal_min: '1000000' });
    expect(coins.find((c) => c.symbol === 'SOL')?.icon).toBe('UNKNOWN');
    const platform = await db.query("SELECT 1 FROM ledger_accounts WHERE user_id IS NULL AND kind IN ('platform_fees', 'platform_treasury')");
    expect(platform).toHaveLength(coins.length * 2);
  });

  it('moves money in one entry and keeps each account equal to its legs', async () => {
    const a = await funded(500n);
    const b = await newUser(db);
    const bAccount = await ensureUserAccount(db, b, 'USDT');
    const fees = await ensurePlatformAccount(db, 'platform_fees', 'USDT');
    const feesBefore = await balance(fees);
    const result = await postEntry(
      db,
      entry([
        { accountId: a.account, amount: -120n },
        { accountId: bAccount, amount: 100n },
        { accountId: fees, amount: 20n },
      ]),
    );
    expect(result.replayed).toBe(false);
    expect([await balance(a.account), await balance(bAccount), (await balance(fees)) - feesBefore]).toEqual([380n, 100n, 20n]);
    const legs = await db.query<{ amount: string }>('SELECT amount FROM journal_legs WHERE entry_id = $1 ORDER BY amount', [result.entryId]);
    expect(legs.map((l) => l.amount)).toEqual(['-120', '20', '100']);
  });

  it('opens an account once however many requests ask at the same time', async () => {
    const user = await newUser(db);
    const ids = await Promise.all(Array.from({ length: 8 }, () => ensureUserAccount(db, user, 'BTC')));
    expect(new Set(ids).size).toBe(1);
  });

  it('returns the first result for a retried key and moves nothing again', async () => {
    const a = await funded(1000n);
    const b = await ensureUserAccount(db, await newUser(db), 'USDT');
    const input = entry([{ accountId: a.account, amount: -300n }, { accountId: b, amount: 300n }], { createdBy: `user:${a.user}`, fingerprint: 'x' });
    const entriesBefore = await count('journal_entries');
    const results = await Promise.all([postEntry(db, input), postEntry(db, input), postEntry(db, input)]);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await count('journal_entries')).toBe(entriesBefore + 1);
    expect(await balance(a.account)).toBe(700n);
    // The same key for another request is refused, not merged.
    await expect(postEntry(db, { ...input, fingerprint: 'other' })).rejects.toBeInstanceOf(IdempotencyConflictError);
    // The key is per initiator: another initiator may use the same text.
    expect((await postEntry(db, { ...input, createdBy: 'dev', legs: [{ accountId: b, amount: -1n }, { accountId: a.account, amount: 1n }] })).replayed).toBe(false);
  });

  it('refuses to take a user below zero, writes nothing, and leaves the key free', async () => {
    const a = await funded(50n);
    const b = await ensureUserAccount(db, await newUser(db), 'USDT');
    const entriesBefore = await count('journal_entries');
    const input = entry([{ accountId: a.account, amount: -51n }, { accountId: b, amount: 51n }]);
    await expect(postEntry(db, input)).rejects.toEqual(new InsufficientFundsError(a.account, 50n));
    expect(await count('journal_entries')).toBe(entriesBefore);
    expect(await balance(a.account)).toBe(50n);
    const exact = { ...input, legs: [{ accountId: a.account, amount: -50n }, { accountId: b, amount: 50n }] };
    expect((await postEntry(db, exact)).replayed).toBe(false);
    expect(await balance(a.account)).toBe(0n);
  });

  it('lets only the treasury go below zero', async () => {
    const treasury = await ensurePlatformAccount(db, 'platform_treasury', 'ETH');
    const fees = await ensurePlatformAccount(db, 'platform_fees', 'ETH');
    await postEntry(db, entry([{ accountId: treasury, amount: -7n }, { accountId: fees, amount: 7n }]));
    expect(await balance(treasury)).toBeLessThan(0n);
    await expect(postEntry(db, entry([{ accountId: fees, amount: -8n }, { accountId: treasury, amount: 8n }]))).rejects.toBeInstanceOf(
      InsufficientFundsError,
    );
  });

  it('refuses malformed entries before touching the database', async () => {
    const a = await funded(10n);
    const btc = await ensureUserAccount(db, a.user, 'BTC');
    const other = await ensureUserAccount(db, await newUser(db), 'USDT');
    await expect(postEntry(db, entry([{ accountId: a.account, amount: -1n }]))).rejects.toThrow(/at least two legs/);
    await expect(postEntry(db, entry([{ accountId: a.account, amount: 0n }, { accountId: other, amount: 0n }]))).rejects.toThrow(/non-zero/);
    await expect(postEntry(db, entry([{ accountId: a.account, amount: -1n }, { accountId: other, amount: 2n }]))).rejects.toThrow(/does not balance/);
    // Balanced in total but across two coins: each coin must balance on its own.
    await expect(postEntry(db, entry([{ accountId: a.account, amount: -1n }, { accountId: btc, amount: 1n }]))).rejects.toThrow(/USDT legs sum to -1/);
    await expect(postEntry(db, entry([{ accountId: a.account, amount: -1n }, { accountId: 999_999_999n, amount: 1n }]))).rejects.toThrow(/does not exist/);
  });

  it('refuses, at commit, an entry whose legs do not sum to zero, even written by hand', async () => {
    const a = await funded(10n);
    const other = await ensureUserAccount(db, await newUser(db), 'USDT');
    const handWritten = db.tx(async (q) => {
      const [{ id }] = await q.query<{ id: bigint }>(
        `INSERT INTO journal_entries (kind, created_by, idempotency_key, fingerprint, created_at) VALUES ('correction', 'dev', 'by-hand-1', 'f', $1) RETURNING id`,
        [AT],
      );
      await q.query(`INSERT INTO journal_legs (entry_id, account_id, coin, amount) VALUES ($1, $2, 'USDT', -5), ($1, $3, 'USDT', 4)`, [id, a.account, other]);
    });
    await expect(handWritten).rejects.toThrow(/does not balance/);
    const legless = db.tx((q) =>
      q.query(`INSERT INTO journal_entries (kind, created_by, idempotency_key, fingerprint, created_at) VALUES ('correction', 'dev', 'by-hand-2', 'f', $1)`, [AT]),
    );
    await expect(legless).rejects.toThrow(/fewer than two legs/);
    // A leg must name its account's own coin.
    const wrongCoin = db.query(`INSERT INTO journal_legs (entry_id, account_id, coin, amount) VALUES (1, $1, 'BTC', 1)`, [a.account]);
    await expect(wrongCoin).rejects.toThrow(/foreign key/);
  });

  it('never lets entries, legs or accounts be rewritten or deleted', async () => {
    const a = await funded(10n);
    const refused = /append-only|only its balance/;
    for (const sql of [
      'UPDATE journal_entries SET memo = $1',
      'DELETE FROM journal_entries WHERE memo IS DISTINCT FROM $1',
      'UPDATE journal_legs SET amount = amount * 2 WHERE $1::text IS NOT NULL',
      'DELETE FROM journal_legs WHERE $1::text IS NOT NULL',
      'DELETE FROM ledger_accounts WHERE $1::text IS NOT NULL',
      "UPDATE ledger_accounts SET kind = 'platform_treasury' WHERE user_id IS NOT NULL AND $1::text IS NOT NULL",
    ]) {
      await expect(db.query(sql, ['changed'])).rejects.toThrow(refused);
    }
    for (const table of ['journal_entries', 'journal_legs', 'ledger_accounts']) {
      await expect(db.exec(`TRUNCATE ${table} CASCADE`)).rejects.toThrow(refused);
    }
    // The balance column itself: a user account can never be set below zero.
    await expect(pastTheBalanceGuard('UPDATE ledger_accounts SET balance = -1 WHERE id = $1', [a.account])).rejects.toThrow(/check constraint/);
    expect(await auditLedger(db)).toEqual([]);
  });

  it('lets a record change only its status, and never be deleted', async () => {
    const user = await newUser(db);
    const [{ accid }] = await db.query<{ accid: string }>('SELECT accid FROM users WHERE id = $1', [user]);
    const { record } = await creditAccount(db, AT, { to: accid, coin: 'BTC', amount: '0.1', createdBy: 'dev' });
    for (const sql of [
      'UPDATE wallet_records SET amount = amount + 1 WHERE entry_id = $1',
      "UPDATE wallet_records SET to_label = 'someone else' WHERE entry_id = $1",
      'DELETE FROM wallet_records WHERE entry_id = $1',
    ]) {
      await expect(db.query(sql, [record.id])).rejects.toThrow(/records change only their status/);
    }
    await expect(db.exec('TRUNCATE wallet_records')).rejects.toThrow(/records change only their status/);
    await db.query("UPDATE wallet_records SET status = 'success' WHERE entry_id = $1", [record.id]);
  });

  it('audits the books: a balance changed behind the ledger is reported', async () => {
    const a = await funded(10n);
    await pastTheBalanceGuard('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [a.account]);
    const problems = await auditLedger(db);
    expect(problems).toEqual(
      expect.arrayContaining([`coin USDT sums to 1 over all accounts, not 0`, `account ${a.account} has balance 11 but its legs sum to 10`]),
    );
    await pastTheBalanceGuard('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [a.account]);
    expect(await auditLedger(db)).toEqual([]);
  });
});
