import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { HEADER_IDEMPOTENCY_KEY } from '../../../../features/cloudWallet/contract/walletRules';
import { lotteryTableInput } from '../../../../features/promotions/contract/lottery';
import { LOTTERY_ERRORS, LOTTERY_PATHS, type LotteryDrawResult, type LotteryInfo, type LotteryMine, type LotteryTableInput } from '../../../../features/promotions/contract/lotteryApi';
import { PROMOTIONS_ERRORS, PROMOTIONS_PATHS } from '../../../../features/promotions/contract/promotionsApi';
import { HEADER_TOKEN } from '../../../../lib/contract/envelope';
import { AppError } from '../../../http/appError';
import { type Answer, call } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { balanceOf, walletAccount } from '../../../testing/walletClient';
import { drawLottery } from './drawLottery';
import { setLotteryEnabled } from './setLotteryEnabled';
import { setLotteryStock } from './setLotteryStock';
import { setLotteryTable } from './setLotteryTable';

// The concurrency races and the draws/s figure run hundreds of transactions on a shared 2-core machine.
jest.setTimeout(120_000);

const START = new Date('2026-11-28T10:00:00Z');
const COINS = { token: 'AU', second: 'AUS', points: 'POINTS' };

describe('the lottery prize table as the operator writes it', () => {
  const base = { cost: '10', dailyLimit: 5 };
  it('takes prizes whose weights sum to 10000 basis points, and refuses any other sum, naming the rest for "nothing"', () => {
    expect(lotteryTableInput.safeParse({ ...base, prizes: [{ coin: 'USDT', amount: '1', weight: 500, stock: 3 }, { coin: 'nothing', weight: 9500 }] }).success).toBe(true);
    const short = lotteryTableInput.safeParse({ ...base, prizes: [{ coin: 'USDT', amount: '1', weight: 500 }] });
    expect(short.success).toBe(false);
    expect(JSON.stringify(short.error?.issues)).toContain('not 500');
  });
  it.each([
    [{ ...base, cost: '0', prizes: [{ weight: 10000 }] }, 'cost'],
    [{ ...base, cost: '1.5', prizes: [{ weight: 10000 }] }, 'cost'],
    [{ ...base, dailyLimit: 0, prizes: [{ weight: 10000 }] }, 'dailyLimit'],
    [{ ...base, prizes: [{ coin: 'USDT', weight: 10000 }] }, 'amount'],
    [{ ...base, prizes: [{ coin: 'USDT', amount: '0', weight: 10000 }] }, 'amount'],
    [{ ...base, prizes: [{ coin: 'nothing', amount: '1', weight: 10000 }] }, 'amount'],
    [{ ...base, prizes: [{ coin: 'nothing', stock: 5, weight: 10000 }] }, 'stock'],
    [{ ...base, prizes: [{ coin: 'USDT', amount: '1', stock: -1, weight: 10000 }] }, 'stock'],
    [{ ...base, prizes: [{ coin: 'USDT', amount: '1', weight: 10001 }] }, 'weight'],
    [{ ...base, prizes: [] }, 'prizes'],
  ])('refuses %j at %s', (table, field) => {
    const parsed = lotteryTableInput.safeParse(table);
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.path.join('.')).join(' ')).toContain(field);
  });
});

describe.each(testDbTargets)('the lottery on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock(START);
  useTestApp(target, { clock, audit: true }, (opened) => ({ app, testDb } = opened));
  beforeAll(() => app.ready());
  const db = () => testDb.db;

  const table = (prizes: LotteryTableInput['prizes'], extra: Partial<LotteryTableInput> = {}) =>
    setLotteryTable(db(), clock.now(), COINS, lotteryTableInput.parse({ cost: '10', dailyLimit: 5, prizes, ...extra }), 'operator:test');
  const USDT_HALF = [{ coin: 'USDT', amount: '1.5', weight: 5000, stock: 100 }, { coin: 'nothing', weight: 5000 }];
  async function player(points = '100') {
    const account = await walletAccount(app);
    if (points !== '0') {
      const res = await call(app, 'POST', PROMOTIONS_PATHS.devPoints, { accid: account.user.accid, amount: points });
      if (res.code !== 1) throw new Error(JSON.stringify(res));
    }
    const [row] = await db().query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [account.user.accid]);
    return { ...account, userId: row.id };
  }
  const draw = (userId: bigint, roll = 0, key = randomUUID()) => drawLottery({ db: db(), clock: clock.now, coins: COINS, roll: () => roll }, userId, key);
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: unknown) => (error instanceof AppError ? { code: error.code, key: error.key, params: error.params } : Promise.reject(error)),
    );
  async function post(token: string, key: string | null = randomUUID()): Promise<Answer> {
    const res = await app.inject({ method: 'POST', url: LOTTERY_PATHS.draw, payload: {}, headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const info = async () => (await call(app, 'GET', LOTTERY_PATHS.info)).data as LotteryInfo;
  const mine = async (token: string) => (await call(app, 'GET', LOTTERY_PATHS.mine, undefined, { token })).data as LotteryMine;
  const entries = async () => Number((await db().query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);
  const treasury = async (coin: string) =>
    (await db().query<{ balance: string }>("SELECT balance::text AS balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'platform_treasury' AND coin = $1", [coin]))[0]?.balance ?? '0';

  it('refuses a draw with no prize table, with its own key, and shows the lottery as not set up', async () => {
    const p = await player();
    expect(await info()).toMatchObject({ configured: false, enabled: false, prizes: [] });
    const before = await entries();
    expect(await refusal(draw(p.userId))).toMatchObject({ code: LOTTERY_ERRORS.lotteryNoPrizeTable, key: 'promotions.lottery.errors.noPrizeTable' });
    expect(await entries()).toBe(before);
    expect(await mine(p.token)).toMatchObject({ points: '100', drawsLeft: 0 });
  });

  it('refuses an unknown coin, the points as a prize and too many decimals, changing nothing', async () => {
    const bad = (coin: string, amount: string) => refusal(table([{ coin, amount, weight: 10000 }]));
    expect(await bad('NOPE', '1')).toMatchObject({ params: { field: 'prizes.0.coin' } });
    expect(await bad('POINTS', '1')).toMatchObject({ params: { field: 'prizes.0.coin' } });
    expect(await bad('USDT', '0.0000001')).toMatchObject({ params: { field: 'prizes.0.amount' } });
    expect(await info()).toMatchObject({ configured: false });
  });

  it('shows the rules and each prize with its chance and stock to anyone, logged in or not', async () => {
    await table([{ coin: 'USDT', amount: '1.5', weight: 125, stock: 3 }, { coin: 'AU', amount: '2', weight: 875 }, { coin: 'nothing', weight: 9000 }]);
    expect(await info()).toEqual({
      enabled: true,
      configured: true,
      pointsCoin: 'POINTS',
      cost: '10',
      dailyLimit: 5,
      dayZone: 'UTC',
      prizes: [
        { id: expect.any(String), coin: 'USDT', amount: '1.5', weight: 125, percent: '1.25', stock: '3', available: true },
        { id: expect.any(String), coin: 'AU', amount: '2', weight: 875, percent: '8.75', stock: null, available: true },
        { id: expect.any(String), coin: null, amount: '0', weight: 9000, percent: '90', stock: null, available: true },
      ],
    });
  });

  it('draws in one entry: the cost in points to the treasury, the prize from the treasury, recorded with user, time, prize and cost', async () => {
    await table(USDT_HALF);
    const p = await player();
    const [before, usdtTreasury] = [await entries(), await treasury('USDT')];
    const won = await draw(p.userId, 4999);
    expect(won).toMatchObject({ draw: { cost: '10', prize: { coin: 'USDT', amount: '1.5' }, outOfStock: false, at: clock.now().toISOString() }, points: '90', prizeBalance: '1.5', drawsLeft: 4, replayed: false });
    expect(await entries()).toBe(before + 1);
    expect(BigInt(await treasury('USDT'))).toBe(BigInt(usdtTreasury) - 1_500_000n);
    expect(await balanceOf(app, p.token, 'USDT')).toBe('1.5');
    const lost = await draw(p.userId, 5000);
    expect(lost).toMatchObject({ draw: { prize: null, outOfStock: false }, points: '80', prizeBalance: null, drawsLeft: 3 });
    const rows = await db().query<Record<string, unknown>>('SELECT user_id::text AS user_id, cost::text AS cost, coin, amount::text AS amount, drawn_at FROM promotion_lottery_draws WHERE user_id = $1 ORDER BY id', [p.userId]);
    expect(rows).toEqual([
      { user_id: String(p.userId), cost: '10', coin: 'USDT', amount: '1500000', drawn_at: clock.now() },
      { user_id: String(p.userId), cost: '10', coin: null, amount: '0', drawn_at: clock.now() },
    ]);
    expect(await mine(p.token)).toMatchObject({ points: '80', drawsToday: 2, drawsLeft: 3, draws: [{ prize: null }, { prize: { coin: 'USDT', amount: '1.5' } }] });
    // The wallet's records: each draw's cost in points, and the prize won.
    const records = await db().query<Record<string, unknown>>(
      'SELECT coin, type, kind, direction, amount::text AS amount, from_label, to_label FROM wallet_records WHERE user_id = $1 ORDER BY id',
      [p.userId],
    );
    expect(records.filter((r) => r.kind !== 'promotionsPointsCredit' && r.kind !== 'credit')).toEqual([
      { coin: 'POINTS', type: 3, kind: 'lotteryDraw', direction: 'out', amount: '10', from_label: p.user.accid, to_label: 'lottery' },
      { coin: 'USDT', type: 3, kind: 'lotteryPrize', direction: 'in', amount: '1500000', from_label: 'lottery', to_label: p.user.accid },
      { coin: 'POINTS', type: 3, kind: 'lotteryDraw', direction: 'out', amount: '10', from_label: p.user.accid, to_label: 'lottery' },
    ]);
  });

  it('refuses fewer points than the cost with its own key, nothing moved; exactly the cost draws', async () => {
    await table(USDT_HALF);
    const p = await player('19');
    await draw(p.userId, 9999);
    const before = await entries();
    expect(await refusal(draw(p.userId))).toMatchObject({ code: LOTTERY_ERRORS.lotteryNotEnoughPoints, key: 'promotions.lottery.errors.notEnoughPoints', params: { cost: '10', balance: '9' } });
    expect(await entries()).toBe(before);
    expect(await mine(p.token)).toMatchObject({ points: '9', drawsToday: 1 });
  });

  it('holds the daily limit to the UTC day: the last millisecond of a day still counts in it, 00:00 UTC starts afresh', async () => {
    await table(USDT_HALF, { dailyLimit: 2 });
    const p = await player();
    clock.set(new Date('2026-11-29T23:59:59.998Z'));
    await draw(p.userId, 9999);
    clock.advance(1);
    await draw(p.userId, 9999);
    const before = await entries();
    expect(await refusal(draw(p.userId))).toMatchObject({
      code: LOTTERY_ERRORS.lotteryDailyLimit,
      key: 'promotions.lottery.errors.dailyLimit',
      params: { limit: 2, resetAt: '2026-11-30T00:00:00.000Z' },
    });
    expect(await entries()).toBe(before);
    expect(await mine(p.token)).toMatchObject({ drawsToday: 2, drawsLeft: 0, resetAt: '2026-11-30T00:00:00.000Z' });
    clock.advance(1);
    expect(await mine(p.token)).toMatchObject({ drawsToday: 0, drawsLeft: 2, resetAt: '2026-12-01T00:00:00.000Z' });
    expect((await draw(p.userId, 9999)).drawsLeft).toBe(1);
    clock.set(START);
  });

  it('is refused while switched off, with its own key; on again it draws; a switch to the same state says it changed nothing', async () => {
    await table(USDT_HALF);
    const p = await player();
    expect(await setLotteryEnabled(db(), clock.now(), false, 'operator:test')).toEqual({ enabled: false, changed: true });
    try {
      expect(await info()).toMatchObject({ enabled: false });
      expect(await refusal(draw(p.userId))).toMatchObject({ code: LOTTERY_ERRORS.lotteryOff, key: 'promotions.lottery.errors.off' });
      expect(await setLotteryEnabled(db(), clock.now(), false, 'operator:test')).toEqual({ enabled: false, changed: false });
      // A new table keeps the switch as it was.
      await table(USDT_HALF);
      expect(await info()).toMatchObject({ enabled: false });
    } finally {
      expect(await setLotteryEnabled(db(), clock.now(), true, 'operator:test')).toEqual({ enabled: true, changed: true });
    }
    expect((await draw(p.userId, 9999)).points).toBe('90');
  });

  it('gives a prize out of stock or off as nothing (its chance passes to nothing), never taking stock below zero', async () => {
    await table([{ coin: 'USDT', amount: '1', weight: 4000, stock: 1 }, { coin: 'AU', amount: '1', weight: 1000, enabled: false }, { coin: 'nothing', weight: 5000 }]);
    const p = await player();
    expect((await draw(p.userId, 0)).draw).toMatchObject({ prize: { coin: 'USDT', amount: '1' }, outOfStock: false });
    expect((await draw(p.userId, 0)).draw).toMatchObject({ prize: null, outOfStock: true });
    expect((await draw(p.userId, 4500)).draw).toMatchObject({ prize: null, outOfStock: true });
    expect((await info()).prizes.map((x) => [x.stock, x.available])).toEqual([['0', false], [null, false], [null, true]]);
    expect(await setLotteryStock(db(), 0, 2n)).toEqual({ position: 0, coin: 'USDT', stock: '2', was: '0' });
    expect((await draw(p.userId, 0)).draw).toMatchObject({ prize: { coin: 'USDT' } });
    expect(await refusal(setLotteryStock(db(), 2, 5n))).toMatchObject({ params: { field: 'position' } });
    expect(await refusal(setLotteryStock(db(), 9, 5n))).toMatchObject({ params: { field: 'position' } });
    expect((await info()).prizes[0].stock).toBe('1');
  });

  it('draws through the API once per idempotency key: a retry answers the first draw; no key is refused', async () => {
    await table(USDT_HALF);
    const p = await player();
    expect((await post(p.token, null)).code).not.toBe(1);
    const key = randomUUID();
    const first = await post(p.token, key);
    expect(first).toMatchObject({ code: 1, data: { replayed: false, points: '90' } });
    const again = await post(p.token, key);
    expect(again).toMatchObject({ code: 1, data: { replayed: true, points: '90', draw: (first.data as LotteryDrawResult).draw } });
    expect((await mine(p.token)).drawsToday).toBe(1);
    const anonymous = await app.inject({ method: 'POST', url: LOTTERY_PATHS.draw, payload: {}, headers: { [HEADER_IDEMPOTENCY_KEY]: randomUUID() } });
    expect(anonymous.json()).toMatchObject({ code: expect.not.stringMatching(/^1$/) });
    expect(PROMOTIONS_ERRORS.lotteryDailyLimit).toBe(LOTTERY_ERRORS.lotteryDailyLimit);
  });

  it('pages my draws, newest first, 10 at a time', async () => {
    await table(USDT_HALF, { dailyLimit: 20, cost: '1' });
    const p = await player('20');
    for (let i = 0; i < 12; i++) await draw(p.userId, 9999);
    const first = await mine(p.token);
    expect(first.draws).toHaveLength(10);
    expect(first.nextBefore).toBe(first.draws[9].id);
    const next = (await call(app, 'GET', `${LOTTERY_PATHS.draws}?before=${first.nextBefore}`, undefined, { token: p.token })).data as { draws: unknown[]; nextBefore: string | null };
    expect(next.draws).toHaveLength(2);
    expect(next.nextBefore).toBeNull();
  });

  it('never oversells the last unit of a prize under 40 concurrent draws that all pick it', async () => {
    await table([{ coin: 'USDT', amount: '5', weight: 5000, stock: 1 }, { coin: 'nothing', weight: 5000 }]);
    const players = await Promise.all(Array.from({ length: 40 }, () => player('10')));
    const started = performance.now();
    const results = await Promise.all(players.map((p) => draw(p.userId, 0)));
    const ms = performance.now() - started;
    expect(results.filter((r) => r.draw.prize !== null)).toHaveLength(1);
    expect(results.filter((r) => r.draw.outOfStock)).toHaveLength(39);
    expect(results.every((r) => r.points === '0')).toBe(true);
    expect((await info()).prizes[0].stock).toBe('0');
    console.log(`lottery last-unit race on ${target.name}: 40 concurrent draws of 1 unit left, 1 won, 39 nothing; ${ms.toFixed(0)} ms, ${((40 * 1000) / ms).toFixed(0)} draws/s`);
  });

  it('holds the daily limit under 20 concurrent draws by one user', async () => {
    await table(USDT_HALF, { dailyLimit: 5, cost: '1' });
    const p = await player('100');
    const results = await Promise.all(Array.from({ length: 20 }, () => refusal(draw(p.userId, 9999))));
    expect(results.filter((r) => r === null)).toHaveLength(5);
    expect(results.filter((r) => r?.code === LOTTERY_ERRORS.lotteryDailyLimit)).toHaveLength(15);
    expect(await mine(p.token)).toMatchObject({ points: '95', drawsToday: 5 });
  });

  it('measures draws per second (a figure, not an assertion): one user in sequence, and 10 users at once', async () => {
    await table([{ coin: 'USDT', amount: '0.01', weight: 3000 }, { coin: 'AU', amount: '1', weight: 2000, stock: 1_000_000 }, { coin: 'nothing', weight: 5000 }], { dailyLimit: 1000, cost: '1' });
    const solo = await player('1000');
    const n = 200;
    let started = performance.now();
    for (let i = 0; i < n; i++) await drawLottery({ db: db(), clock: clock.now, coins: COINS }, solo.userId, randomUUID());
    const sequential = (n * 1000) / (performance.now() - started);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => player('1000')));
    started = performance.now();
    await Promise.all(crowd.map(async (p) => {
      for (let i = 0; i < 20; i++) await drawLottery({ db: db(), clock: clock.now, coins: COINS }, p.userId, randomUUID());
    }));
    const parallel = (200 * 1000) / (performance.now() - started);
    console.log(`lottery draws/s on ${target.name}: ${sequential.toFixed(0)} by one user in sequence (${n} draws), ${parallel.toFixed(0)} by 10 users at once (200 draws)`);
    expect((await mine(solo.token)).drawsToday).toBe(n);
  });
});
