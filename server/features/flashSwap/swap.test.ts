import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type GoogleSecret, USER_ERRORS, USER_PATHS } from '../../../features/account/contract/user';
import { authenticatorCode } from '../../testing/authenticatorCode';
import { type RecordPage, WALLET_ERRORS, WALLET_PATHS } from '../../../features/cloudWallet/contract/walletApi';
import { FLASH_SWAP_ERRORS, FLASH_SWAP_PATHS, type SwapAcceptResult, type SwapInfo, type SwapQuote } from '../../../features/flashSwap/contract/flashSwapApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../features/cloudWallet/contract/walletRules';
import { HEADER_TOKEN } from '../../../lib/contract/envelope';
import type { PriceSnapshot, PriceSource } from '../../core/prices/priceSource';
import { SAMPLE_USD_PRICES } from '../../core/prices/samplePrices';
import { type Answer, call, registerAccount } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../testing/walletClient';
import { moveSwapTreasury } from './moveSwapTreasury';
import { setSwapPair } from './setSwapPair';
import { treasuryBalance } from './treasuryBalance';

/** The sample prices, with a switch to make them stale. */
function switchablePrices(): PriceSource & { stale: boolean } {
  const source = {
    stale: false,
    snapshot: (): PriceSnapshot => ({ source: 'feed', asOf: new Date(), stale: source.stale, usd: new Map(Object.entries(SAMPLE_USD_PRICES)) }),
    stop: async () => {},
  };
  return source;
}

describe.each(testDbTargets)('flash swap on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  const prices = switchablePrices();
  useTestApp(target, { clock, audit: true, env: { SWAP_DAILY_LIMIT_USD: '50000' }, money: { prices } }, (opened) => ({ app, testDb } = opened));

  const quote = (token: string, body: Record<string, unknown>) => call(app, 'POST', FLASH_SWAP_PATHS.quote, body, { token });
  async function accept(token: string, body: Record<string, unknown>, key: string = randomUUID()): Promise<Answer> {
    const res = await app.inject({
      method: 'POST',
      url: FLASH_SWAP_PATHS.accept,
      payload: { payPassword: PAY_PASSWORD, ...body },
      headers: { [HEADER_TOKEN]: token, [HEADER_IDEMPOTENCY_KEY]: key },
    });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const fund = (coin: string, amount: string) => moveSwapTreasury(testDb.db, clock.now(), { direction: 'fund', coin, amount, createdBy: 'operator:test' });
  const entries = async () => Number((await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);

  /** A user with pay password 123456 holding `amount` of `coin`. */
  async function holder(coin = 'USDT', amount = '1000') {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, coin, amount);
    return account;
  }

  beforeAll(async () => {
    await fund('BTC', '10');
    await fund('USDT', '1000000');
  });
  afterEach(() => {
    prices.stale = false;
  });

  it('quotes at the price ratio less the spread, rounded down, held 15 seconds', async () => {
    const a = await holder();
    const res = await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' });
    expect(res).toMatchObject({ status: 200, code: 1 });
    // 100 USD / 107100 = 0.000933706816...; less 0.5 % = 0.000929038...: 92903 sat; without spread 93370.
    // The rates come from the rounded amounts: 0.00092903 / 100 and 100 / 0.00092903.
    expect(res.data).toEqual({
      id: expect.stringMatching(/^\d+$/),
      from: { coin: 'USDT', amount: '100' },
      to: { coin: 'BTC', amount: '0.00092903' },
      side: 'from',
      typed: { coin: 'USDT', amount: '100' },
      adjusted: false,
      rate: '0.0000092903',
      inverseRate: '107639.15051182',
      spreadPercent: '0.5',
      spreadAmount: '0.00000467',
      usdValue: '100',
      expiresAt: new Date(clock.now().getTime() + 15_000).toISOString(),
      quoteSeconds: 15,
    } satisfies SwapQuote);
  });

  it('quotes what to pay for an exact amount received, rounded up', async () => {
    const a = await holder('BTC', '1');
    const res = await quote(a.token, { from: 'BTC', to: 'USDT', side: 'to', amount: '1000' });
    const q = res.data as SwapQuote;
    // 1000 USDT / 107100 / 0.995 = 0.009383985... BTC → 0.00938399 rounded up.
    expect(q).toMatchObject({ from: { coin: 'BTC', amount: '0.00938399' }, to: { coin: 'USDT', amount: '1000' }, side: 'to' });
  });

  it('asks for USDT in multiples of 100 when USDT is the side typed, in base units', async () => {
    const a = await holder();
    for (const amount of ['150', '100.5', '99.999999']) {
      const res = await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount });
      expect(res).toMatchObject({ status: 400, code: FLASH_SWAP_ERRORS.usdtMultiple, key: 'flashSwap.errors.usdtMultiple' });
    }
    const b = await holder('BTC', '1');
    expect((await quote(b.token, { from: 'BTC', to: 'USDT', side: 'to', amount: '250' })).code).toBe(FLASH_SWAP_ERRORS.usdtMultiple);
    expect((await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '200' })).code).toBe(1);
  });

  it('keeps the USDT side a multiple of 100 when the other side is typed: the nearest one, said in the answer', async () => {
    const a = await holder('USDT', '1000');
    // 0.001 BTC would cost 107.638191 USDT: the quote is for 100 USDT and the BTC it buys.
    const paying = await quote(a.token, { from: 'USDT', to: 'BTC', side: 'to', amount: '0.001' });
    expect(paying).toMatchObject({ status: 200, code: 1 });
    expect(paying.data).toMatchObject({
      from: { coin: 'USDT', amount: '100' },
      to: { coin: 'BTC', amount: '0.00092903' },
      side: 'to',
      typed: { coin: 'BTC', amount: '0.001' },
      adjusted: true,
      usdValue: '100',
    });
    // 0.0015 BTC would cost 161.45 USDT → 200 USDT.
    expect((await quote(a.token, { from: 'USDT', to: 'BTC', side: 'to', amount: '0.0015' })).data).toMatchObject({ from: { amount: '200' }, adjusted: true });

    const b = await holder('BTC', '1');
    // 0.0015 BTC gives 159.8467 USDT after the spread → 200 USDT, paid with 0.0018768 BTC (200 / 106564.5, rounded up).
    const selling = (await quote(b.token, { from: 'BTC', to: 'USDT', side: 'from', amount: '0.0015' })).data as SwapQuote;
    expect(selling).toMatchObject({ from: { coin: 'BTC', amount: '0.0018768' }, to: { coin: 'USDT', amount: '200' }, typed: { coin: 'BTC', amount: '0.0015' }, adjusted: true });
    // The adjusted quote runs as any other.
    expect((await accept(b.token, { quoteId: selling.id })).code).toBe(1);
    expect(await balanceOf(app, b.token, 'USDT')).toBe('200');
  });

  it('refuses to execute a quote whose USDT side, paid or received, is not a multiple of 100', async () => {
    const a = await holder('USDT', '1000');
    const b = await holder('BTC', '1');
    // Quotes as a server without the rule stored them (typing the BTC side): 107.638191 USDT paid, 106.5645 USDT received.
    const stored = async (userId: string, from: string, to: string, fromAmount: string, toAmount: string) => {
      const [row] = await testDb.db.query<{ id: bigint }>(
        `INSERT INTO swap_quotes (user_id, from_coin, to_coin, side, from_amount, to_amount, spread_amount, spread_bps, rate, inverse_rate,
                                  from_usd, to_usd, usd_micros, created_at, expires_at)
         VALUES ($1, $2, $3, 'to', $4, $5, 0, 50, '1', '1', '1', '107100', 100000000, $6, $7) RETURNING id`,
        [userId, from, to, fromAmount, toAmount, clock.now(), new Date(clock.now().getTime() + 15_000)],
      );
      return String(row.id);
    };
    const userIdOf = async (accid: string) => String((await testDb.db.query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [accid]))[0].id);
    const count = await entries();
    const paying = await stored(await userIdOf(a.user.accid), 'USDT', 'BTC', '107638191', '100000');
    expect(await accept(a.token, { quoteId: paying })).toMatchObject({ status: 400, code: FLASH_SWAP_ERRORS.usdtMultiple, key: 'flashSwap.errors.usdtMultiple' });
    const receiving = await stored(await userIdOf(b.user.accid), 'BTC', 'USDT', '100000', '106564500');
    expect(await accept(b.token, { quoteId: receiving })).toMatchObject({ status: 400, code: FLASH_SWAP_ERRORS.usdtMultiple });
    expect(await entries()).toBe(count);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('1000');
    expect(await balanceOf(app, b.token, 'BTC')).toBe('1');
  });

  it('refuses bad input with its own failure, storing no quote', async () => {
    const a = await holder();
    const before = (await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM swap_quotes'))[0].n;
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ from: 'USDT', to: 'USDT', side: 'from', amount: '100' }, FLASH_SWAP_ERRORS.sameCoin],
      [{ from: 'USDT', to: 'NOPE', side: 'from', amount: '100' }, WALLET_ERRORS.coinUnknown],
      [{ from: 'USDT', to: 'AISI', side: 'from', amount: '100' }, FLASH_SWAP_ERRORS.swapDisabled],
      [{ from: 'USDT', to: 'BTC', side: 'from', amount: '0' }, 400],
      [{ from: 'USDT', to: 'BTC', side: 'from', amount: '-100' }, 400],
      [{ from: 'USDT', to: 'BTC', side: 'from', amount: '100.0000001' }, WALLET_ERRORS.amountDecimals],
      [{ from: 'USDT', to: 'BTC', side: 'sideways', amount: '100' }, 400],
      [{ from: 'USDT', to: 'BTC', side: 'from', amount: '2000' }, WALLET_ERRORS.insufficientBalance],
      [{ from: 'ETH', to: 'BTC', side: 'from', amount: '0.00005' }, FLASH_SWAP_ERRORS.belowPairMinimum],
    ];
    for (const [body, code] of cases) expect([body, (await quote(a.token, body)).code]).toEqual([body, code]);
    expect((await testDb.db.query<{ n: string }>('SELECT count(*)::text AS n FROM swap_quotes'))[0].n).toBe(before);
  });

  it('applies a pair’s own limits and switch', async () => {
    const a = await holder('USDT', '1000');
    await setSwapPair(testDb.db, { from: 'USDT', to: 'ETH', spreadBps: 100, minUsd: 10n, maxUsd: 300n, enabled: true });
    expect(await quote(a.token, { from: 'USDT', to: 'ETH', side: 'from', amount: '400' })).toMatchObject({
      code: FLASH_SWAP_ERRORS.abovePairMaximum,
      params: { maximum: '300' },
    });
    await setSwapPair(testDb.db, { from: 'USDT', to: 'ETH', spreadBps: 100, minUsd: 10n, maxUsd: 300n, enabled: false });
    expect((await quote(a.token, { from: 'USDT', to: 'ETH', side: 'from', amount: '200' })).code).toBe(FLASH_SWAP_ERRORS.pairDisabled);
  });

  it('refuses what the swap treasury cannot pay, up front', async () => {
    const a = await holder('USDT', '1000');
    // The treasury holds no ETH.
    expect(await quote(a.token, { from: 'USDT', to: 'BNB', side: 'from', amount: '100' })).toMatchObject({
      code: FLASH_SWAP_ERRORS.treasuryShort,
      params: { coin: 'BNB' },
    });
  });

  it('pauses while prices are stale', async () => {
    const a = await holder();
    prices.stale = true;
    expect(await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).toMatchObject({ status: 503, code: FLASH_SWAP_ERRORS.pricesPaused });
    expect((await call(app, 'GET', FLASH_SWAP_PATHS.info, undefined, { token: a.token })).data).toMatchObject({ paused: true });
  });

  it('needs a pay password set before quoting', async () => {
    const bare = await registerAccount(app);
    expect((await quote(bare.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).code).toBe(USER_ERRORS.payPasswordNotSet);
  });

  it('accepts once: one entry, both balances, the treasury, two type-3 records with the rate', async () => {
    const a = await holder('USDT', '500');
    const q = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '300' })).data as SwapQuote;
    const treasuryBefore = await treasuryBalance(testDb.db, 'BTC');
    const count = await entries();
    const key = randomUUID();
    const res = await accept(a.token, { quoteId: q.id }, key);
    expect(res).toMatchObject({ status: 200, code: 1 });
    const { paid, received, replayed } = res.data as SwapAcceptResult;
    expect(replayed).toBe(false);
    expect(paid).toMatchObject({ type: 3, kind: 'swap', direction: 'out', coin: 'USDT', amount: '300', swap: { coin: 'BTC', amount: q.to.amount, rate: q.rate } });
    expect(received).toMatchObject({ type: 3, kind: 'swap', direction: 'in', coin: 'BTC', amount: q.to.amount, swap: { coin: 'USDT', amount: '300', rate: q.rate } });
    expect(paid.id).toBe(received.id);
    expect(await entries()).toBe(count + 1);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('200');
    expect(await balanceOf(app, a.token, 'BTC')).toBe(q.to.amount);
    expect(treasuryBefore - (await treasuryBalance(testDb.db, 'BTC'))).toBe(BigInt(q.to.amount.replace('0.', '')));
    const listed = (await call(app, 'GET', `${WALLET_PATHS.records}?type=3`, undefined, { token: a.token })).data as RecordPage;
    expect(listed.items.map((r) => r.coin).sort()).toEqual(['BTC', 'USDT']);
    // One id, two records: the detail picks a side by coin (the swap's result links to the coin received's).
    const detail = (coin?: string) => call(app, 'GET', `${WALLET_PATHS.recordDetail}?id=${paid.id}${coin ? `&coin=${coin}` : ''}`, undefined, { token: a.token });
    expect((await detail('BTC')).data).toEqual(received);
    expect((await detail('USDT')).data).toEqual(paid);
    expect((await detail()).data).toEqual(paid);
    expect(await detail('ETH')).toMatchObject({ status: 404 });

    // The same key again: the first result, nothing moved.
    expect((await accept(a.token, { quoteId: q.id }, key)).data).toEqual({ paid, received, replayed: true });
    expect(await entries()).toBe(count + 1);
    // Another key: the quote is used.
    expect(await accept(a.token, { quoteId: q.id })).toMatchObject({ status: 409, code: FLASH_SWAP_ERRORS.quoteUsed });
    // The same key for another quote: a conflict.
    const other = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote;
    expect((await accept(a.token, { quoteId: other.id }, key)).code).toBe(WALLET_ERRORS.idempotencyConflict);
  });

  it('holds the rate until the expiry instant, excluded, and never executes after it', async () => {
    const a = await holder('USDT', '500');
    const first = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote;
    clock.advance(14_999);
    expect((await accept(a.token, { quoteId: first.id })).code).toBe(1);
    const second = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote;
    clock.advance(15_000);
    const count = await entries();
    expect(await accept(a.token, { quoteId: second.id })).toMatchObject({ status: 409, code: FLASH_SWAP_ERRORS.quoteExpired, key: 'flashSwap.errors.quoteExpired' });
    expect(await entries()).toBe(count);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('400');
  });

  it('refuses a wrong pay password (counted), another user’s quote and an unknown one, moving nothing', async () => {
    const a = await holder('USDT', '500');
    const b = await holder('USDT', '500');
    const q = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote;
    const count = await entries();
    expect(await accept(a.token, { quoteId: q.id, payPassword: '000000' })).toMatchObject({ code: USER_ERRORS.payPasswordWrong, params: { attemptsLeft: 4 } });
    expect(await accept(b.token, { quoteId: q.id })).toMatchObject({ status: 404, code: FLASH_SWAP_ERRORS.quoteUnknown });
    expect(await accept(a.token, { quoteId: '999999999' })).toMatchObject({ status: 404, code: FLASH_SWAP_ERRORS.quoteUnknown });
    expect(await entries()).toBe(count);
    // The quote is still open for its owner.
    expect((await accept(a.token, { quoteId: q.id })).code).toBe(1);
  });

  it('needs the Google code once Google verification is on, used once, and a retry still gets its first result', async () => {
    const a = await holder('USDT', '500');
    const { secret } = (await call(app, 'POST', USER_PATHS.googleSecret, undefined, { token: a.token })).data as GoogleSecret;
    const code = () => authenticatorCode(secret, clock.now());
    expect((await call(app, 'POST', USER_PATHS.googleEnable, { code: code() }, { token: a.token })).code).toBe(1);
    clock.advance(60_000);
    const q = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote;
    expect(await accept(a.token, { quoteId: q.id })).toMatchObject({ code: USER_ERRORS.googleRequired });
    const wrong = code() === '000000' ? '111111' : '000000';
    expect(await accept(a.token, { quoteId: q.id, googleCode: wrong })).toMatchObject({ code: USER_ERRORS.googleCodeInvalid });
    const key = randomUUID();
    expect((await accept(a.token, { quoteId: q.id, googleCode: code() }, key)).data).toMatchObject({ replayed: false });
    expect((await accept(a.token, { quoteId: q.id, googleCode: code() }, key)).data).toMatchObject({ replayed: true });
    const q2 = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' })).data as SwapQuote;
    // The code was used up by the first swap.
    expect(await accept(a.token, { quoteId: q2.id, googleCode: code() })).toMatchObject({ code: USER_ERRORS.googleCodeInvalid });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('400');
  });

  it('refuses a swap the balance no longer covers at accept time', async () => {
    const a = await holder('USDT', '200');
    const q = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '200' })).data as SwapQuote;
    const q2 = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '200' })).data as SwapQuote;
    expect((await accept(a.token, { quoteId: q.id })).code).toBe(1);
    expect(await accept(a.token, { quoteId: q2.id })).toMatchObject({ code: WALLET_ERRORS.insufficientBalance, params: { coin: 'USDT', balance: '0' } });
  });

  it('keeps to the daily limit per user (UTC day), at quote and at accept', async () => {
    clock.set(new Date('2026-03-02T23:59:00Z'));
    const a = await holder('USDT', '100000');
    // The limit is 50,000 USD here (SWAP_DAILY_LIMIT_USD); a pair allows up to 100,000.
    const q1 = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '30000' })).data as SwapQuote;
    const q2 = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '30000' })).data as SwapQuote;
    expect((await accept(a.token, { quoteId: q1.id })).code).toBe(1);
    expect(await accept(a.token, { quoteId: q2.id })).toMatchObject({ code: FLASH_SWAP_ERRORS.dailyLimit, params: { limit: '50000', remaining: '20000' } });
    expect(await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '30000' })).toMatchObject({ code: FLASH_SWAP_ERRORS.dailyLimit });
    const info = (await call(app, 'GET', FLASH_SWAP_PATHS.info, undefined, { token: a.token })).data as SwapInfo;
    expect(info).toMatchObject({ dailyLimitUsd: '50000', dailyRemainingUsd: '20000', quoteSeconds: 15, paused: false });
    expect(info.coins).toContain('BTC');
    expect(info.coins).not.toContain('AISI');
    // A new UTC day.
    clock.advance(60_000);
    const q3 = (await quote(a.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '30000' })).data as SwapQuote;
    expect((await accept(a.token, { quoteId: q3.id })).code).toBe(1);
  });

  it('funds and drains the swap treasury, refusing to drain more than it holds', async () => {
    const before = await treasuryBalance(testDb.db, 'ETH');
    await moveSwapTreasury(testDb.db, clock.now(), { direction: 'fund', coin: 'ETH', amount: '2', createdBy: 'operator:test', idempotencyKey: 'fund-eth-1' });
    const again = await moveSwapTreasury(testDb.db, clock.now(), { direction: 'fund', coin: 'ETH', amount: '2', createdBy: 'operator:test', idempotencyKey: 'fund-eth-1' });
    expect(again.replayed).toBe(true);
    expect((await treasuryBalance(testDb.db, 'ETH')) - before).toBe(2n * 10n ** 18n);
    await expect(moveSwapTreasury(testDb.db, clock.now(), { direction: 'drain', coin: 'ETH', amount: '3', createdBy: 'operator:test' })).rejects.toMatchObject({
      code: FLASH_SWAP_ERRORS.treasuryShort,
    });
    await moveSwapTreasury(testDb.db, clock.now(), { direction: 'drain', coin: 'ETH', amount: '2', createdBy: 'operator:test' });
    expect(await treasuryBalance(testDb.db, 'ETH')).toBe(before);
  });
});
