import { NOTICE_KINDS, RECORD_TYPES } from '../../features/cloudWallet/contract/walletRules';
import type { Db } from '../db/db';
import { migrate } from '../db/migrate';
import { FEATURES, recordKinds } from '../features/features';
import { migrationRoot } from '../testing/migrationRoot';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { auditLedger } from './auditLedger';
import type { EntryKind } from './entryKinds';
import { ensurePlatformAccount } from './ensureAccount';
import { postEntry } from './postEntry';

const AT = new Date('2026-11-23T12:00:00Z');

/** The ledger's own entry kinds (features add more); the record kinds the features registered must match the database's exactly. */
const LEDGER_ENTRY_KINDS: EntryKind[] = ['internal_transfer', 'credit', 'correction'];
const RECORD_KINDS = Object.keys(recordKinds(FEATURES));

describe.each(testDbTargets)('the kind registry on $name', (target) => {
  let testDb: TestDb;
  let db: Db;
  let userId: bigint;
  let entryId: bigint;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    db = testDb.db;
    [{ id: userId }] = await db.query<{ id: bigint }>(
      `INSERT INTO users (accid, account_name, registered_at, invite_code) VALUES ('72000001', 'Kinds', $1, 'KINDS001') RETURNING id`,
      [AT],
    );
    entryId = (await post('credit', 'registry-credit-1')).entryId;
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    if (db) expect(await auditLedger(db)).toEqual([]);
    await testDb?.dispose();
  });

  async function post(kind: string, idempotencyKey: string) {
    const treasury = await ensurePlatformAccount(db, 'platform_treasury', 'BTC');
    const fees = await ensurePlatformAccount(db, 'platform_fees', 'BTC');
    return postEntry(db, {
      kind: kind as EntryKind,
      createdBy: 'dev',
      idempotencyKey,
      fingerprint: 'f',
      memo: null,
      at: AT,
      legs: [{ accountId: treasury, amount: -1n }, { accountId: fees, amount: 1n }],
    });
  }
  const column = async (sql: string) => (await db.query<{ v: string | number }>(sql)).map((r) => r.v);

  it('holds the kinds and record types the code uses', async () => {
    expect(await column('SELECT kind AS v FROM ledger_entry_kinds')).toEqual(expect.arrayContaining(LEDGER_ENTRY_KINDS));
    expect(await column('SELECT kind AS v FROM ledger_account_kinds ORDER BY kind')).toEqual(['custody_withdrawal_hold', 'envelope_escrow', 'platform_fees', 'platform_treasury', 'presale_escrow', 'swap_treasury', 'user', 'wealth_custody']);
    expect(await column('SELECT kind AS v FROM record_kinds ORDER BY kind')).toEqual([...RECORD_KINDS].sort());
    expect(await column('SELECT kind AS v FROM notice_kinds ORDER BY kind')).toEqual([...NOTICE_KINDS].sort());
    const types = await db.query<{ type: number; name: string }>('SELECT type, name FROM record_types ORDER BY type');
    expect(types.map((t) => [t.name, Number(t.type)])).toEqual(Object.entries(RECORD_TYPES).sort((a, b) => a[1] - b[1]));
  });

  it('refuses an unknown kind in every column the registry governs', async () => {
    await expect(post('lottery_prize', 'registry-unknown-1')).rejects.toThrow(/foreign key/);
    await expect(db.query(`INSERT INTO ledger_accounts (user_id, kind, coin) VALUES (NULL, 'platform_escrow', 'BTC')`)).rejects.toThrow(/foreign key/);
    const record = (type: number, kind: string) =>
      db.query(
        `INSERT INTO wallet_records (entry_id, user_id, coin, type, kind, direction, amount, from_label, to_label, status, created_at)
         VALUES ($1, $2, 'BTC', $3, $4, 'in', 1, 'platform', 'me', 'success', $5)`,
        [entryId, userId, type, kind, AT],
      );
    await expect(record(5, 'credit')).rejects.toThrow(/foreign key/);
    await expect(record(2, 'raffleTicket')).rejects.toThrow(/foreign key/);
    await expect(db.query(`INSERT INTO notices (user_id, kind, created_at) VALUES ($1, 'lotteryWon', $2)`, [userId, AT])).rejects.toThrow(/foreign key/);
    // A kind in use cannot be taken away.
    await expect(db.query(`DELETE FROM ledger_entry_kinds WHERE kind = 'credit'`)).rejects.toThrow(/foreign key/);
  });

  it('accepts the kinds a later feature migration inserts', async () => {
    const tree = await migrationRoot({ withAppMigrations: true });
    try {
      await tree.write(
        'lottery',
        '20990101000000_lottery_kinds.sql',
        `INSERT INTO ledger_entry_kinds (kind, description) VALUES ('lottery_prize', 'A lottery prize paid');
         INSERT INTO ledger_account_kinds (kind, description) VALUES ('platform_escrow', 'Prizes not yet paid');
         INSERT INTO record_kinds (kind, description) VALUES ('raffleTicket', 'A lottery prize');
         INSERT INTO notice_kinds (kind, description) VALUES ('lotteryWon', 'The user won');`,
      );
      expect(await migrate(db, tree.root)).toEqual(['20990101000000_lottery_kinds.sql']);
    } finally {
      await tree.remove();
    }
    expect((await post('lottery_prize', 'registry-known-1')).replayed).toBe(false);
    await db.query(`INSERT INTO ledger_accounts (user_id, kind, coin) VALUES (NULL, 'platform_escrow', 'BTC')`);
    await db.query(
      `INSERT INTO wallet_records (entry_id, user_id, coin, type, kind, direction, amount, from_label, to_label, status, created_at)
       VALUES ($1, $2, 'BTC', 9, 'raffleTicket', 'in', 1, 'platform', 'me', 'success', $3)`,
      [entryId, userId, AT],
    );
    await db.query(`INSERT INTO notices (user_id, kind, created_at) VALUES ($1, 'lotteryWon', $2)`, [userId, AT]);
  });
});
