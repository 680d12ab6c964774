import { IDEMPOTENCY_KEY_PATTERN } from '../../features/cloudWallet/contract/walletRules';
import type { Db } from '../db/db';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { creditAccount } from '../features/cloudWallet/transfers/creditAccount';
import { auditLedger } from './auditLedger';
import { ensurePlatformAccount, ensureUserAccount } from './ensureAccount';
import { requestFingerprint } from './fingerprint';
import { IdempotencyConflictError } from './ledgerErrors';
import { type EntryInput, postEntry } from './postEntry';
import { jobInitiator, systemEntryKey } from './systemInitiator';

const AT = new Date('2026-11-23T04:00:00Z');

describe('system initiators and their keys', () => {
  it('names a job run as job:<name>:<runId>, refusing other shapes', () => {
    expect(jobInitiator('envelopeExpiry', '20261123T0400Z')).toBe('job:envelopeExpiry:20261123T0400Z');
    expect(jobInitiator('accrual', 'a1b2c3d4-e5f6-4788-9900-aabbccddeeff')).toBe('job:accrual:a1b2c3d4-e5f6-4788-9900-aabbccddeeff');
    for (const [job, run] of [['EnvelopeExpiry', '1'], ['envelope_expiry', '1'], ['', '1'], ['accrual', ''], ['accrual', 'a:b'], ['accrual', 'x'.repeat(65)]]) {
      expect(() => jobInitiator(job, run)).toThrow(RangeError);
    }
  });

  it('derives the same key from the same ids in every run, and another from other ids', () => {
    expect(systemEntryKey('envelopeRefund', 42n)).toBe('envelopeRefund-42');
    expect(systemEntryKey('envelopeRefund', 42n)).toBe(systemEntryKey('envelopeRefund', '42'));
    expect(systemEntryKey('accrual', 7, '20261123')).toBe('accrual-7-20261123');
    const keys = [
      systemEntryKey('envelopeRefund', 42n),
      systemEntryKey('envelopeRefund', 43n),
      systemEntryKey('depositCredit', 42n),
      // Too short to be readable, too long, or ids with separators: hashed, still distinct.
      systemEntryKey('fee', 1),
      systemEntryKey('depositCredit', '0x'.padEnd(66, 'ab'), 3),
      systemEntryKey('swap', 'a-b', 'c'),
      systemEntryKey('swap', 'a', 'b-c'),
    ];
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(systemEntryKey('fee', 1)).toBe(systemEntryKey('fee', 1));
    for (const bad of [() => systemEntryKey('Refund', 1), () => systemEntryKey('refund'), () => systemEntryKey('refund', ''), () => systemEntryKey('refund', 1.5)]) {
      expect(bad).toThrow(RangeError);
    }
  });
});

describe.each(testDbTargets)('a job posting on $name', (target) => {
  let testDb: TestDb;
  let db: Db;
  let userId: bigint;
  let accid: string;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    db = testDb.db;
    [{ id: userId, accid }] = await db.query<{ id: bigint; accid: string }>(
      `INSERT INTO users (accid, account_name, registered_at, invite_code) VALUES ('73000001', 'Refunded', $1, 'JOBUSER1') RETURNING id, accid`,
      [AT],
    );
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (db) expect(await auditLedger(db)).toEqual([]);
    await testDb?.dispose();
  });

  const balance = async (accountId: bigint) =>
    BigInt((await db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]))[0].balance);

  /** What a refund job posts for envelope `envelopeId` in run `runId`. */
  async function refund(envelopeId: bigint, runId: string, job = 'envelopeExpiry'): Promise<EntryInput> {
    const amount = 250n;
    return {
      kind: 'credit',
      createdBy: jobInitiator(job, runId),
      idempotencyKey: systemEntryKey('envelopeRefund', envelopeId),
      fingerprint: requestFingerprint({ envelopeId, to: userId, amount }),
      memo: null,
      at: AT,
      legs: [
        { accountId: await ensurePlatformAccount(db, 'platform_treasury', 'USDT'), amount: -amount },
        { accountId: await ensureUserAccount(db, userId, 'USDT'), amount },
      ],
    };
  }

  it('moves money once when a job runs twice, or another job settles the same thing', async () => {
    const account = await ensureUserAccount(db, userId, 'USDT');
    const before = await balance(account);
    const first = await postEntry(db, await refund(1n, 'run-1'));
    const again = await postEntry(db, await refund(1n, 'run-2'));
    const otherJob = await postEntry(db, await refund(1n, 'run-9', 'manualRefunds'));
    expect(first.replayed).toBe(false);
    expect([again, otherJob]).toEqual([
      { entryId: first.entryId, replayed: true },
      { entryId: first.entryId, replayed: true },
    ]);
    expect((await balance(account)) - before).toBe(250n);
    // The entry names the run that moved the money.
    const [entry] = await db.query<{ created_by: string; initiator: string }>('SELECT created_by, initiator FROM journal_entries WHERE id = $1', [first.entryId]);
    expect(entry).toEqual({ created_by: 'job:envelopeExpiry:run-1', initiator: 'job' });
    // The same key for a different settlement is refused, not merged.
    await expect(postEntry(db, { ...(await refund(1n, 'run-3')), fingerprint: 'another request' })).rejects.toBeInstanceOf(IdempotencyConflictError);
    // Users keep their own key space: the same text from a user is another entry.
    const userEntry = await postEntry(db, {
      ...(await refund(1n, 'unused')),
      createdBy: `user:${userId}`,
      legs: [{ accountId: account, amount: -1n }, { accountId: await ensurePlatformAccount(db, 'platform_fees', 'USDT'), amount: 1n }],
    });
    expect(userEntry.replayed).toBe(false);
  });

  it('moves money once when runs post the same entry in parallel', async () => {
    const account = await ensureUserAccount(db, userId, 'USDT');
    const before = await balance(account);
    const inputs = await Promise.all(Array.from({ length: 8 }, (_, i) => refund(2n, `parallel-${i}`)));
    const results = await Promise.all(inputs.map((input) => postEntry(db, input)));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.entryId)).size).toBe(1);
    expect((await balance(account)) - before).toBe(250n);
    const [{ n }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE initiator = 'job' AND idempotency_key = $1",
      [systemEntryKey('envelopeRefund', 2n)],
    );
    expect(n).toBe(1);
  });

  it('credits once through creditAccount, with one record and one notice', async () => {
    const credit = (runId: string) =>
      creditAccount(db, AT, { to: accid, coin: 'BTC', amount: '0.5', createdBy: jobInitiator('depositCredit', runId), idempotencyKey: systemEntryKey('depositCredit', 77n) });
    const [a, b] = await Promise.all([credit('run-a'), credit('run-b')]);
    expect([a.replayed, b.replayed].sort()).toEqual([false, true]);
    expect(a.record).toEqual(b.record);
    const [{ records }] = await db.query<{ records: number }>('SELECT count(*)::int AS records FROM wallet_records WHERE entry_id = $1', [a.record.id]);
    const [{ notices }] = await db.query<{ notices: number }>("SELECT count(*)::int AS notices FROM notices WHERE kind = 'credited' AND params->>'id' = $1", [a.record.id]);
    expect([records, notices]).toEqual([1, 1]);
  });

  it('refuses a malformed job initiator in the database', async () => {
    for (const createdBy of ['job:envelopeExpiry', 'job:Envelope:1', 'job:envelopeExpiry:run 1', 'job:envelopeExpiry:']) {
      await expect(postEntry(db, { ...(await refund(3n, 'x')), createdBy })).rejects.toThrow(/journal_entries_created_by_check/);
    }
  });
});
