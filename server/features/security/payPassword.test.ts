import type { FastifyInstance } from 'fastify';
import { USER_ERRORS, USER_PATHS, type UserInfo } from '../../../features/account/contract/user';
import { call, freshIp, registerAccount, smsCode } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';

const MINUTE = 60_000;

describe.each(testDbTargets)('pay password on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  const info = async (token: string) => (await call(app, 'GET', USER_PATHS.userInfo, undefined, { token })).data as UserInfo;
  const post = (url: string, body: object, token: string) => call(app, 'POST', url, body, { token });
  const check = (token: string, payPassword: string) => post(USER_PATHS.payPasswordCheck, { payPassword }, token);

  /** A registered user with pay password 123456. */
  async function withPayPassword() {
    const account = await registerAccount(app);
    expect((await post(USER_PATHS.payPasswordSet, { payPassword: '123456' }, account.token)).code).toBe(1);
    return account;
  }

  it('is set once, hashed, and raises the security level to 2', async () => {
    const { token, phone } = await registerAccount(app);
    expect(await check(token, '123456')).toMatchObject({ code: USER_ERRORS.payPasswordNotSet, key: 'errors.payPassword.notSet' });
    expect((await post(USER_PATHS.payPasswordSet, { payPassword: '123456' }, token)).code).toBe(1);
    expect(await info(token)).toMatchObject({ securityLevel: 2, payPasswordSet: true });
    expect((await call(app, 'GET', USER_PATHS.walletInit, undefined, { token })).data).toMatchObject({ securityLevel: 2, payPasswordSet: true });
    const [row] = await testDb.db.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE phone = $1', [phone]);
    expect(row.pay_password_hash).toMatch(/^\$argon2id\$/);
    expect(await post(USER_PATHS.payPasswordSet, { payPassword: '654321' }, token)).toMatchObject({
      status: 409,
      code: USER_ERRORS.payPasswordAlreadySet,
    });
    expect((await check(token, '123456')).data).toEqual({ valid: true });
  });

  it.each(['12345', '1234567', 'abcdef', '12 456', 123456])('must be 6 digits, not %j', async (payPassword) => {
    const { token } = await registerAccount(app);
    expect(await post(USER_PATHS.payPasswordSet, { payPassword }, token)).toMatchObject({ status: 400, params: { field: 'payPassword' } });
    expect((await info(token)).payPasswordSet).toBe(false);
  });

  it('says "The password you entered is incorrect" with the attempts left', async () => {
    const { token } = await withPayPassword();
    const res = await check(token, '000000');
    expect(res).toMatchObject({
      status: 400,
      code: USER_ERRORS.payPasswordWrong,
      msg: 'The password you entered is incorrect.',
      key: 'errors.payPassword.wrong',
      params: { attemptsLeft: 4 },
    });
    expect((await check(token, '000000')).params).toEqual({ attemptsLeft: 3 });
    // A right entry resets the count.
    expect((await check(token, '123456')).code).toBe(1);
    expect((await check(token, '000000')).params).toEqual({ attemptsLeft: 4 });
  });

  it('locks for 30 minutes after 5 wrong entries in a row, even for the right one', async () => {
    const { token } = await withPayPassword();
    for (let i = 4; i >= 1; i--) expect((await check(token, '000000')).params).toEqual({ attemptsLeft: i });
    expect(await check(token, '000000')).toMatchObject({
      status: 423,
      code: USER_ERRORS.payPasswordLocked,
      key: 'errors.payPassword.locked',
      params: { minutes: 30 },
    });
    clock.advance(10 * MINUTE);
    expect(await check(token, '123456')).toMatchObject({ code: USER_ERRORS.payPasswordLocked, params: { minutes: 20 } });
    expect(await post(USER_PATHS.payPasswordChange, { oldPayPassword: '123456', payPassword: '111111' }, token)).toMatchObject({
      code: USER_ERRORS.payPasswordLocked,
    });
    clock.advance(20 * MINUTE);
    expect((await check(token, '123456')).code).toBe(1);
  });

  it('is changed with the old one', async () => {
    const { token } = await withPayPassword();
    expect(await post(USER_PATHS.payPasswordChange, { oldPayPassword: '999999', payPassword: '222222' }, token)).toMatchObject({
      code: USER_ERRORS.payPasswordWrong,
    });
    expect(await post(USER_PATHS.payPasswordChange, { payPassword: '222222' }, token)).toMatchObject({ params: { field: 'oldPayPassword' } });
    expect((await post(USER_PATHS.payPasswordChange, { oldPayPassword: '123456', payPassword: '222222' }, token)).code).toBe(1);
    expect((await check(token, '123456')).code).toBe(USER_ERRORS.payPasswordWrong);
    expect((await check(token, '222222')).code).toBe(1);
    expect((await info(token)).securityLevel).toBe(2);
  });

  it('is reset by an SMS code to the account phone, which also lifts a lock', async () => {
    const { token, phone } = await withPayPassword();
    for (let i = 0; i < 5; i++) await check(token, '000000');
    expect((await check(token, '123456')).code).toBe(USER_ERRORS.payPasswordLocked);
    clock.advance(MINUTE);
    const code = await smsCode(app, phone, 'resetPayPassword', { token, ip: freshIp() });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect(await post(USER_PATHS.payPasswordReset, { code: wrongCode, payPassword: '333333' }, token)).toMatchObject({
      code: USER_ERRORS.codeInvalid,
    });
    expect((await post(USER_PATHS.payPasswordReset, { code, payPassword: '333333' }, token)).code).toBe(1);
    expect((await check(token, '333333')).code).toBe(1);
    expect((await post(USER_PATHS.payPasswordReset, { code, payPassword: '444444' }, token)).code).toBe(USER_ERRORS.codeInvalid);
  });

  it('cannot be reset before it is set, nor with a code for another purpose', async () => {
    const { token, phone } = await registerAccount(app);
    expect((await post(USER_PATHS.payPasswordReset, { code: '123456', payPassword: '333333' }, token)).code).toBe(USER_ERRORS.payPasswordNotSet);
    await post(USER_PATHS.payPasswordSet, { payPassword: '123456' }, token);
    clock.advance(MINUTE);
    const resetLoginCode = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
    expect((await post(USER_PATHS.payPasswordReset, { code: resetLoginCode, payPassword: '333333' }, token)).code).toBe(USER_ERRORS.codeInvalid);
  });

  it("counts one account's wrong entries apart from another's", async () => {
    const a = await withPayPassword();
    const b = await withPayPassword();
    for (let i = 0; i < 5; i++) await check(a.token, '000000');
    expect((await check(b.token, '123456')).code).toBe(1);
  });
});
