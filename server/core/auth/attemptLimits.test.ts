import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { AppError, badRequest } from '../../http/appError';
import { MAX_ATTEMPT_WINDOW_MS, PRUNE_EVERY_MS, countAttempts, releaseAttempts, takeAttemptPerKey, takeAttempts } from './attemptLimits';

describe.each(testDbTargets)('takeAttempts on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it('lets exactly `limit` of many parallel requests through', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const limit = { kind: 'probe', subject: 'parallel', limit: 5, windowMs: 60_000 };
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => takeAttempts(testDb.db, now, [limit])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === 'rejected')) {
      expect(r.reason).toBeInstanceOf(AppError);
      expect((r.reason as AppError).params).toEqual({ retryAfterSeconds: 60 });
    }
  });

  it('records nothing when any of several limits is reached', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const full = { kind: 'probe', subject: 'full', limit: 1, windowMs: 60_000 };
    const free = { kind: 'probe', subject: 'free', limit: 1, windowMs: 60_000 };
    await takeAttempts(testDb.db, now, [full]);
    await expect(takeAttempts(testDb.db, now, [free, full])).rejects.toBeInstanceOf(AppError);
    await takeAttempts(testDb.db, now, [free]);
  });

  it("refuses with a limit's own error, checks the limits before the precheck, and records nothing when the precheck refuses", async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const paused = (retryAfterSeconds: number) => new AppError({ status: 429, code: 429, msg: 'Paused.', params: { retryAfterSeconds, paused: 1 } });
    const own = { kind: 'probe', subject: 'own', limit: 1, windowMs: 60_000, refuse: paused };
    const other = { kind: 'probe', subject: 'other', limit: 5, windowMs: 60_000 };
    let prechecks = 0;
    const refusing = async () => {
      prechecks++;
      throw badRequest('No.');
    };
    await expect(takeAttempts(testDb.db, now, [other, own], refusing)).rejects.toMatchObject({ status: 400 });
    expect(await countAttempts(testDb.db, now, own)).toBe(0);
    expect(await countAttempts(testDb.db, now, other)).toBe(0);
    await takeAttempts(testDb.db, now, [other, own], async (q) => {
      expect(await countAttempts(q, now, own)).toBe(0);
    });
    expect(await countAttempts(testDb.db, now, own)).toBe(1);
    await expect(takeAttempts(testDb.db, new Date(now.getTime() + 15_000), [other, own], refusing)).rejects.toMatchObject({
      status: 429,
      params: { retryAfterSeconds: 45, paused: 1 },
    });
    expect(prechecks).toBe(1);
  });

  it('gives a released slot back, to parallel requests too', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const limit = { kind: 'probe', subject: 'release', limit: 3, windowMs: 60_000 };
    const taken = await Promise.all(Array.from({ length: 3 }, () => takeAttempts(testDb.db, now, [limit])));
    expect(taken.map((ids) => ids.length)).toEqual([1, 1, 1]);
    await expect(takeAttempts(testDb.db, now, [limit])).rejects.toBeInstanceOf(AppError);
    await releaseAttempts(testDb.db, taken[1]);
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => takeAttempts(testDb.db, now, [limit])));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await releaseAttempts(testDb.db, []);
  });

  it('counts each key once per window, however many parallel requests carry it', async () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const limit = { kind: 'probe', subject: 'keys', limit: 3, windowMs: 60_000 };
    const keys = ['a', 'a', 'b', 'a', 'c', 'b', 'd', 'e', 'c', 'a'];
    const results = await Promise.allSettled(keys.map((key) => takeAttemptPerKey(testDb.db, now, limit, key)));
    const passed = new Set(keys.filter((_, i) => results[i].status === 'fulfilled'));
    expect(passed.size).toBe(3);
    // Every request for a key that got a slot passed; the other keys were all refused.
    keys.forEach((key, i) => expect({ key, status: results[i].status }).toEqual({ key, status: passed.has(key) ? 'fulfilled' : 'rejected' }));
    const [{ n }] = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM auth_attempts WHERE kind = 'probe' AND subject = 'keys'");
    expect(n).toBe(3);
    await takeAttemptPerKey(testDb.db, new Date(now.getTime() + 60_000), limit, 'e');
  });

  it('forgets events older than the window', async () => {
    const limit = { kind: 'probe', subject: 'window', limit: 1, windowMs: 60_000 };
    await takeAttempts(testDb.db, new Date('2026-03-01T00:00:00Z'), [limit]);
    await expect(takeAttempts(testDb.db, new Date('2026-03-01T00:00:59Z'), [limit])).rejects.toMatchObject({ params: { retryAfterSeconds: 1 } });
    await takeAttempts(testDb.db, new Date('2026-03-01T00:01:00Z'), [limit]);
  });

  it('prunes every expired row now and then, whatever its kind and subject', async () => {
    const t0 = new Date('2026-04-01T00:00:00Z');
    const later = (ms: number) => new Date(t0.getTime() + ms);
    const stale = async (subject: string, at: Date) => {
      await testDb.db.query("INSERT INTO auth_attempts (kind, subject, created_at) VALUES ('login_ip', $1, $2), ('totp_user', $1, $2)", [subject, at]);
    };
    const left = async (subject: string) =>
      (await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_attempts WHERE subject = $1', [subject]))[0].n;
    const other = { kind: 'probe', subject: 'pruning', limit: 1000, windowMs: 60_000 };

    await stale('gone-ip', t0);
    const first = MAX_ATTEMPT_WINDOW_MS;
    await takeAttempts(testDb.db, later(first), [other]);
    expect(await left('gone-ip')).toBe(0);
    // Expired 1 ms after that prune, but the next one comes PRUNE_EVERY_MS after it.
    await stale('late-ip', later(1));
    await takeAttempts(testDb.db, later(first + PRUNE_EVERY_MS - 1), [other]);
    expect(await left('late-ip')).toBe(2);
    await takeAttemptPerKey(testDb.db, later(first + PRUNE_EVERY_MS), other, 'key');
    expect(await left('late-ip')).toBe(0);
  });

  it('refuses a window longer than the rows are kept', async () => {
    const limit = { kind: 'probe', subject: 'long', limit: 1, windowMs: MAX_ATTEMPT_WINDOW_MS + 1 };
    await expect(takeAttempts(testDb.db, new Date('2026-03-01T00:00:00Z'), [limit])).rejects.toThrow('longer than MAX_ATTEMPT_WINDOW_MS');
  });
});
