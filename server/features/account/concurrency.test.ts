import type { FastifyInstance } from 'fastify';
import { type GoogleSecret, USER_ERRORS, USER_PATHS } from '../../../features/account/contract/user';
import { authenticatorCode } from '../../testing/authenticatorCode';
import { call, freshIp, freshPhone, registerAccount, smsCode } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';

/** Parallel requests (meaningful on PostgreSQL; PGlite runs one transaction at a time). */
describe.each(testDbTargets)('account rules under parallel requests on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  const parallel = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn));

  it('counts at most 5 guesses of one SMS code', async () => {
    const phone = freshPhone();
    const code = await smsCode(app, phone, 'register', { ip: freshIp() });
    const wrong = code === '000000' ? '111111' : '000000';
    await parallel(10, () => call(app, 'POST', USER_PATHS.register, { phone, code: wrong, password: 'secret123' }));
    const [row] = await testDb.db.query<{ attempts: number }>('SELECT attempts FROM sms_codes WHERE phone = $1', [phone]);
    expect(row.attempts).toBe(5);
    expect((await call(app, 'POST', USER_PATHS.register, { phone, code, password: 'secret123' })).code).toBe(USER_ERRORS.codeInvalid);
  });

  it('creates one account from one code, however many requests race', async () => {
    const phone = freshPhone();
    const code = await smsCode(app, phone, 'register', { ip: freshIp() });
    const results = await parallel(5, () => call(app, 'POST', USER_PATHS.register, { phone, code, password: 'secret123' }));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
    expect(await testDb.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toHaveLength(1);
  });

  it('locks the pay password after 5 wrong entries even when they arrive together', async () => {
    const { token } = await registerAccount(app);
    await call(app, 'POST', USER_PATHS.payPasswordSet, { payPassword: '123456' }, { token });
    const results = await parallel(8, () => call(app, 'POST', USER_PATHS.payPasswordCheck, { payPassword: '000000' }, { token }));
    const codes = results.map((r) => r.code).sort();
    expect(codes.filter((c) => c === USER_ERRORS.payPasswordWrong)).toHaveLength(4);
    expect(codes.filter((c) => c === USER_ERRORS.payPasswordLocked)).toHaveLength(4);
    expect((await call(app, 'POST', USER_PATHS.payPasswordCheck, { payPassword: '123456' }, { token })).code).toBe(USER_ERRORS.payPasswordLocked);
  });

  it('accepts one Google code once, even in parallel', async () => {
    const { token } = await registerAccount(app);
    const { secret } = (await call(app, 'POST', USER_PATHS.googleSecret, undefined, { token })).data as GoogleSecret;
    await call(app, 'POST', USER_PATHS.googleEnable, { code: authenticatorCode(secret, clock.now()) }, { token });
    clock.advance(60_000);
    const code = authenticatorCode(secret, clock.now());
    const results = await parallel(5, () => call(app, 'POST', USER_PATHS.googleVerify, { code }, { token }));
    expect(results.filter((r) => r.code === 1)).toHaveLength(1);
  });
});
