import type { FastifyInstance } from 'fastify';
import { USER_ERRORS, USER_PATHS, type SessionResult } from '../../../features/account/contract/user';
import { call, freshIp, freshPhone, login, registerAccount, smsCode, solvedCaptcha } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

describe.each(testDbTargets)('login and sessions on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  const userInfo = (token: string) => call(app, 'GET', USER_PATHS.userInfo, undefined, { token });
  const postLogin = (body: object, ip = freshIp()) => call(app, 'POST', USER_PATHS.login, body, { ip });

  describe('captcha', () => {
    it('is an SVG data URL of 5 characters, valid 5 minutes', async () => {
      const res = await call(app, 'GET', USER_PATHS.captcha);
      const data = res.data as { captchaId: string; image: string; expiresIn: number };
      expect(data.expiresIn).toBe(300);
      expect(data.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(data.image.split(',')[1], 'base64').toString()).toMatch(/^<svg /);
      const answer = await call(app, 'GET', `/api/dev/captcha/${data.captchaId}`);
      expect((answer.data as { answer: string }).answer).toMatch(/^[A-Z2-9]{5}$/);
      const [row] = await testDb.db.query<{ answer_hash: string }>('SELECT answer_hash FROM captchas WHERE id = $1', [data.captchaId]);
      expect(row.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    });

    it.each([
      [{ captchaId: 'x' }],
      [{ captchaId: 'x', captcha: '' }],
      [{ captchaId: 'x', captcha: '   ' }],
      [{ captcha: 'ABCDE' }],
    ])('is required: %j → "Please enter captcha"', async (captcha) => {
      const res = await postLogin({ phone: '+8613800138000', password: 'secret123', ...captcha });
      expect(res).toMatchObject({ status: 400, key: 'errors.auth.captchaRequired', msg: 'Please enter captcha.' });
    });

    it('validates the other login fields first, naming them', async () => {
      expect(await postLogin({ password: 'x', captchaId: 'x', captcha: 'x' })).toMatchObject({ status: 400, params: { field: 'phone' } });
      expect(await postLogin({ phone: '+8613800138000', captchaId: 'x', captcha: 'x' })).toMatchObject({ params: { field: 'password' } });
    });

    it('is single use: a wrong guess uses it up, and so does a right one', async () => {
      const { phone, password } = await registerAccount(app);
      const wrong = await solvedCaptcha(app);
      const bad = await postLogin({ phone, password, captchaId: wrong.captchaId, captcha: 'WRONG' });
      expect(bad).toMatchObject({ status: 400, code: USER_ERRORS.captchaInvalid, key: 'errors.auth.captchaInvalid', msg: 'Invalid captcha.' });
      expect((await postLogin({ phone, password, ...wrong })).code).toBe(USER_ERRORS.captchaInvalid);

      const right = await solvedCaptcha(app);
      expect((await postLogin({ phone, password, ...right, captcha: right.captcha.toLowerCase() })).code).toBe(1);
      expect((await postLogin({ phone, password, ...right })).code).toBe(USER_ERRORS.captchaInvalid);
    });

    it('expires after 5 minutes', async () => {
      const { phone, password } = await registerAccount(app);
      const captcha = await solvedCaptcha(app);
      clock.advance(5 * MINUTE);
      expect((await postLogin({ phone, password, ...captcha })).code).toBe(USER_ERRORS.captchaInvalid);
      expect((await postLogin({ phone, password, captchaId: 'unknown', captcha: 'ABCDE' })).code).toBe(USER_ERRORS.captchaInvalid);
    });
  });

  it('gives a new token on every login; both work', async () => {
    const { phone, password, user } = await registerAccount(app);
    const a = await login(app, phone, password);
    const b = await login(app, phone, password);
    const ta = (a.data as SessionResult).token;
    const tb = (b.data as SessionResult).token;
    expect(ta).not.toBe(tb);
    expect((a.data as SessionResult).user).toEqual(user);
    expect((await userInfo(ta)).data).toEqual(user);
    expect((await userInfo(tb)).data).toEqual(user);
    const rows = await testDb.db.query<{ token_hash: string }>('SELECT token_hash FROM sessions');
    expect(rows.some((r) => r.token_hash === ta || r.token_hash === tb)).toBe(false);
  });

  it('answers an unknown phone and a wrong password alike', async () => {
    const { phone } = await registerAccount(app);
    const wrong = await login(app, phone, 'wrongpass1');
    const unknown = await login(app, freshPhone(), 'wrongpass1');
    for (const res of [wrong, unknown]) {
      expect(res).toMatchObject({ status: 400, code: USER_ERRORS.wrongCredentials, key: 'errors.auth.wrongCredentials' });
    }
    expect(wrong.msg).toBe(unknown.msg);
  });

  it('allows 5 failures per account per 15 minutes, from any IP', async () => {
    const { phone, password } = await registerAccount(app);
    for (let i = 0; i < 5; i++) expect((await login(app, phone, 'wrongpass1')).code).toBe(USER_ERRORS.wrongCredentials);
    clock.advance(MINUTE);
    const blocked = await login(app, phone, password);
    expect(blocked).toMatchObject({ status: 429, key: 'errors.rateLimited', params: { retryAfterSeconds: 14 * 60 } });
    clock.advance(14 * MINUTE);
    expect((await login(app, phone, password)).code).toBe(1);
    // A success forgets the failures.
    for (let i = 0; i < 4; i++) expect((await login(app, phone, 'wrongpass1')).code).toBe(USER_ERRORS.wrongCredentials);
    expect((await login(app, phone, password)).code).toBe(1);
    expect((await login(app, phone, 'wrongpass1')).code).toBe(USER_ERRORS.wrongCredentials);
  });

  it('allows 30 failures per IP per 15 minutes, wrong captchas included', async () => {
    const ip = freshIp();
    const { phone, password } = await registerAccount(app);
    for (let i = 0; i < 29; i++) expect((await login(app, freshPhone(), 'wrongpass1', ip)).code).toBe(USER_ERRORS.wrongCredentials);
    const { captchaId } = await solvedCaptcha(app, ip);
    expect((await postLogin({ phone, password, captchaId, captcha: 'WRONG' }, ip)).code).toBe(USER_ERRORS.captchaInvalid);
    const blocked = await login(app, phone, password, ip);
    expect(blocked).toMatchObject({ status: 429, key: 'errors.rateLimited' });
    expect((await login(app, phone, password, freshIp())).code).toBe(1);
    clock.advance(15 * MINUTE);
    expect((await login(app, phone, password, ip)).code).toBe(1);
  });

  it('checks at most 30 of 60 failed logins sent at once from one IP', async () => {
    const ip = freshIp();
    const bodies = [];
    for (let i = 0; i < 60; i++) bodies.push({ phone: freshPhone(), password: 'wrongpass1', ...(await solvedCaptcha(app, ip)) });
    const answers = await Promise.all(bodies.map((body) => postLogin(body, ip)));
    const checked = answers.filter((a) => a.code === USER_ERRORS.wrongCredentials);
    expect(checked.length).toBeLessThanOrEqual(30);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(60 - checked.length);
  });

  describe('tokens', () => {
    const expectExpired = (res: Awaited<ReturnType<typeof userInfo>>) =>
      expect(res).toMatchObject({ status: 401, code: 10001, key: 'errors.auth.loginExpired', data: null });

    it('missing, malformed or unknown → 10001', async () => {
      expectExpired(await call(app, 'GET', USER_PATHS.userInfo));
      expectExpired(await userInfo(''));
      expectExpired(await userInfo('not-a-token'));
      expectExpired(await userInfo('x'.repeat(500)));
      expectExpired(await call(app, 'GET', USER_PATHS.walletInit, undefined, { token: 'nope' }));
    });

    it('ends after 7 idle days; use keeps it alive, at most once a minute written', async () => {
      const { token } = await registerAccount(app);
      const seen = async () => (await testDb.db.query<{ last_seen_at: Date }>('SELECT last_seen_at FROM sessions ORDER BY id DESC LIMIT 1'))[0].last_seen_at.getTime();
      const created = await seen();
      clock.advance(30_000);
      expect((await userInfo(token)).code).toBe(1);
      expect(await seen()).toBe(created);
      clock.advance(7 * DAY - 2 * MINUTE);
      expect((await userInfo(token)).code).toBe(1);
      expect(await seen()).toBe(clock.now().getTime());
      clock.advance(7 * DAY - 1);
      expect((await userInfo(token)).code).toBe(1);
      clock.advance(7 * DAY);
      expectExpired(await userInfo(token));
    });

    it('ends 30 days after login however often it is used', async () => {
      const { token } = await registerAccount(app);
      for (let day = 6; day < 30; day += 6) {
        clock.advance(6 * DAY);
        expect((await userInfo(token)).code).toBe(1);
      }
      clock.advance(6 * DAY - 1);
      expect((await userInfo(token)).code).toBe(1);
      clock.advance(1);
      expectExpired(await userInfo(token));
    });

    it('logout revokes this session only', async () => {
      const { phone, password, token } = await registerAccount(app);
      const other = ((await login(app, phone, password)).data as SessionResult).token;
      expect((await call(app, 'POST', USER_PATHS.logout, undefined, { token })).code).toBe(1);
      expectExpired(await userInfo(token));
      expectExpired(await call(app, 'POST', USER_PATHS.logout, undefined, { token }));
      expect((await userInfo(other)).code).toBe(1);
    });

    it('a password reset revokes every session; only the new password works', async () => {
      const { phone, password, token } = await registerAccount(app);
      const other = ((await login(app, phone, password)).data as SessionResult).token;
      clock.advance(MINUTE);
      const code = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
      expect((await call(app, 'POST', USER_PATHS.passwordReset, { phone, code, password: 'brandnew99' })).code).toBe(1);
      expectExpired(await userInfo(token));
      expectExpired(await userInfo(other));
      expect((await login(app, phone, password)).code).toBe(USER_ERRORS.wrongCredentials);
      expect((await login(app, phone, 'brandnew99')).code).toBe(1);
    });

    it('a password reset lifts the failed-login block of the account', async () => {
      const { phone } = await registerAccount(app);
      for (let i = 0; i < 5; i++) await login(app, phone, 'wrongpass1');
      expect((await login(app, phone, 'wrongpass1')).status).toBe(429);
      clock.advance(MINUTE);
      const code = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
      expect((await call(app, 'POST', USER_PATHS.passwordReset, { phone, code, password: 'brandnew99' })).code).toBe(1);
      expect((await login(app, phone, 'brandnew99')).code).toBe(1);
    });
  });
});
