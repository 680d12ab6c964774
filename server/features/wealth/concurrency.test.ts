import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type BuyResult, type DevProductResult, type RedeemResult, WEALTH_ERRORS, WEALTH_PATHS, type WealthOrder } from '../../../features/wealth/contract/wealthApi';
import { interestFor } from '../../../features/wealth/contract/wealthRules';
import { WTCENTER_SUCCESS } from '../../../lib/contract/envelope';
import { createSession } from '../../core/auth/createSession';
import { call } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { type ListeningApp, useListeningApp } from '../../testing/useListeningApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../testing/walletClient';
import { matureOrder } from './matureOrder';
import { findOrder } from './orderRow';
import { runWealthJob } from './runWealthJob';

const postgres = testDbTargets.find((t) => t.name === 'postgres')!;

describe('concurrent wealth orders and payouts against PostgreSQL', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let post: ListeningApp['post'];
  const clock = fakeClock(new Date('2026-11-24T10:00:00Z'));
  useListeningApp(postgres, { env: { WEALTH_JOB_SECONDS: '0', ENVELOPE_JOB_SECONDS: '0' }, clock }, (opened) => ({ app, testDb, post } = opened));

  async function product(body: Record<string, unknown>): Promise<string> {
    const res = await call(app, 'POST', WEALTH_PATHS.devProduct, { category: 'coinplan', coin: 'USDT', annualRate: '5.5', termDays: 30, minAmount: '10', quota: '100000', ...body });
    expect(res.code).toBe(1);
    return (res.data as DevProductResult).id;
  }
  async function holders(n: number, amount = '100') {
    const accounts = [];
    for (let i = 0; i < n; i++) {
      const account = await walletAccount(app);
      await credit(app, account.user.accid, 'USDT', amount);
      accounts.push(account);
    }
    return accounts;
  }
  const buy = (token: string, productId: string, amount: string) => post(WEALTH_PATHS.buy, token, { productId, amount, payPassword: PAY_PASSWORD }, randomUUID());
  const held = async (productId: string) => BigInt((await testDb.db.query<{ held: string }>('SELECT held FROM wealth_products WHERE id = $1', [productId]))[0].held);
  const ordered = async (productId: string) =>
    BigInt((await testDb.db.query<{ sum: string }>("SELECT COALESCE(sum(principal), 0)::text AS sum FROM wealth_orders WHERE product_id = $1 AND state = 'unexpired'", [productId]))[0].sum);

  it('takes exactly the quota when 10 users buy at once, and refuses the rest', async () => {
    const p = await product({ quota: '50', termDays: null });
    const users = await holders(10);
    const answers = await Promise.all(users.map((u) => buy(u.token, p, '10')));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === WTCENTER_SUCCESS)).toHaveLength(5);
    expect(codes.filter((c) => c !== WTCENTER_SUCCESS).every((c) => c === WEALTH_ERRORS.quotaExceeded)).toBe(true);
    expect(await held(p)).toBe(50_000000n);
    expect(await ordered(p)).toBe(50_000000n);
  }, 120_000);

  it('keeps one user within the per-user maximum when they buy 10 times at once', async () => {
    const p = await product({ maxPerUser: '30', quota: '1000', termDays: null });
    const [user] = await holders(1);
    const answers = await Promise.all(Array.from({ length: 10 }, () => buy(user.token, p, '10')));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === WTCENTER_SUCCESS)).toHaveLength(3);
    expect(codes.filter((c) => c !== WTCENTER_SUCCESS).every((c) => c === WEALTH_ERRORS.perUserExceeded)).toBe(true);
    expect(await held(p)).toBe(30_000000n);
    expect(await balanceOf(app, user.token, 'USDT')).toBe('70');
  }, 60_000);

  it('pays an order once when its user redeems it while maturity jobs run', async () => {
    clock.set(new Date('2026-11-24T10:00:00Z'));
    const p = await product({ annualRate: '5.5', termDays: 30 });
    let users = await holders(5);
    const orders: WealthOrder[] = [];
    for (const u of users) orders.push(((await buy(u.token, p, '100')).data as BuyResult).order);
    const custodyBefore = BigInt(
      (await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'wealth_custody' AND coin = 'USDT'"))[0].balance,
    );
    clock.set(new Date(orders[0].expiryDate!));
    // Sessions opened now: the month's jump ended the idle ones.
    users = await Promise.all(
      users.map(async (u) => {
        const [row] = await testDb.db.query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [u.user.accid]);
        return { ...u, token: await createSession(testDb.db, row.id, clock.now()) };
      }),
    );
    const deps = { db: testDb.db, clock: clock.now, log: app.log, intervalMs: 60_000 };
    const rows = await Promise.all(orders.map(async (o) => (await findOrder(testDb.db, o.id))!));
    const outcomes = await Promise.all([
      ...users.map((u, i) => post(WEALTH_PATHS.redeem, u.token, { orderId: orders[i].id }, randomUUID())),
      runWealthJob(deps, { force: true }),
      runWealthJob(deps, { force: true }),
      runWealthJob(deps),
      ...rows.map((row, i) => matureOrder(testDb.db, { now: clock.now(), runId: `race${i}` }, row)),
    ]);
    const redeems = outcomes.slice(0, users.length) as { code: number; data: unknown }[];
    // Each user either redeemed, or found the job had paid it first.
    expect(redeems.every((r) => r.code === WTCENTER_SUCCESS || r.code === WEALTH_ERRORS.alreadyRedeemed)).toBe(true);
    for (const r of redeems.filter((x) => x.code === WTCENTER_SUCCESS)) expect((r.data as RedeemResult).order.settlement).toBe('maturity');

    const interest = interestFor(100_000000n, 550, 30);
    for (const [i, o] of orders.entries()) {
      const [entries] = await testDb.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM journal_entries WHERE kind IN ('wealth_redeem', 'wealth_maturity') AND idempotency_key = $1",
        [`wealthPayout-${o.id}`],
      );
      expect(entries.n).toBe(1);
      const [records] = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM wealth_orders o JOIN wallet_records r ON r.entry_id = o.payout_entry_id WHERE o.id = $1", [o.id]);
      expect(records.n).toBe(1);
      expect(await findOrder(testDb.db, o.id)).toMatchObject({ state: 'redeemed', settlement: 'maturity', interest_paid: String(interest) });
      expect(await balanceOf(app, users[i].token, 'USDT')).toBe('100.452054');
    }
    const custodyAfter = BigInt((await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'wealth_custody' AND coin = 'USDT'"))[0].balance);
    expect(custodyBefore - custodyAfter).toBe(500_000000n);
    expect(await held(p)).toBe(0n);
  }, 120_000);
});
