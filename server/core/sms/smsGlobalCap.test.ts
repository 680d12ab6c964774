import type { FastifyInstance } from 'fastify';
import { USER_PATHS } from '../../../features/account/contract/user';
import { call, freshIp, freshPhone } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { testApp } from '../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import type { SmsSender } from './smsSender';

const CAP = 5;
const HOUR = 3600_000;

/** SMS_GLOBAL_PER_HOUR: the texts the whole server sends per hour, whatever the phones and IPs. */
describe.each(testDbTargets)('SMS global hourly cap on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  const texts: string[] = [];
  let failing = false;
  const sender: SmsSender = {
    send: async (to) => {
      if (failing) throw new Error('provider down');
      texts.push(to);
    },
  };
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    app = await testApp({ db: testDb.db, env: { SMS_GLOBAL_PER_HOUR: String(CAP) }, accounts: { clock: clock.now, smsSender: sender } });
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });
  beforeEach(() => {
    // Each test starts in an hour of its own.
    clock.advance(HOUR);
    texts.length = 0;
  });

  const send = (phone = freshPhone(), purpose = 'register') => call(app, 'POST', USER_PATHS.sendCode, { phone, purpose }, { ip: freshIp() });

  it(`lets exactly ${CAP} of a parallel burst from many phones and IPs through, and tells the rest texts are paused`, async () => {
    const answers = await Promise.all(Array.from({ length: 4 * CAP }, () => send()));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(CAP);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(3 * CAP);
    for (const a of refused) {
      expect(a).toMatchObject({ status: 429, code: 429, key: 'errors.sms.paused', params: { retryAfterSeconds: 3600, minutes: 60 } });
    }
    expect(texts).toHaveLength(CAP);

    const res = await app.inject({ method: 'POST', url: USER_PATHS.sendCode, payload: { phone: freshPhone(), purpose: 'register' }, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('3600');
    clock.advance(HOUR - 60_000);
    expect(await send()).toMatchObject({ status: 429, params: { retryAfterSeconds: 60, minutes: 1 } });
    clock.advance(60_000);
    expect((await send()).code).toBe(1);
  });

  it('counts only texts sent: not refused phones, not provider failures', async () => {
    // A reset code for an unknown phone is answered like a sent one, but nothing is sent.
    for (let i = 0; i < 2 * CAP; i++) expect(await send(freshPhone(), 'resetPassword')).toMatchObject({ status: 200, code: 1 });
    failing = true;
    try {
      for (let i = 0; i < 2 * CAP; i++) expect(await send()).toMatchObject({ status: 503, key: 'errors.sms.unavailable' });
    } finally {
      failing = false;
    }
    for (let i = 0; i < CAP; i++) expect((await send()).code).toBe(1);
    expect(await send()).toMatchObject({ status: 429, key: 'errors.sms.paused' });
    expect(texts).toHaveLength(CAP);
  });
});
