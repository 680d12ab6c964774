import type { FastifyInstance } from 'fastify';
import { type GoogleSecret, type SessionResult, USER_ERRORS, USER_PATHS, type UserInfo } from '../../features/account/contract/user';
import { type NoticePage, WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { authenticatorCode } from '../testing/authenticatorCode';
import { call, freshIp, freshPhone, login, registerAccount, smsCode } from '../testing/accountClient';
import { type FaultyDb, faultyDb } from '../testing/faultyDb';
import { fakeClock } from '../testing/fakeClock';
import { testApp } from '../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { PAY_PASSWORD, credit, transfer, walletAccount } from '../testing/walletClient';

/**
 * Handlers that write more than once do it in one transaction: a failure injected after the first
 * write (here: at the second or the last statement) leaves nothing written, and the code that
 * allowed the change (SMS, Google) is still unused, so the user can simply try again.
 */
describe.each(testDbTargets)('multi-write handlers are all or nothing, on $name', (target) => {
  let testDb: TestDb;
  let db: FaultyDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    db = faultyDb(testDb.db);
    app = await testApp({ db, accounts: { clock: clock.now } });
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const post = (url: string, body: object | undefined, token: string) => call(app, 'POST', url, body, { token });
  const info = async (token: string) => (await call(app, 'GET', USER_PATHS.userInfo, undefined, { token })).data as UserInfo;
  const notices = async (token: string) => ((await call(app, 'GET', WALLET_PATHS.notices, undefined, { token })).data as NoticePage).items;
  const securityNotices = async (phone: string) =>
    (
      await testDb.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM notices n JOIN users u ON u.id = n.user_id WHERE u.phone = $1 AND n.kind = 'securityChanged'",
        [phone],
      )
    )[0].n;
  /** Runs `request` with a failure at the statement matching `at`; the request must fail on it. */
  async function failingAt<T extends { status: number }>(at: RegExp, request: () => Promise<T>): Promise<T> {
    db.failOn(at);
    const answer = await request();
    expect(db.fired()).toBe(true);
    expect(answer.status).toBe(500);
    return answer;
  }

  it('setting the login password: hash, other sessions and notice together', async () => {
    const { token, phone, password } = await registerAccount(app);
    const other = ((await login(app, phone, password)).data as SessionResult).token;
    const change = () => post(USER_PATHS.setPassword, { oldPassword: password, password: 'another123' }, token);
    // After the first write (the hash), and at the last one (the notice).
    for (const at of [/UPDATE sessions SET revoked_at/, /INSERT INTO notices/]) {
      await failingAt(at, change);
      expect((await login(app, phone, password)).code).toBe(1);
      expect((await login(app, phone, 'another123')).code).toBe(USER_ERRORS.wrongCredentials);
      expect((await call(app, 'GET', USER_PATHS.userInfo, undefined, { token: other })).code).toBe(1);
      expect(await securityNotices(phone)).toBe(0);
    }
    expect((await change()).code).toBe(1);
    expect((await call(app, 'GET', USER_PATHS.userInfo, undefined, { token: other })).code).toBe(10001);
    expect(await securityNotices(phone)).toBe(1);
  });

  it('enabling Google: the code, the switch and the notice together', async () => {
    const { token, phone } = await registerAccount(app);
    const { secret } = (await post(USER_PATHS.googleSecret, undefined, token)).data as GoogleSecret;
    const code = authenticatorCode(secret, clock.now());
    await failingAt(/INSERT INTO notices/, () => post(USER_PATHS.googleEnable, { code }, token));
    expect((await info(token)).googleEnabled).toBe(false);
    expect(await securityNotices(phone)).toBe(0);
    // The same code still works: it was not used up by the failed request.
    expect((await post(USER_PATHS.googleEnable, { code }, token)).code).toBe(1);
    expect((await info(token)).googleEnabled).toBe(true);
    expect(await securityNotices(phone)).toBe(1);
  });

  it('setting the pay password with Google on: the code, the hash and the notice together', async () => {
    const { token, phone } = await registerAccount(app);
    const { secret } = (await post(USER_PATHS.googleSecret, undefined, token)).data as GoogleSecret;
    expect((await post(USER_PATHS.googleEnable, { code: authenticatorCode(secret, clock.now()) }, token)).code).toBe(1);
    clock.advance(60_000);
    const googleCode = authenticatorCode(secret, clock.now());
    const set = () => post(USER_PATHS.payPasswordSet, { payPassword: '123456', googleCode }, token);
    for (const at of [/UPDATE users SET pay_password_hash/, /INSERT INTO notices/]) {
      await failingAt(at, set);
      expect((await info(token)).payPasswordSet).toBe(false);
      expect(await securityNotices(phone)).toBe(1);
    }
    expect((await set()).code).toBe(1);
    expect(await info(token)).toMatchObject({ payPasswordSet: true, securityLevel: 3 });
    expect(await securityNotices(phone)).toBe(2);
  });

  it('resetting the pay password by SMS: the code, the hash and the notice together', async () => {
    const { token, phone } = await registerAccount(app);
    expect((await post(USER_PATHS.payPasswordSet, { payPassword: '123456' }, token)).code).toBe(1);
    clock.advance(60_000);
    const code = await smsCode(app, phone, 'resetPayPassword', { token, ip: freshIp() });
    const reset = () => post(USER_PATHS.payPasswordReset, { code, payPassword: '654321' }, token);
    await failingAt(/INSERT INTO notices/, reset);
    expect((await post(USER_PATHS.payPasswordCheck, { payPassword: '123456' }, token)).code).toBe(1);
    expect(await securityNotices(phone)).toBe(1);
    expect((await reset()).code).toBe(1);
    expect((await post(USER_PATHS.payPasswordCheck, { payPassword: '654321' }, token)).code).toBe(1);
  });

  it('registering and resetting the login password by SMS: the code is spent only with the change', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const code = await smsCode(app, phone, 'register', { ip });
    const register = () => call(app, 'POST', USER_PATHS.register, { phone, code, password: 'secret123' }, { ip });
    await failingAt(/INSERT INTO sessions/, register);
    expect(await testDb.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).toEqual([]);
    expect((await register()).code).toBe(1);

    clock.advance(60_000);
    const resetCode = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
    const reset = () => call(app, 'POST', USER_PATHS.passwordReset, { phone, code: resetCode, password: 'another123' });
    await failingAt(/UPDATE sessions SET revoked_at/, reset);
    expect((await login(app, phone, 'secret123')).code).toBe(1);
    expect((await reset()).code).toBe(1);
    expect((await login(app, phone, 'another123')).code).toBe(1);
  });

  it('a transfer that fails leaves its Google code unused', async () => {
    const sender = await walletAccount(app);
    const receiver = await registerAccount(app);
    const { secret } = (await post(USER_PATHS.googleSecret, undefined, sender.token)).data as GoogleSecret;
    expect((await post(USER_PATHS.googleEnable, { code: authenticatorCode(secret, clock.now()) }, sender.token)).code).toBe(1);
    clock.advance(60_000);
    const googleCode = authenticatorCode(secret, clock.now());
    const accid = (await info(sender.token)).accid;
    const send = () => transfer(app, sender.token, { coin: 'USDT', to: receiver.phone, amount: '5', payPassword: PAY_PASSWORD, googleCode }, 'atomic-transfer-1');
    expect((await send()).key).toBe('errors.wallet.insufficientBalance');
    await credit(app, accid, 'USDT', '10');
    expect((await send()).code).toBe(1);
    expect((await notices(receiver.token)).map((n) => n.kind)).toEqual(['transferReceived']);
  });
});
