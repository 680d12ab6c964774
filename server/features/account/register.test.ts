import type { FastifyInstance } from 'fastify';
import { USER_ERRORS, USER_PATHS, type UserInfo } from '../../../features/account/contract/user';
import { call, freshIp, freshPhone, registerAccount, sendCode, smsCode } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { inviterChain } from './inviterChain';

describe.each(testDbTargets)('registration on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  it('registers with an SMS code, logs in at once, and answers the contract UserInfo', async () => {
    const phone = freshPhone();
    const { token, user } = await registerAccount(app, { phone });
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toEqual<UserInfo>({
      accid: expect.stringMatching(/^[1-9]\d{7,9}$/),
      phoneMasked: `+86 ${phone.slice(3, 6)}****${phone.slice(-4)}`,
      accountName: `User ${user.accid.slice(-4)}`,
      registeredAt: clock.now().toISOString(),
      securityLevel: 1,
      kycLevel: 0,
      hasPassword: true,
      payPasswordSet: false,
      googleEnabled: false,
      pinEnabled: false,
      inviteCode: expect.stringMatching(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/),
    });
    const info = await call(app, 'GET', USER_PATHS.userInfo, undefined, { token });
    expect(info).toMatchObject({ status: 200, code: 1, data: user });
    const [row] = await testDb.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE phone = $1', [phone]);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('records the inviter, and inviterChain follows three levels', async () => {
    const a = await registerAccount(app);
    const b = await registerAccount(app, { inviteCode: a.user.inviteCode });
    const c = await registerAccount(app, { inviteCode: b.user.inviteCode.toLowerCase() });
    const d = await registerAccount(app, { inviteCode: c.user.inviteCode });
    const e = await registerAccount(app, { inviteCode: d.user.inviteCode });
    const idOf = async (accid: string) => (await testDb.db.query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [accid]))[0].id;
    const chain = await inviterChain(testDb.db, await idOf(e.user.accid));
    expect(chain.map((l) => [l.level, l.accid])).toEqual([
      [1, d.user.accid],
      [2, c.user.accid],
      [3, b.user.accid],
    ]);
    expect(chain[0].userId).toBe(await idOf(d.user.accid));
    expect(await inviterChain(testDb.db, await idOf(b.user.accid))).toEqual([{ level: 1, userId: await idOf(a.user.accid), accid: a.user.accid }]);
    expect(await inviterChain(testDb.db, await idOf(a.user.accid))).toEqual([]);
  });

  it('refuses an unknown invite code without using up the SMS code', async () => {
    const phone = freshPhone();
    const ip = freshIp();
    const code = await smsCode(app, phone, 'register', { ip });
    const bad = await call(app, 'POST', USER_PATHS.register, { phone, code, password: 'secret123', inviteCode: 'ZZZZZZZZ' }, { ip });
    expect(bad).toMatchObject({ status: 400, code: USER_ERRORS.inviteCodeUnknown, key: 'errors.account.inviteCodeUnknown' });
    const good = await call(app, 'POST', USER_PATHS.register, { phone, code, password: 'secret123' }, { ip });
    expect(good.code).toBe(1);
  });

  it('refuses a phone that is already registered, at the code and at registration', async () => {
    const { phone } = await registerAccount(app);
    clock.advance(61_000);
    // The registration's code was the phone's first this hour: sendCode solves the captcha now asked for.
    const send = await sendCode(app, phone, 'register', { ip: freshIp() });
    expect(send).toMatchObject({ status: 409, code: USER_ERRORS.phoneTaken, key: 'errors.account.phoneTaken' });
    const again = await call(app, 'POST', USER_PATHS.register, { phone, code: '123456', password: 'secret123' }, { ip: freshIp() });
    expect(again).toMatchObject({ code: USER_ERRORS.phoneTaken });
    expect((await testDb.db.query('SELECT 1 FROM users WHERE phone = $1', [phone])).length).toBe(1);
  });

  it.each([
    [{ code: '123456', password: 'secret123' }, 'phone', 'errors.validation.required'],
    [{ phone: '13800138000', code: '123456', password: 'secret123' }, 'phone', 'errors.validation.invalid'],
    [{ phone: '+86 138', code: '123456', password: 'secret123' }, 'phone', 'errors.validation.invalid'],
    [{ phone: '+8613800138000', password: 'secret123' }, 'code', 'errors.validation.required'],
    [{ phone: '+8613800138000', code: '12345', password: 'secret123' }, 'code', 'errors.validation.invalid'],
    [{ phone: '+8613800138000', code: '123456' }, 'password', 'errors.validation.required'],
    [{ phone: '+8613800138000', code: '123456', password: 'short1' }, 'password', 'errors.validation.invalid'],
    [{ phone: '+8613800138000', code: '123456', password: 'lettersonly' }, 'password', 'errors.validation.invalid'],
    [{ phone: '+8613800138000', code: '123456', password: 'x1'.repeat(40) }, 'password', 'errors.validation.invalid'],
    [{ phone: '+8613800138000', code: '123456', password: 'secret123', inviteCode: 'ab' }, 'inviteCode', 'errors.validation.invalid'],
    [{ phone: '+8613800138000', code: '123456', password: 'secret123', inviteCode: 'ABC-DEF' }, 'inviteCode', 'errors.validation.invalid'],
    [{ phone: 8613800138000, code: '123456', password: 'secret123' }, 'phone', 'errors.validation.invalid'],
  ])('answers 400 naming the field for %j', async (body, field, key) => {
    const res = await call(app, 'POST', USER_PATHS.register, body);
    expect(res).toMatchObject({ status: 400, code: 400, key, params: expect.objectContaining({ field }) });
    expect(res.msg).toMatch(new RegExp(`^${field} is (required|invalid)`));
    expect((await testDb.db.query('SELECT 1 FROM users WHERE phone = $1', ['+8613800138000'])).length).toBe(0);
  });

  it('validates the SMS request too', async () => {
    expect(await call(app, 'POST', USER_PATHS.sendCode, { phone: '+8613800138000', purpose: 'spam' })).toMatchObject({
      status: 400,
      params: { field: 'purpose' },
    });
    expect(await call(app, 'POST', USER_PATHS.sendCode, { purpose: 'register' })).toMatchObject({ status: 400, params: { field: 'phone' } });
  });

  it('answers a non-JSON or empty body with 400, never 500', async () => {
    const res = await app.inject({ method: 'POST', url: USER_PATHS.register, payload: 'x', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    const empty = await app.inject({ method: 'POST', url: USER_PATHS.register });
    expect(empty.statusCode).toBe(400);
  });
});
