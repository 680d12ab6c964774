import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type RecordPage, WALLET_ERRORS, WALLET_PATHS } from '../../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../../features/cloudWallet/contract/walletRules';
import { PRESALE_PATHS, type PresaleCommitResult, type PresaleCurrent, type PresaleHistory, type PresalePublic, type PresaleRound } from '../../../../features/promotions/contract/presaleApi';
import { lotTokensOf } from '../../../../features/promotions/contract/presaleRules';
import { PROMOTIONS_ERRORS } from '../../../../features/promotions/contract/promotionsApi';
import { drawPresale } from '../../../../features/promotions/logic/presale/drawPresale';
import { seedHashOf } from '../../../../features/promotions/logic/presale/seedHashOf';
import { ERROR_KEYS } from '../../../../lib/contract/apiError';
import { HEADER_TOKEN } from '../../../../lib/contract/envelope';
import { parseAmount } from '../../../../lib/wallet/amount/parseAmount';
import { type Answer, call } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../../testing/testDb';
import { useTestApp } from '../../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../../testing/walletClient';
import { createPresaleRound } from './createPresaleRound';
import { drawPresaleRound } from './drawPresaleRound';
import { runPresaleJob } from './runPresaleJob';

const START = new Date('2026-12-01T08:00:00Z');
const COINS = { token: 'AU', second: 'AUS', points: 'POINTS' };
const SECOND = 1000;
const HOUR = 3600 * SECOND;

describe.each(testDbTargets)('pre-sale rounds on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock(START);
  useTestApp(target, { clock, audit: true, env: { ENVELOPE_JOB_SECONDS: '0', WEALTH_JOB_SECONDS: '0', PROMOTIONS_PRESALE_JOB_SECONDS: '0' } }, (opened) => ({ app, testDb } = opened));
  beforeAll(() => app.ready());
  const db = () => testDb.db;

  async function post(url: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<Answer> {
    const res = await app.inject({ method: 'POST', url, payload: body, headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const commit = (token: string, roundId: string, amount: string, key?: string, extra: Record<string, unknown> = {}) =>
    post(PRESALE_PATHS.commit, token, { roundId, amount, payPassword: PAY_PASSWORD, ...extra }, key);
  const get = async <T>(token: string | undefined, url: string) => {
    const res = await call(app, 'GET', url, undefined, token ? { token } : {});
    if (res.code !== 1) throw new Error(JSON.stringify(res));
    return res.data as T;
  };
  const entries = async () => Number((await db().query<{ n: string }>('SELECT count(*)::text AS n FROM journal_entries'))[0].n);
  const escrow = async () =>
    BigInt((await db().query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE user_id IS NULL AND kind = 'presale_escrow' AND coin = 'USDT'"))[0]?.balance ?? '0');
  async function holder(usdt = '1000') {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, 'USDT', usdt);
    return account;
  }
  /** A round opening in an hour for two hours: 2.5 USDT per AU, lots of 10 USDT (4 AU), cap 100 USDT. */
  const round = (over: Partial<Parameters<typeof createPresaleRound>[3]> = {}) =>
    createPresaleRound(db(), clock.now(), COINS, {
      price: '2.5',
      allocation: '40',
      cap: '100',
      opensAt: new Date(clock.now().getTime() + HOUR).toISOString(),
      closesAt: new Date(clock.now().getTime() + 3 * HOUR).toISOString(),
      createdBy: 'operator:test',
      ...over,
    });

  describe('adding a round', () => {
    it('publishes the seed hash at once and keeps the seed secret', async () => {
      const r = await round();
      expect(r).toMatchObject({ token: 'AU', price: '2.5', allocation: '40', lot: '10', lotTokens: '4', lotsOnSale: 10, cap: '100', phase: 'upcoming', seed: null, subscribers: 0 });
      expect(r.seedHash).toMatch(/^[0-9a-f]{64}$/);
      const [row] = await db().query<{ seed: string }>('SELECT seed FROM presale_rounds WHERE id = $1', [r.id]);
      expect(seedHashOf(row.seed)).toBe(r.seedHash);
      const pub = await get<PresalePublic>(undefined, PRESALE_PATHS.publicRound(r.id));
      expect(pub.round.seed).toBeNull();
      expect(JSON.stringify(pub)).not.toContain(row.seed);
    });

    it.each([
      [{ token: 'BTC' }, 'token'],
      [{ price: '0' }, 'price'],
      [{ price: '2.1234567' }, 'price'],
      [{ allocation: '0' }, 'allocation'],
      [{ allocation: '3' }, 'allocation'],
      [{ cap: '15' }, 'cap'],
      [{ cap: '5' }, 'cap'],
      [{ lot: '-1' }, 'lot'],
      [{ lot: '0.00000001' }, 'lot'],
      [{ opensAt: 'tomorrow' }, 'opensAt'],
      [{ closesAt: START.toISOString() }, 'closesAt'],
      [{ opensAt: new Date(START.getTime() + 5 * HOUR).toISOString() }, 'closesAt'],
    ])('refuses %j (field %s), adding nothing', async (over, field) => {
      const before = (await db().query('SELECT id FROM presale_rounds')).length;
      await expect(round(over)).rejects.toMatchObject({ key: ERROR_KEYS.invalid, params: { field } });
      expect(await db().query('SELECT id FROM presale_rounds')).toHaveLength(before);
    });
  });

  describe('committing', () => {
    it('needs a login', async () => {
      const res = await app.inject({ method: 'POST', url: PRESALE_PATHS.commit, payload: { roundId: '1', amount: '10', payPassword: PAY_PASSWORD } });
      expect(res.json()).toMatchObject({ code: 10001 });
    });

    it('takes commitments from the opening second up to, not including, the closing second', async () => {
      const r = await round();
      const a = await holder();
      const opens = new Date(r.opensAt).getTime();
      const closes = new Date(r.closesAt).getTime();
      clock.set(new Date(opens - SECOND));
      expect(await commit(a.token, r.id, '10')).toMatchObject({ code: PROMOTIONS_ERRORS.presaleNotOpen, key: 'promotions.presale.errors.presaleNotOpen', params: { opensAt: r.opensAt } });
      clock.set(new Date(opens));
      expect((await commit(a.token, r.id, '10')).code).toBe(1);
      clock.set(new Date(closes - 1));
      expect((await commit(a.token, r.id, '10')).code).toBe(1);
      clock.set(new Date(closes));
      expect(await commit(a.token, r.id, '10')).toMatchObject({ code: PROMOTIONS_ERRORS.presaleClosed, params: { closesAt: r.closesAt } });
      clock.set(new Date(closes + HOUR));
      expect(await commit(a.token, r.id, '10')).toMatchObject({ code: PROMOTIONS_ERRORS.presaleClosed });
      expect(await balanceOf(app, a.token, 'USDT')).toBe('980');
      clock.set(START);
    });

    describe('inside the window', () => {
      let r: PresaleRound;
      beforeAll(async () => {
        clock.set(START);
        r = await round();
        clock.set(new Date(new Date(r.opensAt).getTime() + SECOND));
      });
      afterAll(() => clock.set(START));

      it('moves the USDT into the escrow in one entry with a type-13 record, once per key', async () => {
        const a = await holder('100');
        const [before, held] = [await entries(), await escrow()];
        const key = randomUUID();
        const res = await commit(a.token, r.id, '30', key);
        expect(res.code).toBe(1);
        const result = res.data as PresaleCommitResult;
        expect(result).toMatchObject({ committed: '30', left: '70', replayed: false, paid: { type: 13, kind: 'presaleCommit', coin: 'USDT', direction: 'out', amount: '30', to: 'presale' } });
        expect(await entries()).toBe(before + 1);
        expect(await escrow()).toBe(held + 30_000_000n);
        expect(await commit(a.token, r.id, '30', key)).toMatchObject({ data: { ...result, replayed: true } });
        expect(await commit(a.token, r.id, '40', key)).toMatchObject({ code: WALLET_ERRORS.idempotencyConflict });
        expect(await entries()).toBe(before + 1);
        expect(await balanceOf(app, a.token, 'USDT')).toBe('70');
        const current = await get<PresaleCurrent>(a.token, PRESALE_PATHS.current);
        expect(current).toMatchObject({ round: { id: r.id, phase: 'open', subscribers: 1, committed: '30' }, mine: { committed: '30', left: '70', state: 'applied', anonId: result.anonId, wonLots: null }, balances: { pay: '70' } });
        const pub = await get<PresalePublic>(undefined, PRESALE_PATHS.publicRound(r.id));
        expect(pub.subscriptions).toEqual([{ id: result.anonId, committed: '30', wonLots: null }]);
      });

      it.each([
        ['0', ERROR_KEYS.invalid],
        ['-10', ERROR_KEYS.invalid],
        ['10.0000001', ERROR_KEYS.amountDecimals],
        ['15', 'promotions.presale.errors.presaleNotWholeLots'],
        ['110', 'promotions.presale.errors.presaleCapExceeded'],
        ['60', ERROR_KEYS.insufficientBalance],
      ])('refuses %s (%s), moving nothing', async (amount, key) => {
        const a = await holder('50');
        const before = await entries();
        const res = await commit(a.token, r.id, amount);
        expect(res.key).toBe(key);
        expect(await entries()).toBe(before);
        expect(await balanceOf(app, a.token, 'USDT')).toBe('50');
      });

      it('counts every commitment against the cap, saying what is left', async () => {
        const a = await holder();
        expect((await commit(a.token, r.id, '80')).code).toBe(1);
        expect(await commit(a.token, r.id, '30')).toMatchObject({ key: 'promotions.presale.errors.presaleCapExceeded', params: { cap: '100', left: '20' } });
        expect((await commit(a.token, r.id, '20')).code).toBe(1);
        expect(await commit(a.token, r.id, '10')).toMatchObject({ params: { left: '0' } });
      });

      it('holds the cap under 20 concurrent commitments by one user', async () => {
        const a = await holder();
        const answers = await Promise.all(Array.from({ length: 20 }, () => commit(a.token, r.id, '10')));
        expect(answers.filter((x) => x.code === 1)).toHaveLength(10);
        expect(answers.filter((x) => x.code === PROMOTIONS_ERRORS.presaleCapExceeded)).toHaveLength(10);
        expect(await balanceOf(app, a.token, 'USDT')).toBe('900');
      });

      it('refuses an unknown round and a wrong pay password, moving nothing', async () => {
        const a = await holder('50');
        expect(await commit(a.token, '999999', '10')).toMatchObject({ code: PROMOTIONS_ERRORS.presaleUnknown });
        expect((await commit(a.token, r.id, '10', undefined, { payPassword: '000000' })).code).not.toBe(1);
        expect(await balanceOf(app, a.token, 'USDT')).toBe('50');
      });
    });
  });

  describe('the draw', () => {
    it('is refused before the window closes; then allocates the lots reproducibly from the published seed, settles each subscriber in one entry, and runs once however often it is asked', async () => {
      clock.set(START);
      // 10 lots on sale (40 AU at 4 AU a lot); 6 subscribers commit 1 to 5 lots: 15 lots for 10.
      const r = await round();
      clock.set(new Date(new Date(r.opensAt).getTime()));
      const users = await Promise.all([10, 20, 30, 40, 50, 0].map(() => holder('100')));
      const amounts = ['10', '20', '30', '40', '50'];
      for (const [i, amount] of amounts.entries()) expect((await commit(users[i].token, r.id, amount)).code).toBe(1);
      await expect(drawPresaleRound(db(), clock.now(), r.id, 'operator:test')).rejects.toMatchObject({ code: PROMOTIONS_ERRORS.presaleNotClosed });
      const escrowBefore = await escrow();

      clock.set(new Date(r.closesAt));
      const [auBefore] = await db().query<{ balance: string }>("SELECT balance::text FROM ledger_accounts WHERE user_id IS NULL AND kind = 'platform_treasury' AND coin = 'AU'");
      const first = await drawPresaleRound(db(), clock.now(), r.id, 'operator:test');
      expect(first).toMatchObject({ roundId: r.id, drawn: true, subscribers: 5, lotsOnSale: 10, lotsWon: 10, settled: 5 });
      expect(seedHashOf(first.seed)).toBe(r.seedHash);
      expect(await escrow()).toBe(escrowBefore - 150_000_000n);

      // Anyone recomputes the result from the public data.
      const pub = await get<PresalePublic>(undefined, PRESALE_PATHS.publicRound(r.id));
      expect(pub.round).toMatchObject({ phase: 'drawn', seed: first.seed, seedHash: r.seedHash });
      const again = drawPresale({
        roundId: pub.round.id,
        seed: pub.round.seed!,
        lot: parseAmount(pub.round.lot, 6),
        lotTokens: lotTokensOf(parseAmount(pub.round.lot, 6), parseAmount(pub.round.price, 6), pub.round.tokenDecimals),
        allocation: parseAmount(pub.round.allocation, pub.round.tokenDecimals),
        price: parseAmount(pub.round.price, 6),
        tokenDecimals: pub.round.tokenDecimals,
        subscriptions: pub.subscriptions.map((s) => ({ id: s.id, committed: parseAmount(s.committed, 6) })),
      });
      expect(again.map((l) => [l.id, l.wonLots])).toEqual(pub.subscriptions.map((s) => [s.id, s.wonLots]));

      // Each subscriber: the tokens for the lots won, the rest of the commitment back.
      let tokensOut = 0n;
      for (const [i, amount] of amounts.entries()) {
        const mine = (await get<PresaleCurrent>(users[i].token, `${PRESALE_PATHS.current}?id=${r.id}`)).mine!;
        const wonLots = mine.wonLots!;
        expect(mine.state).toBe(wonLots > 0 ? 'won' : 'refunded');
        expect(mine).toMatchObject({ committed: amount, tokens: String(wonLots * 4), cost: String(wonLots * 10), refund: String(Number(amount) - wonLots * 10) });
        expect(await balanceOf(app, users[i].token, 'USDT')).toBe(String(100 - wonLots * 10));
        expect(await balanceOf(app, users[i].token, 'AU')).toBe(String(wonLots * 4));
        tokensOut += BigInt(wonLots) * 400_000_000n;
        const history = await get<PresaleHistory>(users[i].token, PRESALE_PATHS.history);
        expect(history.items.find((h) => h.roundId === r.id)).toMatchObject({ committed: amount, state: mine.state, wonLots });
        const prizes = await get<PresaleHistory>(users[i].token, PRESALE_PATHS.prizes);
        expect(prizes.items.some((h) => h.roundId === r.id)).toBe(wonLots > 0);
        const records = await get<RecordPage>(users[i].token, `${WALLET_PATHS.records}?coin=AU`);
        if (wonLots > 0) expect(records.items[0]).toMatchObject({ type: 13, kind: 'presaleAllocation', direction: 'in', amount: String(wonLots * 4), from: 'presale' });
      }
      expect(tokensOut).toBe(4_000_000_000n);
      const [auAfter] = await db().query<{ balance: string }>("SELECT balance::text FROM ledger_accounts WHERE user_id IS NULL AND kind = 'platform_treasury' AND coin = 'AU'");
      expect(BigInt(auAfter.balance)).toBe(BigInt(auBefore?.balance ?? '0') - tokensOut);
      // Who committed nothing sees the round as not applied.
      const none = await get<PresaleHistory>(users[5].token, PRESALE_PATHS.history);
      expect(none.items.find((h) => h.roundId === r.id)).toMatchObject({ committed: '0', state: 'notApplied' });

      // A second run (and a concurrent pair) draws and settles nothing more.
      const before = await entries();
      const [second, third] = await Promise.all([drawPresaleRound(db(), clock.now(), r.id, 'operator:test'), drawPresaleRound(db(), clock.now(), r.id, 'job')]);
      expect([second, third]).toEqual([expect.objectContaining({ drawn: false, settled: 0, lotsWon: 10 }), expect.objectContaining({ drawn: false, settled: 0 })]);
      expect(await entries()).toBe(before);
      expect(await commit(users[5].token, r.id, '10')).toMatchObject({ code: PROMOTIONS_ERRORS.presaleClosed });
      clock.set(START);
    });

    it('gives every lot when undersubscribed and refunds a round nobody could win in full', async () => {
      clock.set(START);
      const r = await round({ allocation: '400' });
      clock.set(new Date(r.opensAt));
      const a = await holder('100');
      expect((await commit(a.token, r.id, '30')).code).toBe(1);
      clock.set(new Date(r.closesAt));
      expect(await drawPresaleRound(db(), clock.now(), r.id, 'operator:test')).toMatchObject({ lotsWon: 3, settled: 1 });
      expect(await balanceOf(app, a.token, 'AU')).toBe('12');
      expect(await balanceOf(app, a.token, 'USDT')).toBe('70');
      // A round with no subscriber draws too.
      clock.set(START);
      const empty = await round();
      clock.set(new Date(empty.closesAt));
      expect(await drawPresaleRound(db(), clock.now(), empty.id, 'operator:test')).toMatchObject({ drawn: true, subscribers: 0, lotsWon: 0, settled: 0 });
      clock.set(START);
    });
  });

  describe('the job', () => {
    it('draws and settles a round once its window has closed: not a millisecond before, once however often it runs', async () => {
      clock.set(START);
      const r = await round();
      clock.set(new Date(r.opensAt));
      const a = await holder('100');
      expect((await commit(a.token, r.id, '20')).code).toBe(1);
      const log = { info: jest.fn(), error: jest.fn() };
      const job = (at: Date, force = false) => runPresaleJob({ db: db(), clock: () => at, log, intervalMs: 60_000 }, { force });

      // Forced runs (as scripts run it) for the edge: the lease would turn a run a millisecond later away.
      const early = await job(new Date(new Date(r.closesAt).getTime() - 1), true);
      expect(early.ran).toBe(true);
      expect(early.drawn).not.toContain(r.id);
      expect(await balanceOf(app, a.token, 'AU')).toBe('0');

      const at = new Date(r.closesAt);
      const due = await job(at, true);
      expect(due).toMatchObject({ ran: true, failed: 0 });
      expect(due.drawn).toContain(r.id);
      // 2 lots of 4 AU, all won (40 AU on sale): the tokens in, nothing back.
      expect(await balanceOf(app, a.token, 'AU')).toBe('8');
      expect(await balanceOf(app, a.token, 'USDT')).toBe('80');
      expect(log.error).not.toHaveBeenCalled();

      // The timer's runs hold a lease: within half an interval of the last start a second instance is
      // turned away; later runs draw and settle nothing again.
      const before = await entries();
      expect(await job(new Date(at.getTime() + 1000))).toMatchObject({ ran: true, drawn: [], settled: 0 });
      expect(await job(new Date(at.getTime() + 2000))).toMatchObject({ ran: false });
      expect(await job(new Date(at.getTime() + 120_000))).toMatchObject({ ran: true, drawn: [], settled: 0, failed: 0 });
      expect(await entries()).toBe(before);
      expect(await balanceOf(app, a.token, 'AU')).toBe('8');
      clock.set(START);
    });
  });
});
