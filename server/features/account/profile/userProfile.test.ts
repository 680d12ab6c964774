import type { FastifyInstance } from 'fastify';
import { USER_ERRORS, USER_PATHS, type SessionResult, type UserInfo } from '../../../../features/account/contract/user';
import { call, login, registerAccount } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';

describe.each(testDbTargets)('profile endpoints on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  const info = async (token: string) => (await call(app, 'GET', USER_PATHS.userInfo, undefined, { token })).data as UserInfo;
  const post = (url: string, body: object | undefined, token: string) => call(app, 'POST', url, body, { token });

  it('renames the account, validating the name', async () => {
    const { token } = await registerAccount(app);
    expect((await post(USER_PATHS.accountName, { name: '  Alice 🙂 ' }, token)).code).toBe(1);
    expect((await info(token)).accountName).toBe('Alice 🙂');
    for (const name of ['', '   ', 'x'.repeat(33), 'a\u0007b']) {
      expect(await post(USER_PATHS.accountName, { name }, token)).toMatchObject({ status: 400, params: { field: 'name' } });
    }
    expect(await post(USER_PATHS.accountName, {}, token)).toMatchObject({ status: 400, key: 'errors.validation.required' });
  });

  it('refuses a name of digits and signs only ("-1"), and takes one with a letter of any script', async () => {
    const { token } = await registerAccount(app);
    for (const name of ['-1', '007', '+1 (555)', '...', '١٢٣', '👍🏽']) {
      expect(await post(USER_PATHS.accountName, { name }, token)).toMatchObject({ status: 400, key: 'errors.validation.invalid', params: { field: 'name', reason: 'must contain a letter' } });
    }
    for (const name of ['Agent 007', '张三', 'محمد-1', 'สมชาย', 'राम']) expect((await post(USER_PATHS.accountName, { name }, token)).code).toBe(1);
  });

  it('records the PIN flag', async () => {
    const { token } = await registerAccount(app);
    expect((await post(USER_PATHS.pinFlag, { enabled: true }, token)).code).toBe(1);
    expect((await info(token)).pinEnabled).toBe(true);
    expect((await post(USER_PATHS.pinFlag, { enabled: false }, token)).code).toBe(1);
    expect((await info(token)).pinEnabled).toBe(false);
    expect(await post(USER_PATHS.pinFlag, { enabled: 'yes' }, token)).toMatchObject({ status: 400, params: { field: 'enabled' } });
  });

  it('changes the login password with the old one and logs out other devices', async () => {
    const { token, phone, password } = await registerAccount(app);
    const other = ((await login(app, phone, password)).data as SessionResult).token;
    expect(await post(USER_PATHS.setPassword, { password: 'another123' }, token)).toMatchObject({
      status: 400,
      key: 'errors.validation.required',
      params: { field: 'oldPassword' },
    });
    expect(await post(USER_PATHS.setPassword, { oldPassword: 'nope12345', password: 'another123' }, token)).toMatchObject({
      code: USER_ERRORS.passwordWrong,
      key: 'errors.auth.passwordWrong',
    });
    expect(await post(USER_PATHS.setPassword, { oldPassword: password, password: 'short' }, token)).toMatchObject({
      status: 400,
      params: { field: 'password' },
    });
    expect((await post(USER_PATHS.setPassword, { oldPassword: password, password: 'another123' }, token)).code).toBe(1);
    expect((await info(token)).hasPassword).toBe(true);
    expect((await call(app, 'GET', USER_PATHS.userInfo, undefined, { token: other })).code).toBe(10001);
    expect((await login(app, phone, 'another123')).code).toBe(1);
  });

  it('limits wrong old passwords to 5 per 15 minutes', async () => {
    const { token, password } = await registerAccount(app);
    for (let i = 0; i < 5; i++) {
      expect((await post(USER_PATHS.setPassword, { oldPassword: 'nope12345', password: 'another123' }, token)).code).toBe(USER_ERRORS.passwordWrong);
    }
    expect((await post(USER_PATHS.setPassword, { oldPassword: password, password: 'another123' }, token)).status).toBe(429);
  });

  it('answers the wallet init call', async () => {
    const { token, user } = await registerAccount(app);
    expect((await call(app, 'GET', USER_PATHS.walletInit, undefined, { token })).data).toEqual({
      accid: user.accid,
      securityLevel: 1,
      payPasswordSet: false,
      googleEnabled: false,
      kycLevel: 0,
    });
  });

  it("never lets one user's token read or change another user's data (IDOR)", async () => {
    const alice = await registerAccount(app);
    const bob = await registerAccount(app);
    const bobBefore = await info(bob.token);
    // Ids of the other account in query, body or headers are ignored: the session decides.
    const sneaky = { accid: bob.user.accid, userId: bob.user.accid, phone: bob.phone };
    const read = await app.inject({ method: 'GET', url: `${USER_PATHS.userInfo}?accid=${bob.user.accid}`, headers: { 'x-token': alice.token } });
    expect(read.json().data.accid).toBe(alice.user.accid);
    const walletInit = await app.inject({ method: 'GET', url: `${USER_PATHS.walletInit}?accid=${bob.user.accid}`, headers: { 'x-token': alice.token } });
    expect(walletInit.json().data.accid).toBe(alice.user.accid);
    await post(USER_PATHS.accountName, { name: 'Mallory', ...sneaky }, alice.token);
    await post(USER_PATHS.pinFlag, { enabled: true, ...sneaky }, alice.token);
    await post(USER_PATHS.setPassword, { oldPassword: alice.password, password: 'mallory123', ...sneaky }, alice.token);
    await post(USER_PATHS.payPasswordSet, { payPassword: '123456', ...sneaky }, alice.token);
    await post(USER_PATHS.googleSecret, sneaky, alice.token);
    await post(USER_PATHS.logout, sneaky, alice.token);
    expect(await info(bob.token)).toEqual(bobBefore);
    expect((await login(app, bob.phone, bob.password)).code).toBe(1);
    const [bobRow] = await testDb.db.query<{ pay_password_hash: string | null; totp_pending_secret: string | null }>(
      'SELECT pay_password_hash, totp_pending_secret FROM users WHERE accid = $1',
      [bob.user.accid],
    );
    expect(bobRow).toEqual({ pay_password_hash: null, totp_pending_secret: null });
    // And every user endpoint refuses a request without a valid token.
    for (const path of Object.values(USER_PATHS)) {
      if (path.includes('/public/') || path === USER_PATHS.sendCode) continue;
      const method = path === USER_PATHS.userInfo || path === USER_PATHS.walletInit ? 'GET' : 'POST';
      expect({ path, code: (await call(app, method, path, {}, { token: 'forged' })).code }).toEqual({ path, code: 10001 });
    }
  });
});
