import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USER_ERRORS } from '../../../features/account/contract/user';
import { HEADER_IDEMPOTENCY_KEY } from '../../../features/cloudWallet/contract/walletRules';
import { type BuyResult, type DevProductResult, WEALTH_ERRORS, WEALTH_PATHS, type WealthSummary } from '../../../features/wealth/contract/wealthApi';
import { HEADER_TOKEN, LOGIN_EXPIRED, NOT_FOUND, WTCENTER_SUCCESS } from '../../../lib/contract/envelope';
import { API_CSP } from '../../http/contentSecurityPolicy';
import { OPENAPI_PATH, type OpenApiDocument } from '../../openapi/buildOpenApiDocument';
import { type Answer, call } from '../../testing/accountClient';
import { testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { PAY_PASSWORD, credit, walletAccount } from '../../testing/walletClient';

/** The wealth centre's routes, as the app calls them (the /api/dev helpers excluded). */
const WTCENTER_ROUTES = [
  ['GET', WEALTH_PATHS.products],
  ['GET', WEALTH_PATHS.product],
  ['POST', WEALTH_PATHS.buy],
  ['GET', WEALTH_PATHS.orders],
  ['GET', WEALTH_PATHS.order],
  ['POST', WEALTH_PATHS.redeem],
  ['GET', WEALTH_PATHS.summary],
] as const;

/** Where the wealth routes were before they moved to their own family; nothing answers there now. */
const OLD_PATHS = ['products', 'product', 'buy', 'orders', 'order', 'redeem', 'summary'].map((name) => `/api/wealth/${name}`);

describe.each(testDbTargets)('the wealth centre on /wtcenter ($name)', (target) => {
  let app: FastifyInstance;
  useTestApp(target, { env: { WEALTH_JOB_SECONDS: '0' } }, (opened) => ({ app } = opened));

  async function post(url: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID()) {
    const res = await app.inject({ method: 'POST', url, payload: body, headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) } });
    return { res, answer: { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) } };
  }
  async function product(): Promise<string> {
    const res = await call(app, 'POST', WEALTH_PATHS.devProduct, { category: 'pos', coin: 'USDT', annualRate: '5', termDays: null, minAmount: '10', quota: '100000' });
    if (res.code !== 1) throw new Error(`dev product failed: ${JSON.stringify(res)}`);
    return (res.data as DevProductResult).id;
  }

  it('answers success with code 0 and the spec envelope', async () => {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, 'USDT', '100');
    const id = await product();

    const list = await call(app, 'GET', WEALTH_PATHS.products);
    expect(list).toMatchObject({ status: 200, code: WTCENTER_SUCCESS, msg: 'ok', data: { items: expect.any(Array) } });
    const { answer: bought } = await post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '40', payPassword: PAY_PASSWORD });
    expect(bought).toMatchObject({ status: 200, code: WTCENTER_SUCCESS, data: { replayed: false, order: { amount: '40' } } });
    const orderId = (bought.data as BuyResult).order.id;
    const get = (url: string) => call(app, 'GET', url, undefined, { token: account.token });
    expect(await get(`${WEALTH_PATHS.product}?id=${id}`)).toMatchObject({ code: WTCENTER_SUCCESS, data: { held: '40', available: '60' } });
    expect(await get(`${WEALTH_PATHS.order}?id=${orderId}`)).toMatchObject({ code: WTCENTER_SUCCESS, data: { id: orderId } });
    expect(await get(WEALTH_PATHS.orders)).toMatchObject({ code: WTCENTER_SUCCESS, data: { items: [{ id: orderId }] } });
    const summary = await get(WEALTH_PATHS.summary);
    expect(summary.code).toBe(WTCENTER_SUCCESS);
    expect((summary.data as WealthSummary).holdings).toEqual([expect.objectContaining({ coin: 'USDT', principal: '40' })]);
    const { answer: redeemed } = await post(WEALTH_PATHS.redeem, account.token, { orderId });
    expect(redeemed).toMatchObject({ status: 200, code: WTCENTER_SUCCESS, data: { order: { state: 'redeemed' } } });
  });

  it('answers every failure with the envelope and a non-zero code; 10001 still means the login expired', async () => {
    const account = await walletAccount(app);
    const id = await product();
    const failure = { data: null, msg: expect.any(String) };

    // No session, or an unknown one: 10001 (HTTP 401), before the input is read.
    for (const [method, url] of WTCENTER_ROUTES.filter(([, u]) => u !== WEALTH_PATHS.products)) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: { [HEADER_TOKEN]: 'not-a-session' } });
      expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 401, { ...failure, code: LOGIN_EXPIRED, key: 'errors.auth.loginExpired' }]);
    }
    // Bad input, an unknown product, an unknown route of the family.
    expect(await call(app, 'GET', `${WEALTH_PATHS.products}?category=stocks`)).toMatchObject({ ...failure, status: 400, code: 400 });
    expect(await call(app, 'GET', `${WEALTH_PATHS.product}?id=999999999`, undefined, { token: account.token })).toMatchObject({
      ...failure,
      status: 404,
      code: WEALTH_ERRORS.productUnknown,
      key: 'wealth.errors.productUnknown',
    });
    expect(await call(app, 'GET', '/wtcenter/wealth/nope')).toMatchObject({ ...failure, status: 404, code: NOT_FOUND });
    // A money-moving call without an idempotency key is refused; one below the minimum names it.
    expect((await post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '20', payPassword: PAY_PASSWORD }, null)).answer).toMatchObject({ status: 400, code: 400 });
    expect((await post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '5', payPassword: PAY_PASSWORD })).answer).toMatchObject({
      code: WEALTH_ERRORS.belowMinimum,
      params: { minimum: '10', coin: 'USDT' },
    });
  });

  it('keeps the idempotency replay and the pay password lock as under /api', async () => {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, 'USDT', '100');
    const id = await product();
    const key = randomUUID();
    const first = (await post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '10', payPassword: PAY_PASSWORD }, key)).answer;
    expect(first.code).toBe(WTCENTER_SUCCESS);
    const again = (await post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '10', payPassword: PAY_PASSWORD }, key)).answer;
    expect(again).toMatchObject({ code: WTCENTER_SUCCESS, data: { ...(first.data as BuyResult), replayed: true } });

    const wrong = () => post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '10', payPassword: '000000' });
    for (const left of [4, 3, 2, 1]) expect((await wrong()).answer).toMatchObject({ code: USER_ERRORS.payPasswordWrong, params: { attemptsLeft: left } });
    expect((await wrong()).answer).toMatchObject({ status: 423, code: USER_ERRORS.payPasswordLocked });
    expect((await post(WEALTH_PATHS.buy, account.token, { productId: id, amount: '10', payPassword: PAY_PASSWORD })).answer).toMatchObject({ code: USER_ERRORS.payPasswordLocked });
  });

  it('carries the same security headers as /api answers, and none may be cached', async () => {
    const account = await walletAccount(app);
    const wt = await app.inject({ method: 'GET', url: WEALTH_PATHS.summary, headers: { [HEADER_TOKEN]: account.token } });
    const api = await app.inject({ method: 'GET', url: '/api/user/profile/userInfo', headers: { [HEADER_TOKEN]: account.token } });
    expect(wt.headers['content-security-policy']).toBe(API_CSP);
    expect(wt.headers['cache-control']).toBe('no-store');
    const hardening = (headers: Record<string, unknown>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'content-length', 'etag', 'content-encoding', 'vary', 'connection'].includes(name)));
    expect(hardening(wt.headers)).toEqual(hardening(api.headers));
    // The public list too (it declares no cache time), and a failure.
    expect((await app.inject(WEALTH_PATHS.products)).headers['cache-control']).toBe('no-store');
    const refused = await app.inject(WEALTH_PATHS.summary);
    expect(refused.headers).toMatchObject({ 'cache-control': 'no-store', 'content-security-policy': API_CSP });
  });

  it('has nothing left under /api/wealth: every old path answers the 404 envelope', async () => {
    const account = await walletAccount(app);
    for (const url of OLD_PATHS) {
      for (const method of ['GET', 'POST'] as const) {
        const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined, headers: { [HEADER_TOKEN]: account.token } });
        expect([method, url, res.statusCode, res.json()]).toEqual([method, url, 404, expect.objectContaining({ code: NOT_FOUND, data: null })]);
      }
    }
  });

  it('is described in the API document under /wtcenter with success code 0, and /api/wealth is not', async () => {
    const doc = (await app.inject(OPENAPI_PATH)).json() as OpenApiDocument;
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/wealth'))).toEqual([]);
    for (const [method, url] of WTCENTER_ROUTES) {
      const op = doc.paths[url]?.[method.toLowerCase()] as { tags: string[]; security?: unknown[]; responses: Record<string, { content?: Record<string, { schema: { properties: { code: unknown } } }> }> } | undefined;
      expect([method, url, op?.tags]).toEqual([method, url, ['wealth']]);
      expect(op!.responses['200'].content!['application/json'].schema.properties.code).toEqual({ const: WTCENTER_SUCCESS });
      if (url !== WEALTH_PATHS.products) expect(op!.security).toContainEqual({ userToken: [] });
    }
  });
});
