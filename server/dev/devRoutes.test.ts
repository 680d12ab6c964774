import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { freshIp } from '../testing/accountClient';
import { testApp } from '../testing/testApp';

describe.each(testDbTargets)('/api/dev/* on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it.each(['development', 'test', ''])('exists with DEV_ROUTES=true when NODE_ENV=%p and reports the database', async (NODE_ENV) => {
    const app = await testApp({ db: testDb.db, env: { NODE_ENV, DEV_ROUTES: 'true' } });
    const res = await app.inject('/api/dev/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { db: target.name } });
    await app.close();
  });

  it('shows the SMS outbox by phone, and captcha answers', async () => {
    const app = await testApp({ db: testDb.db });
    const phone = '+8613900139000';
    const send = { method: 'POST', url: '/api/user/verification_code/send', payload: { phone, purpose: 'register' }, remoteAddress: freshIp() } as const;
    expect((await app.inject(send)).statusCode).toBe(200);
    for (const query of [encodeURIComponent(phone), phone, phone.slice(1)]) {
      const { messages } = (await app.inject(`/api/dev/outbox?phone=${query}`)).json().data;
      expect(messages).toEqual([{ to: phone, text: expect.any(String), sentAt: expect.any(String), code: expect.stringMatching(/^\d{6}$/) }]);
    }
    expect((await app.inject('/api/dev/outbox?phone=%2B8613900139001')).json().data.messages).toEqual([]);
    const { captchaId } = (await app.inject('/api/user/public/captcha')).json().data;
    expect((await app.inject(`/api/dev/captcha/${captchaId}`)).json().data.answer).toMatch(/^[A-Z0-9]{5}$/);
    expect((await app.inject('/api/dev/captcha/unknown')).statusCode).toBe(404);
    await app.close();
  });

  it.each(['development', 'test', ''])('does not exist without DEV_ROUTES when NODE_ENV=%p, and no code or answer is kept', async (NODE_ENV) => {
    const printed: string[] = [];
    const app = await testApp({ db: testDb.db, env: { NODE_ENV, DEV_ROUTES: undefined }, accounts: { printDevSms: (line) => printed.push(line) } });
    for (const [method, url] of [['GET', '/api/dev/health'], ['GET', '/api/dev/outbox'], ['GET', '/api/dev/captcha/x'], ['POST', '/api/dev/credit']] as const) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? { phone: '+8613900139000', coin: 'USDT', amount: '1' } : undefined });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    }
    expect(app.printRoutes()).not.toContain('dev');
    const phone = `+861390013900${['development', 'test', ''].indexOf(NODE_ENV) + 2}`;
    // From an IP of its own: beyond 3 codes an IP needs a captcha, which this app cannot show the answer of.
    const sent = await app.inject({ method: 'POST', url: '/api/user/verification_code/send', payload: { phone, purpose: 'register' }, remoteAddress: freshIp() });
    expect(sent.statusCode).toBe(200);
    // Without an SMS provider, outside production, the text goes to the console, not to HTTP.
    expect(printed).toEqual([expect.stringMatching(new RegExp(`^\\[development SMS, not sent\\] to \\${phone}: .*\\b\\d{6}\\b`))]);
    await app.close();
  });

  it('does not exist in production', async () => {
    const app = await testApp({ db: testDb.db, env: { NODE_ENV: 'production' } });
    const res = await app.inject('/api/dev/health');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, data: null });
    expect(app.printRoutes()).not.toContain('dev');
    await app.close();
  });
});
