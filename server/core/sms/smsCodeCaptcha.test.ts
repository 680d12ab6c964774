import type { FastifyInstance } from 'fastify';
import { USER_ERRORS, USER_PATHS } from '../../../features/account/contract/user';
import { call, freshIp, freshPhone, solvedCaptcha } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { testApp } from '../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { SMS_FREE_PER_IP_PER_HOUR, SMS_PER_PHONE_PER_HOUR, SMS_RESEND_MS } from './smsCodeRules';

const HOUR = 3600_000;
const CAPTCHA_REQUIRED = { status: 400, code: USER_ERRORS.smsCaptchaRequired, key: 'errors.sms.captchaRequired', params: { field: 'captcha' } };
const CAPTCHA_INVALID = { status: 400, code: USER_ERRORS.captchaInvalid, key: 'errors.auth.captchaInvalid' };

/** The captcha rule of sendSmsCode: the first code to a phone (and the first 3 from an IP) per hour are free, the rest need a captcha. */
describe.each(testDbTargets)('SMS code captcha on $name', (target) => {
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

  const send = (phone: string, ip: string, captcha: { captchaId?: string; captcha?: string } = {}) =>
    call(app, 'POST', USER_PATHS.sendCode, { phone, purpose: 'register', ...captcha }, { ip });
  const sent = async (phone: string) => {
    const outbox = await call(app, 'GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
    return (outbox.data as { messages: unknown[] }).messages.length;
  };

  it('sends the first code without a captcha; the next one to the phone needs one, right, and only once', async () => {
    const phone = freshPhone();
    expect((await send(phone, freshIp())).code).toBe(1);
    clock.advance(SMS_RESEND_MS);

    // No captcha (or an empty one): refused with the key that makes the app show the captcha.
    expect(await send(phone, freshIp())).toMatchObject(CAPTCHA_REQUIRED);
    expect(await send(phone, freshIp(), { captchaId: '', captcha: ' ' })).toMatchObject(CAPTCHA_REQUIRED);
    // A wrong answer: refused, nothing sent.
    const wrong = await solvedCaptcha(app);
    expect(await send(phone, freshIp(), { captchaId: wrong.captchaId, captcha: wrong.captcha === 'AAAAA' ? 'BBBBB' : 'AAAAA' })).toMatchObject(CAPTCHA_INVALID);
    // …and that captcha is used up, even for its right answer.
    expect(await send(phone, freshIp(), wrong)).toMatchObject(CAPTCHA_INVALID);
    expect(await sent(phone)).toBe(1);

    // The right answer (any case): sent.
    const right = await solvedCaptcha(app);
    expect((await send(phone, freshIp(), { ...right, captcha: right.captcha.toLowerCase() })).code).toBe(1);
    expect(await sent(phone)).toBe(2);
    // A captcha works once: the same one again is refused, even after the resend wait.
    clock.advance(SMS_RESEND_MS);
    expect(await send(phone, freshIp(), right)).toMatchObject(CAPTCHA_INVALID);
    expect(await sent(phone)).toBe(2);
  });

  it('asks for a captcha without using up the phone’s hourly codes', async () => {
    const phone = freshPhone();
    expect((await send(phone, freshIp())).code).toBe(1);
    clock.advance(SMS_RESEND_MS);
    for (let i = 0; i < 10; i++) expect(await send(phone, freshIp())).toMatchObject(CAPTCHA_REQUIRED);
    for (let i = 1; i < SMS_PER_PHONE_PER_HOUR; i++) {
      expect((await send(phone, freshIp(), await solvedCaptcha(app))).code).toBe(1);
      clock.advance(SMS_RESEND_MS);
    }
    expect(await sent(phone)).toBe(SMS_PER_PHONE_PER_HOUR);
    expect(await send(phone, freshIp(), await solvedCaptcha(app))).toMatchObject({ status: 429, key: 'errors.rateLimited' });
  });

  it(`lets the first ${SMS_FREE_PER_IP_PER_HOUR} codes from an IP go without a captcha, then asks for one`, async () => {
    const ip = freshIp();
    for (let i = 0; i < SMS_FREE_PER_IP_PER_HOUR; i++) expect((await send(freshPhone(), ip)).code).toBe(1);
    const phone = freshPhone();
    expect(await send(phone, ip)).toMatchObject(CAPTCHA_REQUIRED);
    expect(await sent(phone)).toBe(0);
    expect((await send(phone, ip, await solvedCaptcha(app, ip))).code).toBe(1);
    // Another IP is free again for a new phone; an hour later this one is too.
    expect((await send(freshPhone(), freshIp())).code).toBe(1);
    clock.advance(HOUR);
    expect((await send(freshPhone(), ip)).code).toBe(1);
  });

  it('checks a captcha that is not needed too, and answers the resend wait before asking for one', async () => {
    const wrong = await solvedCaptcha(app);
    expect(await send(freshPhone(), freshIp(), { captchaId: wrong.captchaId, captcha: 'ZZZZZZ' })).toMatchObject(CAPTCHA_INVALID);
    const phone = freshPhone();
    expect((await send(phone, freshIp(), await solvedCaptcha(app))).code).toBe(1);
    clock.advance(SMS_RESEND_MS - 10_000);
    expect(await send(phone, freshIp())).toMatchObject({ status: 429, key: 'errors.rateLimited', params: { retryAfterSeconds: 10 } });
  });
});
