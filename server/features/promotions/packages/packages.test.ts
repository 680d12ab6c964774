import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USER_ERRORS } from '../../../../lib/contract/userApi';
import { type RecordPage, WALLET_ERRORS, WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../../features/cloudWallet/contract/walletRules';
import { PACKAGES_PATHS, type PackageExchangeResult, type PackageOrder, type PackageOrderPage, type PackagesInfo } from '../../../../features/promotions/contract/packagesApi';
import { PROMOTIONS_ERRORS } from '../../../../features/promotions/contract/promotionsApi';
import { HEADER_TOKEN } from '../../../../lib/contract/envelope';
import { type Answer, call } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../../testing/walletClient';
import { auditLedger } from '../../../ledger/auditLedger';
import { creditPoints } from '../creditPoints';
import { addPackage, type AddPackageInput } from './addPackage';
import { setPackageEnabled } from './setPackageEnabled';
import { setPackageStock } from './setPackageStock';

const START = new Date('2026-11-28T10:00:00Z');
const COINS = { token: 'AU', second: 'AUS', points: 'POINTS' };

describe.each(testDbTargets)('promotion packages on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock(START);
  useTestApp(target, { clock, audit: true, env: { ENVELOPE_JOB_SECONDS: '0', WEALTH_JOB_SECONDS: '0' } }, (opened) => ({ app, testDb } = opened));
  // As server/main.ts's listen does: the app becomes ready, and issues the coins then.
  beforeAll(() => app.ready());
  const db = () => testDb.db;

  async function post(url: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<Answer> {
    const res = await app.inject({ method: 'POST', url, payload: body, headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const info = async (token: string) => (await call(app, 'GET', PACKAGES_PATHS.list, undefined, { token })).data as PackagesInfo;
  const exchange = (token: string, packageId: string, quantity: string | number, key?: string, extra: Record<string, unknown> = {}) =>
    post(PACKAGES_PATHS.exchange, token, { packageId, quantity, payPassword: PAY_PASSWORD, ...extra }, key);
  const entries = async () => Number((await db().query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);
  const add = async (input: Partial<AddPackageInput> = {}) =>
    (await addPackage(db(), clock.now(), COINS, { name: 'Starter', coin: 'AU', amount: '10', payType: 'points', price: '100', stock: '50', createdBy: 'operator:test', ...input })).id;
  async function member(points = '1000') {
    const account = await walletAccount(app);
    if (points !== '0') await creditPoints(db(), clock.now(), COINS, { to: account.user.accid, amount: points, createdBy: 'operator:test' });
    return account;
  }
  /** Gives a user platform tokens: an AU package paid in points, exchanged. */
  async function tokenHolder(au: string) {
    const account = await member(String(Number(au) * 10));
    const id = await add({ name: 'AU for points', coin: 'AU', amount: '1', price: '10', stock: au });
    expect((await exchange(account.token, id, au)).code).toBe(1);
    return account;
  }

  it('needs a login: the list, the exchange, the orders and an order answer 10001 (the screen says to log in again)', async () => {
    for (const [method, url] of [['GET', PACKAGES_PATHS.list], ['POST', PACKAGES_PATHS.exchange], ['GET', PACKAGES_PATHS.orders], ['GET', `${PACKAGES_PATHS.order}?id=1`]] as const) {
      const res = await app.inject({ method, url, ...(method === 'POST' ? { payload: { packageId: '1', quantity: 1, payPassword: PAY_PASSWORD } } : {}) });
      expect(res.json()).toMatchObject({ code: 10001 });
    }
  });

  describe('the operator', () => {
    it('adds a package with its terms, lists it to users with the scale, sets its stock and takes it off and on', async () => {
      const id = await add({ name: 'Gold pack', coin: 'USDT', amount: '20', payType: 'token', price: '2.5', stock: '7', perUserLimit: '3' });
      const account = await member();
      const listed = (await info(account.token)).packages.find((p) => p.id === id);
      expect(listed).toEqual({ id, name: 'Gold pack', coin: 'USDT', amount: '20', coinDecimals: 6, payType: 'token', payCoin: 'AU', price: '2.5', payDecimals: 8, scale: '8', stock: '7', sold: '0', perUserLimit: '3', bought: '0' });
      expect((await setPackageStock(db(), clock.now(), id, '12')).stock).toBe('12');
      expect((await setPackageEnabled(db(), clock.now(), id, false)).enabled).toBe(false);
      expect((await info(account.token)).packages.find((p) => p.id === id)).toBeUndefined();
      expect((await setPackageEnabled(db(), clock.now(), id, true)).enabled).toBe(true);
      expect((await info(account.token)).packages.find((p) => p.id === id)).toMatchObject({ stock: '12' });
    });

    it.each([
      [{ name: '' }, 'the name must be 1 to 40 characters'],
      [{ name: 'x'.repeat(41) }, 'the name must be 1 to 40 characters'],
      [{ coin: 'NOPE' }, 'NOPE is not a coin of the wallet'],
      [{ coin: 'POINTS' }, 'a package paid in POINTS cannot give POINTS'],
      [{ amount: '0' }, 'the amount must be above 0'],
      [{ amount: '1.123456789' }, 'the amount must be above 0 with at most 8 decimals of AU'],
      [{ price: '1.5' }, 'the price must be whole POINTS from 1'],
      [{ price: '-1' }, 'the price must be whole POINTS from 1'],
      [{ coin: 'USDT', payType: 'token' as const, price: '0.000000001' }, 'at most 8 decimals of AU'],
      [{ payType: 'token' as const }, 'a package paid in AU cannot give AU'],
      [{ stock: '-1' }, 'the stock must be a whole number from 0'],
      [{ stock: '2.5' }, 'the stock must be a whole number from 0'],
      [{ perUserLimit: '0' }, 'the per-user limit must be a whole number from 1'],
    ])('refuses %j: %s, writing nothing', async (input, reason) => {
      const before = (await db().query<{ n: string }>('SELECT count(*)::text AS n FROM promotion_packages'))[0].n;
      await expect(add(input)).rejects.toMatchObject({ code: PROMOTIONS_ERRORS.packageInvalid, message: expect.stringContaining(reason) });
      expect((await db().query<{ n: string }>('SELECT count(*)::text AS n FROM promotion_packages'))[0].n).toBe(before);
    });

    it('refuses an unknown package id and a bad stock', async () => {
      await expect(setPackageStock(db(), clock.now(), '999999', '1')).rejects.toMatchObject({ code: PROMOTIONS_ERRORS.packageNotFound });
      await expect(setPackageEnabled(db(), clock.now(), '999999', true)).rejects.toMatchObject({ code: PROMOTIONS_ERRORS.packageNotFound });
      await expect(setPackageStock(db(), clock.now(), await add(), '1.5')).rejects.toMatchObject({ code: PROMOTIONS_ERRORS.packageInvalid });
    });
  });

  describe('exchanging', () => {
    it('with points: the price leaves the points, the coin arrives, one entry, two type-3 records, an order; once per key', async () => {
      const id = await add({ name: 'Ten AU', amount: '10', price: '100', stock: '5' });
      const account = await member('350');
      const before = await entries();
      const key = randomUUID();
      const done = await exchange(account.token, id, '3', key);
      expect(done.code).toBe(1);
      const result = done.data as PackageExchangeResult;
      expect(result).toMatchObject({
        replayed: false,
        order: { packageId: id, name: 'Ten AU', coin: 'AU', amount: '30', packageAmount: '10', payType: 'points', payCoin: 'POINTS', price: '100', quantity: '3', total: '300', state: 'completed' },
        paid: { type: 3, kind: 'packageExchange', direction: 'out', coin: 'POINTS', amount: '300', fee: '0', to: 'platform', memo: 'Ten AU', swap: { coin: 'AU', amount: '30', rate: '0.1' } },
        received: { type: 3, kind: 'packageExchange', direction: 'in', coin: 'AU', amount: '30', from: 'platform', swap: { coin: 'POINTS', amount: '300', rate: '10' } },
      });
      expect(result.order.time).toBe(clock.now().toISOString());
      expect(await entries()).toBe(before + 1);
      expect(await balanceOf(app, account.token, 'POINTS')).toBe('50');
      expect(await balanceOf(app, account.token, 'AU')).toBe('30');
      expect((await info(account.token)).packages.find((p) => p.id === id)).toMatchObject({ stock: '2', sold: '3', bought: '3' });
      expect((await info(account.token)).balances).toEqual({ points: '50', token: '30' });

      const again = await exchange(account.token, id, '3', key);
      expect(again.data).toMatchObject({ replayed: true, order: { id: result.order.id } });
      expect(await entries()).toBe(before + 1);
      expect(await exchange(account.token, id, '2', key)).toMatchObject({ code: WALLET_ERRORS.idempotencyConflict });

      const records = (await call(app, 'GET', `${WALLET_PATHS.records}?coin=AU`, undefined, { token: account.token })).data as RecordPage;
      expect(records.items[0]).toMatchObject({ kind: 'packageExchange', type: 3, amount: '30' });
      expect(await auditLedger(db())).toEqual([]);
    });

    it('with the platform token: the token leaves the balance, the coin arrives', async () => {
      const account = await tokenHolder('5');
      const id = await add({ name: 'USDT pack', coin: 'USDT', amount: '20', payType: 'token', price: '2.5', stock: '10' });
      const done = await exchange(account.token, id, 2);
      expect(done.data).toMatchObject({ order: { payType: 'token', payCoin: 'AU', total: '5', amount: '40', coin: 'USDT' } });
      expect(await balanceOf(app, account.token, 'AU')).toBe('0');
      expect(await balanceOf(app, account.token, 'USDT')).toBe('40');
    });

    it('refuses more than the available points and more than the available balance, each with its message, nothing moved', async () => {
      const points = await add({ price: '100', stock: '10' });
      const token = await add({ coin: 'USDT', payType: 'token', price: '1', stock: '10' });
      const account = await member('250');
      await credit(app, account.user.accid, 'USDT', '1');
      const before = await entries();
      const over = await exchange(account.token, points, '3');
      expect(over).toMatchObject({ code: PROMOTIONS_ERRORS.packagePointsShort, key: 'promotions.packages.errors.packagePointsShort', params: { needed: '300', available: '250', coin: 'POINTS' } });
      expect(over.msg).toContain('more than your available points');
      const broke = await exchange(account.token, token, '1');
      expect(broke).toMatchObject({ code: PROMOTIONS_ERRORS.packageBalanceShort, key: 'promotions.packages.errors.packageBalanceShort', params: { needed: '1', available: '0', coin: 'AU' } });
      expect(broke.msg).toContain('more than your available balance');
      expect(await entries()).toBe(before);
      expect(await balanceOf(app, account.token, 'POINTS')).toBe('250');
      // Exactly enough passes.
      expect((await exchange(account.token, points, '2')).code).toBe(1);
      expect(await balanceOf(app, account.token, 'POINTS')).toBe('50');
    });

    it.each([['0'], ['-1'], ['1.5'], ['abc'], [''], ['1001'], [0], [2.5]])('refuses the quantity %j with its own message, nothing moved', async (quantity) => {
      const id = await add();
      const account = await member();
      const before = await entries();
      expect(await exchange(account.token, id, quantity)).toMatchObject({ code: PROMOTIONS_ERRORS.packageQuantityInvalid, key: 'promotions.packages.errors.packageQuantityInvalid', params: { maximum: 1000 } });
      expect(await entries()).toBe(before);
    });

    it('refuses a sold-out package, fewer left than asked, a package switched off and an unknown one, nothing moved', async () => {
      const id = await add({ name: 'Rare', price: '1', stock: '2' });
      const account = await member();
      const before = await entries();
      expect(await exchange(account.token, id, '3')).toMatchObject({ code: PROMOTIONS_ERRORS.packageStockShort, params: { name: 'Rare', left: '2' } });
      await setPackageEnabled(db(), clock.now(), id, false);
      expect(await exchange(account.token, id, '1')).toMatchObject({ code: PROMOTIONS_ERRORS.packageOff, key: 'promotions.packages.errors.packageOff', params: { name: 'Rare' } });
      await setPackageEnabled(db(), clock.now(), id, true);
      await setPackageStock(db(), clock.now(), id, '0');
      expect(await exchange(account.token, id, '1')).toMatchObject({ code: PROMOTIONS_ERRORS.packageSoldOut, key: 'promotions.packages.errors.packageSoldOut' });
      expect(await exchange(account.token, '999999', '1')).toMatchObject({ code: PROMOTIONS_ERRORS.packageNotFound, status: 404 });
      expect(await entries()).toBe(before);
    });

    it('holds the per-user limit over several exchanges, saying what is left', async () => {
      const id = await add({ price: '1', stock: '100', perUserLimit: '3' });
      const account = await member();
      expect((await exchange(account.token, id, '2')).code).toBe(1);
      expect(await exchange(account.token, id, '2')).toMatchObject({ code: PROMOTIONS_ERRORS.packageLimitExceeded, params: { limit: '3', left: '1' } });
      expect(await exchange(account.token, await add({ price: '1', stock: '100', perUserLimit: '3' }), '4')).toMatchObject({ code: PROMOTIONS_ERRORS.packageLimitExceeded, params: { left: '3' } });
      expect((await exchange(account.token, id, '1')).code).toBe(1);
      const other = await member();
      expect((await exchange(other.token, id, '3')).code).toBe(1);
    });

    it('needs the pay password: a wrong one moves nothing and takes no stock', async () => {
      const id = await add({ stock: '5' });
      const account = await member();
      expect(await exchange(account.token, id, '1', undefined, { payPassword: '654321' })).toMatchObject({ code: USER_ERRORS.payPasswordWrong });
      expect((await info(account.token)).packages.find((p) => p.id === id)).toMatchObject({ stock: '5', bought: '0' });
      expect(await balanceOf(app, account.token, 'POINTS')).toBe('1000');
    });

    it('needs an idempotency key', async () => {
      const id = await add();
      const account = await member();
      expect((await exchange(account.token, id, '1', null as unknown as string)).code).not.toBe(1);
    });
  });

  describe('orders', () => {
    it('lists my orders newest first a page at a time, shows one, and never another user’s', async () => {
      const id = await add({ name: 'Paged', price: '1', stock: '100' });
      const account = await member();
      const made: string[] = [];
      for (let i = 1; i <= 5; i++) {
        clock.advance(60_000);
        made.push((((await exchange(account.token, id, String(i))).data as PackageExchangeResult).order.id));
      }
      const first = (await call(app, 'GET', `${PACKAGES_PATHS.orders}?limit=2`, undefined, { token: account.token })).data as PackageOrderPage;
      expect(first.items.map((o) => o.quantity)).toEqual(['5', '4']);
      const second = (await call(app, 'GET', `${PACKAGES_PATHS.orders}?limit=2&cursor=${first.nextCursor}`, undefined, { token: account.token })).data as PackageOrderPage;
      expect(second.items.map((o) => o.quantity)).toEqual(['3', '2']);
      const last = (await call(app, 'GET', `${PACKAGES_PATHS.orders}?limit=2&cursor=${second.nextCursor}`, undefined, { token: account.token })).data as PackageOrderPage;
      expect(last).toMatchObject({ items: [{ quantity: '1' }], nextCursor: null });

      const one = (await call(app, 'GET', `${PACKAGES_PATHS.order}?id=${made[0]}`, undefined, { token: account.token })).data as PackageOrder;
      expect(one).toMatchObject({ id: made[0], name: 'Paged', coin: 'AU', quantity: '1', price: '1', total: '1', amount: '10', payType: 'points', state: 'completed' });
      const stranger = await member('0');
      expect(await call(app, 'GET', `${PACKAGES_PATHS.order}?id=${made[0]}`, undefined, { token: stranger.token })).toMatchObject({ status: 404 });
      expect((await call(app, 'GET', PACKAGES_PATHS.orders, undefined, { token: stranger.token })).data).toEqual({ items: [], nextCursor: null });
    });
  });

  describe('the stock under concurrency', () => {
    it('never oversells: 40 concurrent exchanges of the last 10 packages by 8 users, exactly 10 pass, the ledger audit clean', async () => {
      const id = await add({ name: 'Last ten', price: '10', stock: '10' });
      const users = await Promise.all(Array.from({ length: 8 }, () => member('1000')));
      const times: number[] = [];
      const started = performance.now();
      const answers = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const t0 = performance.now();
          const answer = await exchange(users[i % users.length].token, id, '1');
          times.push(performance.now() - t0);
          return answer;
        }),
      );
      const wallMs = performance.now() - started;
      const passed = answers.filter((a) => a.code === 1).length;
      expect(passed).toBe(10);
      expect(answers.filter((a) => a.code === PROMOTIONS_ERRORS.packageSoldOut || a.code === PROMOTIONS_ERRORS.packageStockShort)).toHaveLength(30);
      const [row] = await db().query<{ stock: string; sold: string }>('SELECT stock::text, sold::text FROM promotion_packages WHERE id = $1', [id]);
      expect(row).toEqual({ stock: '0', sold: '10' });
      const [orders] = await db().query<{ n: string; q: string }>('SELECT count(*)::text AS n, sum(quantity)::text AS q FROM promotion_package_orders WHERE package_id = $1', [id]);
      expect(orders).toEqual({ n: '10', q: '10' });
      const balances = await Promise.all(users.map((u) => balanceOf(app, u.token, 'AU')));
      expect(balances.reduce((s, b) => s + Number(b), 0)).toBe(100);
      expect(await auditLedger(db())).toEqual([]);
      times.sort((a, b) => a - b);
      const pct = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)].toFixed(0);
      console.log(`package stock race on ${target.name}: 40 concurrent exchanges of the last 10 by 8 users, ${passed} accepted; ${wallMs.toFixed(0)} ms in all; p50 ${pct(50)} ms, p99 ${pct(99)} ms`);
    });
  });
});
