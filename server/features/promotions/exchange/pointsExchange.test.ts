import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { USER_ERRORS } from '../../../../lib/contract/userApi';
import { type RecordPage, WALLET_ERRORS, WALLET_PATHS, type WalletBalances } from '../../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../../features/cloudWallet/contract/walletRules';
import { PROMOTIONS_ERRORS, PROMOTIONS_PATHS, type PointsExchangeInfo } from '../../../../features/promotions/contract/promotionsApi';
import { tokensForPoints } from '../../../../features/promotions/contract/pointsExchangeRules';
import { ERROR_KEYS } from '../../../../lib/contract/apiError';
import { HEADER_TOKEN } from '../../../../lib/contract/envelope';
import { type Answer, call, registerAccount } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../../testing/walletClient';
import { creditPoints } from '../creditPoints';
import { setPrice } from '../setPrice';
import { ISSUED_PRICES_REFRESH_MS } from '../valuation/withIssuedPrices';

const START = new Date('2026-11-28T13:00:00Z');
const COINS = { token: 'AU', second: 'AUS', points: 'POINTS' };

describe('tokensForPoints', () => {
  it('gives 1 token (8 decimals) per 10 points', () => {
    expect(tokensForPoints(10n)).toBe(100_000_000n);
    expect(tokensForPoints(30n)).toBe(300_000_000n);
    expect(tokensForPoints(1_000_000n)).toBe(10_000_000_000_000n);
  });
});

describe.each(testDbTargets)('points exchanges on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock(START);
  useTestApp(target, { clock, audit: true, env: { ENVELOPE_JOB_SECONDS: '0', WEALTH_JOB_SECONDS: '0' } }, (opened) => ({ app, testDb } = opened));
  beforeAll(() => app.ready());
  const db = () => testDb.db;

  async function post(url: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<Answer> {
    const res = await app.inject({ method: 'POST', url, payload: body, headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const info = async (token: string) => (await call(app, 'GET', PROMOTIONS_PATHS.exchangeInfo, undefined, { token })).data as PointsExchangeInfo;
  const points = (token: string, amount: string, key?: string, extra: Record<string, unknown> = {}) =>
    post(PROMOTIONS_PATHS.exchangePoints, token, { points: amount, payPassword: PAY_PASSWORD, ...extra }, key);
  const tokens = (token: string, amount: string, key?: string, extra: Record<string, unknown> = {}) =>
    post(PROMOTIONS_PATHS.exchangeToken, token, { amount, payPassword: PAY_PASSWORD, ...extra }, key);
  const entries = async () => Number((await db().query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);
  const treasury = async (coin: string) =>
    BigInt((await db().query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'platform_treasury' AND coin = $1", [coin]))[0]?.balance ?? '0');
  async function holder(pointsHeld = '50') {
    const account = await walletAccount(app);
    if (pointsHeld !== '0') await creditPoints(db(), clock.now(), COINS, { to: account.user.accid, amount: pointsHeld, createdBy: 'operator:test' });
    return account;
  }

  it('shows the rates and the balances', async () => {
    const account = await holder('50');
    expect(await info(account.token)).toEqual({
      token: { symbol: 'AU', name: 'AU Token', decimals: 8 },
      second: { symbol: 'AUS', name: 'AU Second Token', decimals: 8 },
      points: { symbol: 'POINTS', name: 'Activated points', decimals: 0 },
      pointsPerToken: 10,
      pointsLot: 10,
      balances: { points: '50', token: '0', second: '0' },
    });
    expect((await call(app, 'GET', PROMOTIONS_PATHS.exchangeInfo)).status).toBe(401);
  });

  it('exchanges 10 points for 1 token, then the token for the second token 1:1, in one entry each with two type-3 records; a retry answers the first result', async () => {
    const account = await holder('50');
    const treasuryPoints = await treasury('POINTS');
    const treasuryAu = await treasury('AU');
    const treasuryAus = await treasury('AUS');
    const key = randomUUID();
    const before = await entries();
    const result = await points(account.token, '30', key);
    expect(result.code).toBe(1);
    expect(result.data).toMatchObject({
      paid: { type: 3, kind: 'pointsExchange', coin: 'POINTS', direction: 'out', amount: '30', fee: '0', from: account.user.accid, to: 'platform', swap: { coin: 'AU', amount: '3', rate: '0.1' } },
      received: { type: 3, kind: 'pointsExchange', coin: 'AU', direction: 'in', amount: '3', fee: '0', from: 'platform', to: account.user.accid, swap: { coin: 'POINTS', amount: '30', rate: '10' } },
      replayed: false,
    });
    expect(await entries()).toBe(before + 1);
    expect(await info(account.token)).toMatchObject({ balances: { points: '20', token: '3', second: '0' } });
    expect(await treasury('POINTS')).toBe(treasuryPoints + 30n);
    expect(await treasury('AU')).toBe(treasuryAu - 300_000_000n);
    expect(await points(account.token, '30', key)).toMatchObject({ code: 1, data: { ...(result.data as object), replayed: true } });
    expect(await points(account.token, '20', key)).toMatchObject({ code: WALLET_ERRORS.idempotencyConflict });
    expect(await entries()).toBe(before + 1);

    const swapKey = randomUUID();
    const second = await tokens(account.token, '1.5', swapKey);
    expect(second.data).toMatchObject({
      paid: { type: 3, kind: 'tokenExchange', coin: 'AU', direction: 'out', amount: '1.5', swap: { coin: 'AUS', amount: '1.5', rate: '1' } },
      received: { type: 3, kind: 'tokenExchange', coin: 'AUS', direction: 'in', amount: '1.5', swap: { coin: 'AU', amount: '1.5', rate: '1' } },
      replayed: false,
    });
    expect(await tokens(account.token, '1.5', swapKey)).toMatchObject({ data: { replayed: true } });
    expect(await info(account.token)).toMatchObject({ balances: { points: '20', token: '1.5', second: '1.5' } });
    expect(await treasury('AU')).toBe(treasuryAu - 150_000_000n);
    expect(await treasury('AUS')).toBe(treasuryAus - 150_000_000n);
    expect(await entries()).toBe(before + 2);
    const records = (await call(app, 'GET', `${WALLET_PATHS.records}?coin=AUS`, undefined, { token: account.token })).data as RecordPage;
    expect(records.items).toEqual([expect.objectContaining({ type: 3, kind: 'tokenExchange', amount: '1.5', direction: 'in' })]);
  });

  it('exchanges the whole balance exactly; one lot more is "exchanging more than the available points"', async () => {
    const account = await holder('20');
    const before = await entries();
    expect(await points(account.token, '30')).toMatchObject({
      code: PROMOTIONS_ERRORS.exchangeOverPoints,
      key: 'promotions.points.errors.exchangeOverPoints',
      params: { points: '30', available: '20' },
    });
    expect(await entries()).toBe(before);
    expect((await points(account.token, '20')).code).toBe(1);
    expect(await info(account.token)).toMatchObject({ balances: { points: '0', token: '2' } });
    expect(await points(account.token, '10')).toMatchObject({ code: PROMOTIONS_ERRORS.exchangeOverPoints, params: { available: '0' } });
  });

  it.each([
    ['0', ERROR_KEYS.invalid],
    ['-10', ERROR_KEYS.invalid],
    ['10.5', ERROR_KEYS.amountDecimals],
    ['abc', ERROR_KEYS.invalid],
    ['15', 'promotions.points.errors.exchangeNotLot'],
    ['9', 'promotions.points.errors.exchangeNotLot'],
  ])('refuses %s points (%s) and moves nothing', async (amount, key) => {
    const account = await holder('50');
    const before = await entries();
    const res = await points(account.token, amount);
    expect(res.code).not.toBe(1);
    expect(res.key).toBe(key);
    expect(await entries()).toBe(before);
    expect(await info(account.token)).toMatchObject({ balances: { points: '50', token: '0' } });
  });

  it.each([
    ['0', ERROR_KEYS.invalid],
    ['-1', ERROR_KEYS.invalid],
    ['0.123456789', ERROR_KEYS.amountDecimals],
    ['2.00000001', 'promotions.points.errors.exchangeOverBalance'],
  ])('refuses %s tokens (%s) and moves nothing', async (amount, key) => {
    const account = await holder('20');
    expect((await points(account.token, '20')).code).toBe(1);
    const before = await entries();
    const res = await tokens(account.token, amount);
    expect(res.key).toBe(key);
    expect(await entries()).toBe(before);
    expect(await info(account.token)).toMatchObject({ balances: { token: '2', second: '0' } });
  });

  it('names the balance when the token is short', async () => {
    const account = await holder('10');
    expect((await points(account.token, '10')).code).toBe(1);
    expect(await tokens(account.token, '5')).toMatchObject({ code: PROMOTIONS_ERRORS.exchangeOverBalance, params: { amount: '5', available: '1', coin: 'AU' } });
    expect((await tokens(account.token, '1')).code).toBe(1);
  });

  it('needs the pay password: a wrong one, or none set, moves nothing', async () => {
    const account = await holder('50');
    const before = await entries();
    expect(await points(account.token, '10', undefined, { payPassword: '654321' })).toMatchObject({ code: USER_ERRORS.payPasswordWrong });
    const bare = await registerAccount(app);
    await creditPoints(db(), clock.now(), COINS, { to: bare.user.accid, amount: '10', createdBy: 'operator:test' });
    const afterCredit = await entries();
    expect(await points(bare.token, '10')).toMatchObject({ code: USER_ERRORS.payPasswordNotSet });
    expect(await tokens(bare.token, '1')).toMatchObject({ key: 'promotions.points.errors.exchangeOverBalance' });
    expect(afterCredit).toBe(before + 1);
    expect(await entries()).toBe(afterCredit);
    expect(await balanceOf(app, account.token, 'POINTS')).toBe('50');
  });

  it('spends points once: concurrent exchanges of the whole balance, exactly one succeeds', async () => {
    const account = await holder('100');
    const answers = await Promise.all(Array.from({ length: 12 }, () => points(account.token, '100')));
    expect(answers.filter((r) => r.code === 1)).toHaveLength(1);
    expect(answers.filter((r) => r.code === PROMOTIONS_ERRORS.exchangeOverPoints)).toHaveLength(11);
    expect(await info(account.token)).toMatchObject({ balances: { points: '0', token: '10' } });
    const tokenRace = await Promise.all(Array.from({ length: 12 }, () => tokens(account.token, '10')));
    expect(tokenRace.filter((r) => r.code === 1)).toHaveLength(1);
    expect(tokenRace.filter((r) => r.code === PROMOTIONS_ERRORS.exchangeOverBalance)).toHaveLength(11);
    expect(await info(account.token)).toMatchObject({ balances: { points: '0', token: '0', second: '10' } });
  });

  it('values the token and the second token at their price in the total and the coin list, as other coins; points are not valued', async () => {
    const account = await holder('50');
    await credit(app, account.user.accid, 'USDT', '10');
    expect((await points(account.token, '30')).code).toBe(1);
    expect((await tokens(account.token, '1')).code).toBe(1);
    clock.advance(1000);
    await setPrice(db(), clock.now(), COINS, { coin: 'AU', price: '2.5', setBy: 'operator:test' });
    await setPrice(db(), clock.now(), COINS, { coin: 'AUS', price: '1.25', setBy: 'operator:test' });
    clock.advance(ISSUED_PRICES_REFRESH_MS);
    const balances = async () => (await call(app, 'GET', WALLET_PATHS.balances, undefined, { token: account.token })).data as WalletBalances;
    // The operator's prices are read in the background: the next snapshot has them.
    let seen = await balances();
    for (let i = 0; i < 50 && seen.coins.find((c) => c.symbol === 'AU')?.usdPrice !== '2.5'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await balances();
    }
    const row = (symbol: string) => seen.coins.find((c) => c.symbol === symbol)!;
    expect(row('AU')).toMatchObject({ balance: '2', usdPrice: '2.5' });
    expect(row('AUS')).toMatchObject({ balance: '1', usdPrice: '1.25' });
    expect(row('POINTS')).toMatchObject({ balance: '20', usdPrice: null });
    // 10 USDT + 2 AU × 2.5 + 1 AUS × 1.25; the 20 points count nothing.
    expect(Number(seen.totalUsd)).toBeCloseTo(16.25, 6);
    const coins = (await call(app, 'GET', WALLET_PATHS.coinList, undefined, { token: account.token })).data as { coins: { symbol: string; usdPrice: string | null }[] };
    expect(coins.coins.find((c) => c.symbol === 'AUS')?.usdPrice).toBe('1.25');
  });
});
