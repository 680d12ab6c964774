import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { pruneAttempts } from './pruneAttempts';

const HOUR = 3_600_000;

describe.each(testDbTargets)('pruneAttempts on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it('deletes the rows of every kind and subject older than the given age, and no others', async () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const at = (ms: number) => new Date(now.getTime() - ms);
    await testDb.db.query(
      `INSERT INTO auth_attempts (kind, subject, created_at) VALUES
         ('login_ip', '10.0.0.1', $1), ('totp_user', '7', $1), ('sms_phone', '+8613800000000', $2), ('login_ip', '10.0.0.2', $3)`,
      [at(2 * HOUR), at(HOUR), at(HOUR - 1)],
    );
    expect(await pruneAttempts(testDb.db, now, HOUR)).toBe(3);
    expect(await testDb.db.query('SELECT kind, subject FROM auth_attempts')).toEqual([{ kind: 'login_ip', subject: '10.0.0.2' }]);
    expect(await pruneAttempts(testDb.db, now, HOUR)).toBe(0);
  });
});
