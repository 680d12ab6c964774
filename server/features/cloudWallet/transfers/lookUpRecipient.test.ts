import { AppError } from '../../../http/appError';
import { WALLET_ERRORS } from '../../../../features/cloudWallet/contract/walletApi';
import { fakeClock } from '../../../testing/fakeClock';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../../testing/testDb';
import { lookUpRecipient } from './lookUpRecipient';

const HOUR = 3_600_000;

describe.each(testDbTargets)('lookUpRecipient on $name', (target) => {
  let testDb: TestDb;
  const clock = fakeClock();
  const deps = () => ({ db: testDb.db, clock: clock.now });
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    await testDb.db.query(
      `INSERT INTO users (id, accid, phone, account_name, registered_at, invite_code)
       VALUES (1, '10000001', '+8613800000001', 'one', $1, 'INVITE01'), (2, '10000002', NULL, 'two', $1, 'INVITE02')`,
      [clock.now()],
    );
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  const codeOf = (r: PromiseSettledResult<unknown>) => (r.status === 'rejected' ? (r.reason as AppError).code : 1);

  it('finds an account by phone or accid, and says recipientUnknown for nobody', async () => {
    expect((await lookUpRecipient(deps(), 100n, '+8613800000001')).accid).toBe('10000001');
    expect((await lookUpRecipient(deps(), 100n, '10000002')).accid).toBe('10000002');
    await expect(lookUpRecipient(deps(), 100n, '+8613900000000')).rejects.toMatchObject({ code: WALLET_ERRORS.recipientUnknown });
  });

  it('lets a user look up 30 different recipients an hour, in parallel too; repeats are free', async () => {
    const results = await Promise.allSettled(Array.from({ length: 45 }, (_, i) => lookUpRecipient(deps(), 200n, `+86139000001${String(i).padStart(2, '0')}`)));
    expect(results.filter((r) => codeOf(r) === WALLET_ERRORS.recipientUnknown)).toHaveLength(30);
    const limited = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected' && (r.reason as AppError).status === 429);
    expect(limited).toHaveLength(15);
    expect((limited[0].reason as AppError).params).toEqual({ retryAfterSeconds: 3600 });
    // One looked up already is not counted again; a known account is refused like any new one.
    const seen = results.findIndex((r) => codeOf(r) === WALLET_ERRORS.recipientUnknown);
    await expect(lookUpRecipient(deps(), 200n, `+86139000001${String(seen).padStart(2, '0')}`)).rejects.toMatchObject({ code: WALLET_ERRORS.recipientUnknown });
    await expect(lookUpRecipient(deps(), 200n, '10000002')).rejects.toMatchObject({ status: 429 });
    // Another user has a limit of its own.
    expect((await lookUpRecipient(deps(), 201n, '10000002')).accid).toBe('10000002');
    clock.advance(HOUR);
    expect((await lookUpRecipient(deps(), 200n, '10000002')).accid).toBe('10000002');
  });
});
