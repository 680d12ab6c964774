import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { USER_ERRORS, USER_PATHS } from '../../../features/account/contract/user';
import { call, freshIp, freshPhone, registerAccount, sendCode, smsCode, solvedCaptcha } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { testApp } from '../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { webhookSmsSender } from './webhookSmsSender';

const MINUTE = 60_000;

describe.each(testDbTargets)('SMS codes on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    app = await testApp({ db: testDb.db, accounts: { clock: clock.now } });
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  const send = (phone: string, purpose = 'register', ip = freshIp()) => call(app, 'POST', USER_PATHS.sendCode, { phone, purpose }, { ip });
  /** A send with a solved captcha, as needed beyond the first code to a phone (or the first 3 from an IP) in an hour. */
  const sendSolved = async (phone: string, purpose = 'register', ip = freshIp()) =>
    call(app, 'POST', USER_PATHS.sendCode, { phone, purpose, ...(await solvedCaptcha(app, ip)) }, { ip });
  const register = (phone: string, code: string) => call(app, 'POST', USER_PATHS.register, { phone, code, password: 'secret123' }, { ip: freshIp() });

  it('sends 6 random digits, stores only an HMAC, and says when to resend', async () => {
    const phone = freshPhone();
    const res = await send(phone);
    expect(res).toMatchObject({ status: 200, code: 1, data: { expiresIn: 600, resendIn: 60 } });
    const outbox = await call(app, 'GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    const [message] = (outbox.data as { messages: { to: string; text: string; code: string }[] }).messages;
    expect(message.to).toBe(phone);
    expect(message.code).toMatch(/^\d{6}$/);
    expect(message.text).toContain(message.code);
    const rows = await testDb.db.query<{ code_hash: string }>('SELECT code_hash FROM sms_codes WHERE phone = $1', [phone]);
    expect(rows).toHaveLength(1);
    expect(rows[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].code_hash).not.toContain(message.code);
  });

  it('expires a code after 10 minutes', async () => {
    const early = freshPhone();
    const codeEarly = await smsCode(app, early, 'register', { ip: freshIp() });
    const late = freshPhone();
    const codeLate = await smsCode(app, late, 'register', { ip: freshIp() });
    clock.advance(10 * MINUTE - 1000);
    expect((await register(early, codeEarly)).code).toBe(1);
    clock.advance(1000);
    expect(await register(late, codeLate)).toMatchObject({ status: 400, code: USER_ERRORS.codeInvalid, key: 'errors.sms.codeInvalid' });
  });

  it('works once only', async () => {
    const { phone } = await registerAccount(app);
    clock.advance(MINUTE);
    const code = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
    const reset = (password: string) => call(app, 'POST', USER_PATHS.passwordReset, { phone, code, password });
    expect((await reset('newpass123')).code).toBe(1);
    expect(await reset('other12345')).toMatchObject({ code: USER_ERRORS.codeInvalid });
  });

  it('dies after 5 wrong guesses, even for the right code', async () => {
    const phone = freshPhone();
    const code = await smsCode(app, phone, 'register', { ip: freshIp() });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await register(phone, wrong)).code).toBe(USER_ERRORS.codeInvalid);
    expect((await register(phone, code)).code).toBe(USER_ERRORS.codeInvalid);
  });

  it('lets 4 wrong guesses pass before the right one', async () => {
    const phone = freshPhone();
    const code = await smsCode(app, phone, 'register', { ip: freshIp() });
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await register(phone, wrong)).code).toBe(USER_ERRORS.codeInvalid);
    expect((await register(phone, code)).code).toBe(1);
  });

  it('honours only the newest code, and only for its purpose', async () => {
    const { phone } = await registerAccount(app);
    clock.advance(MINUTE);
    const first = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
    clock.advance(MINUTE);
    const second = await smsCode(app, phone, 'resetPassword', { ip: freshIp() });
    const reset = (code: string) => call(app, 'POST', USER_PATHS.passwordReset, { phone, code, password: 'newpass123' });
    if (first !== second) expect((await reset(first)).code).toBe(USER_ERRORS.codeInvalid);
    const other = freshPhone();
    const registerCode = await smsCode(app, other, 'register', { ip: freshIp() });
    expect((await call(app, 'POST', USER_PATHS.passwordReset, { phone: other, code: registerCode, password: 'newpass123' })).code).toBe(
      USER_ERRORS.codeInvalid,
    );
    expect((await reset(second)).code).toBe(1);
  });

  it('waits 60 s between two codes to one phone (429 with the seconds left)', async () => {
    const phone = freshPhone();
    expect((await send(phone)).code).toBe(1);
    clock.advance(20_000);
    const res = await app.inject({ method: 'POST', url: USER_PATHS.sendCode, payload: { phone, purpose: 'register' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, key: 'errors.rateLimited', params: { retryAfterSeconds: 40 } });
    expect(res.headers['retry-after']).toBe('40');
    clock.advance(40_000);
    expect((await sendSolved(phone)).code).toBe(1);
  });

  it('sends at most 5 codes per phone per hour', async () => {
    const phone = freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await (i === 0 ? send(phone) : sendSolved(phone))).code).toBe(1);
      clock.advance(61_000);
    }
    // Reached limits answer before any captcha is asked for (or used up).
    const refused = await send(phone);
    expect(refused).toMatchObject({ status: 429, key: 'errors.rateLimited' });
    expect(refused.params?.retryAfterSeconds).toBe(3600 - 5 * 61);
    clock.advance((3600 - 5 * 61) * 1000);
    expect((await sendSolved(phone)).code).toBe(1);
  });

  it('sends at most 20 codes per IP per hour, refusals included', async () => {
    const ip = freshIp();
    const { phone: taken } = await registerAccount(app);
    clock.advance(MINUTE);
    expect((await sendSolved(taken, 'register', ip)).code).toBe(USER_ERRORS.phoneTaken);
    // Beyond the first 3 codes from an IP in an hour, each needs a captcha.
    for (let i = 0; i < 19; i++) expect((await (i < 2 ? send(freshPhone(), 'register', ip) : sendSolved(freshPhone(), 'register', ip))).code).toBe(1);
    expect(await send(freshPhone(), 'register', ip)).toMatchObject({ status: 429, key: 'errors.rateLimited' });
    expect((await send(freshPhone(), 'register', freshIp())).code).toBe(1);
    clock.advance(3600_000);
    expect((await send(freshPhone(), 'register', ip)).code).toBe(1);
  });

  it('sends a reset code only to a registered phone, but answers alike for an unknown one', async () => {
    const { phone: known } = await registerAccount(app);
    clock.advance(MINUTE);
    const unknown = freshPhone();
    const [forKnown, forUnknown] = [await sendSolved(known, 'resetPassword', freshIp()), await send(unknown, 'resetPassword')];
    expect(forUnknown).toEqual(forKnown);
    expect(forUnknown).toMatchObject({ status: 200, code: 1 });
    const outbox = await call(app, 'GET', `/api/dev/outbox?phone=${encodeURIComponent(unknown)}`);
    expect((outbox.data as { messages: unknown[] }).messages).toEqual([]);
    // The same resend interval applies, and a guessed code resets nothing.
    expect(await send(unknown, 'resetPassword')).toMatchObject({ status: 429 });
    expect(await call(app, 'POST', USER_PATHS.passwordReset, { phone: unknown, code: '000000', password: 'secret123' })).toMatchObject({ code: USER_ERRORS.codeInvalid });
  });

  it('sends a pay-password reset code only to the logged-in account phone', async () => {
    const phone = freshPhone();
    expect(await send(phone, 'resetPayPassword')).toMatchObject({ status: 401, code: 10001 });
    const { token } = await registerAccount(app, { phone });
    clock.advance(MINUTE);
    const other = await call(app, 'POST', USER_PATHS.sendCode, { phone: freshPhone(), purpose: 'resetPayPassword' }, { token, ip: freshIp() });
    expect(other).toMatchObject({ status: 400, params: { field: 'phone' } });
    // The registration's code was the phone's first this hour: this one needs the captcha.
    const own = await sendCode(app, phone, 'resetPayPassword', { token, ip: freshIp() });
    expect(own.code).toBe(1);
  });
});

describe.each(testDbTargets)('SMS providers on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  /** A local webhook that records what it gets and answers `status`. */
  async function webhook(status: number) {
    const received: unknown[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], body: JSON.parse(body) });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
    return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('posts {to, text} as JSON to SMS_WEBHOOK_URL', async () => {
    const hook = await webhook(204);
    try {
      await webhookSmsSender(hook.url).send('+8613800138000', 'hello');
      expect(hook.received).toEqual([{ contentType: 'application/json', body: { to: '+8613800138000', text: 'hello' } }]);
      const app = await testApp({ db: testDb.db, env: { SMS_WEBHOOK_URL: hook.url } });
      const phone = freshPhone();
      expect((await call(app, 'POST', USER_PATHS.sendCode, { phone, purpose: 'register' }, { ip: freshIp() })).code).toBe(1);
      await app.close();
      expect(hook.received[1]).toMatchObject({ body: { to: phone, text: expect.stringMatching(/\b\d{6}\b/) } });
    } finally {
      await hook.close();
    }
  });

  it('answers 503 when the webhook fails, and keeps no code', async () => {
    const hook = await webhook(500);
    try {
      await expect(webhookSmsSender(hook.url).send('+8613800138000', 'x')).rejects.toThrow('HTTP 500');
      const app = await testApp({ db: testDb.db, env: { SMS_WEBHOOK_URL: hook.url } });
      const phone = freshPhone();
      const res = await call(app, 'POST', USER_PATHS.sendCode, { phone, purpose: 'register' }, { ip: freshIp() });
      await app.close();
      expect(res).toMatchObject({ status: 503, code: 503, key: 'errors.sms.unavailable' });
      expect(await testDb.db.query('SELECT 1 FROM sms_codes WHERE phone = $1', [phone])).toEqual([]);
    } finally {
      await hook.close();
    }
  });

  it('in production without a provider says SMS is unavailable, and has no outbox', async () => {
    const app = await testApp({ db: testDb.db, env: { NODE_ENV: 'production' } });
    const res = await call(app, 'POST', USER_PATHS.sendCode, { phone: freshPhone(), purpose: 'register' }, { ip: freshIp() });
    expect(res).toMatchObject({ status: 503, key: 'errors.sms.unavailable' });
    expect((await app.inject('/api/dev/outbox')).statusCode).toBe(404);
    expect((await app.inject('/api/dev/captcha/x')).statusCode).toBe(404);
    await app.close();
  });
});
