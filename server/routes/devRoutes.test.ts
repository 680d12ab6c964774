import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { testApp } from '../testing/testApp';

describe.each(testDbTargets)('/api/dev/* on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it.each(['development', 'test'])('exists when NODE_ENV=%s and reports the database', async (NODE_ENV) => {
    const app = await testApp({ db: testDb.db, env: { NODE_ENV } });
    const res = await app.inject('/api/dev/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { db: target.name } });
    await app.close();
  });

  it('does not exist in production', async () => {
    const app = await testApp({ db: testDb.db, env: { NODE_ENV: 'production' } });
    const res = await app.inject('/api/dev/health');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
    expect(app.printRoutes()).not.toContain('dev');
    await app.close();
  });
});
