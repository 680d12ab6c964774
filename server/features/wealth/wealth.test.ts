import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { USER_ERRORS } from '../../../features/account/contract/user';
import { type NoticePage, type RecordPage, WALLET_ERRORS, WALLET_PATHS } from '../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../features/cloudWallet/contract/walletRules';
import { KYC_ERRORS, KYC_PATHS, type UploadedFile } from '../../../features/kyc/contract/kycApi';
import {
  type BuyResult,
  type DevMatureResult,
  type DevProductResult,
  type OrderPage,
  type ProductDetail,
  type ProductList,
  type RedeemResult,
  WEALTH_ERRORS as E,
  WEALTH_PATHS as PATHS,
  type WealthOrder,
  type WealthSummary,
} from '../../../features/wealth/contract/wealthApi';
import { DAY_MS, interestFor } from '../../../features/wealth/contract/wealthRules';
import { HEADER_TOKEN, WTCENTER_SUCCESS } from '../../../lib/contract/envelope';
import { createSession } from '../../core/auth/createSession';
import { reviewKyc } from '../kyc/reviewKyc';
import { auditLedger } from '../../ledger/auditLedger';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { type Answer, call, registerAccount } from '../../testing/accountClient';
import { faultyDb } from '../../testing/faultyDb';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../testing/walletClient';
import { addProduct } from './addProduct';
import { matureOrder } from './matureOrder';
import { findOrder } from './orderRow';
import { runWealthJob } from './runWealthJob';
import { updateProduct } from './updateProduct';

const START = new Date('2026-11-24T10:00:00Z');
/** The value date of an order placed on START's day. */
const VALUE_DATE = new Date('2026-11-25T00:00:00Z');
const usdt = (units: bigint) => formatBaseUnits(units, 6);

describe.each(testDbTargets)('wealth products on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock(START);
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wealth-test-kyc-'));
  afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));
  // No background job: the tests run it at the instants they choose.
  useTestApp(target, { clock, audit: true, env: { WEALTH_JOB_SECONDS: '0', ENVELOPE_JOB_SECONDS: '0', KYC_FILES_DIR: filesDir, DEV_ROUTES: 'true' } }, (opened) => ({ app, testDb } = opened));

  const jobDeps = () => ({ db: testDb.db, clock: clock.now, log: app.log, intervalMs: 60_000 });
  const get = (token: string | undefined, url: string) => call(app, 'GET', url, undefined, token === undefined ? {} : { token });
  async function post(url: string, token: string, body: Record<string, unknown>, key: string | null = randomUUID()): Promise<Answer> {
    const res = await app.inject({ method: 'POST', url, payload: body, headers: { [HEADER_TOKEN]: token, ...(key === null ? {} : { [HEADER_IDEMPOTENCY_KEY]: key }) } });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const buy = (token: string, productId: string, amount: string, key?: string, extra: Record<string, unknown> = {}) =>
    post(PATHS.buy, token, { productId, amount, payPassword: PAY_PASSWORD, ...extra }, key);
  const redeem = (token: string, orderId: string, extra: Record<string, unknown> = {}, key?: string) => post(PATHS.redeem, token, { orderId, ...extra }, key);
  async function bought(token: string, productId: string, amount: string): Promise<WealthOrder> {
    const res = await buy(token, productId, amount);
    if (res.code !== WTCENTER_SUCCESS) throw new Error(`buy failed: ${JSON.stringify(res)}`);
    return (res.data as BuyResult).order;
  }
  async function product(body: Record<string, unknown> = {}): Promise<string> {
    const res = await call(app, 'POST', PATHS.devProduct, { category: 'coinplan', coin: 'USDT', annualRate: '5.5', termDays: 30, minAmount: '10', quota: '100000', ...body });
    if (res.code !== 1) throw new Error(`dev product failed: ${JSON.stringify(res)}`);
    return (res.data as DevProductResult).id;
  }
  async function holder(amount = '1000') {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, 'USDT', amount);
    return account;
  }
  /** A session opened now: a jump of the clock past 7 days ends the idle ones. */
  async function again<T extends { token: string; user: { accid: string } }>(account: T): Promise<T> {
    const [user] = await testDb.db.query<{ id: bigint }>('SELECT id FROM users WHERE accid = $1', [account.user.accid]);
    return { ...account, token: await createSession(testDb.db, user.id, clock.now()) };
  }
  const order = async (token: string, id: string) => (await get(token, `${PATHS.order}?id=${id}`)).data as WealthOrder;
  const count = async (table: string) => Number((await testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0].n);
  const platform = async (kind: string, coin = 'USDT') =>
    BigInt((await testDb.db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE user_id IS NULL AND kind = $1 AND coin = $2', [kind, coin]))[0].balance);
  const payouts = async (orderId: string) =>
    testDb.db.query<{ kind: string; created_by: string }>("SELECT kind, created_by FROM journal_entries WHERE kind IN ('wealth_redeem', 'wealth_maturity') AND idempotency_key = $1", [
      `wealthPayout-${orderId}`,
    ]);

  /** A level-3 KYC application through the API (documents, questionnaire, fee), then the operator's review. */
  async function applyLevel3(account: { token: string; user: { accid: string } }, qualified?: 'portfolio' | 'totalAssets') {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 60 } } }).png().toBuffer();
    const upload = async (purpose: string) => {
      const boundary = `----wealth${randomUUID()}`;
      const payload = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await app.inject({ method: 'POST', url: `${KYC_PATHS.upload}?purpose=${purpose}`, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, [HEADER_TOKEN]: account.token } });
      return (res.json() as { data: UploadedFile }).data.id;
    };
    const body = {
      level: 3,
      country: 'SG',
      firstName: 'Mei',
      surname: 'Tan',
      birthDate: '1990-04-21',
      idType: 'nric',
      idNumber: 'S1234567D',
      idFront: await upload('idFront'),
      idBack: await upload('idBack'),
      address: '1 Raffles Place, Singapore 048616',
      addressProof: await upload('addressProof'),
      assetProof: await upload('assetProof'),
      signature: await upload('signature'),
      phone: '+6591234567',
      questionnaire: {
        experience: ['securities'],
        averageVolumeUsd: '25000',
        averageCount: 12,
        yearsOfExperience: 6,
        netAssetUsd: '2500000',
        riskTolerance: 'medium',
        idealTerm: 'oneToThreeYears',
        derivativeKnowledge: true,
      },
    };
    expect((await post(KYC_PATHS.submit, account.token, body)).code).toBe(1);
    const [pending] = await testDb.db.query<{ id: bigint }>("SELECT a.id FROM kyc_applications a JOIN users u ON u.id = a.user_id WHERE u.accid = $1 AND a.state = 'pending'", [
      account.user.accid,
    ]);
    return () => reviewKyc(testDb.db, { applicationId: pending.id, reviewer: 'operator:test', at: clock.now() }, { decision: 'approve', qualified });
  }

  it('lists open products best rate first (public, by category), and one product with what the user holds', async () => {
    clock.set(START);
    const a = await holder();
    const onDemand = await product({ category: 'pos', annualRate: '5.5', termDays: null, maxPerUser: '5000' });
    const fixed = await product({ category: 'coinplan', annualRate: '8', termDays: 30 });
    const best = await product({ category: 'pos', annualRate: '12', termDays: 90 });
    const closed = await product({ category: 'pos', annualRate: '50', termDays: 7 });
    await updateProduct(testDb.db, clock.now(), closed, { status: 'closed' });
    const mine = new Set([onDemand, fixed, best, closed]);

    const all = (await get(undefined, PATHS.products)).data as ProductList;
    const listed = all.items.filter((p) => mine.has(p.id));
    expect(listed.map((p) => p.id)).toEqual([best, fixed, onDemand]);
    const rates = all.items.map((p) => Number(p.annualRate));
    expect(rates).toEqual([...rates].sort((x, y) => y - x));
    expect(listed[2]).toEqual({
      id: onDemand,
      category: 'pos',
      coin: 'USDT',
      annualRate: '5.5',
      termDays: null,
      minAmount: '10',
      maxPerUser: '5000',
      quota: '100000',
      remainingQuota: '100000',
      qualifiedOnly: false,
      status: 'open',
      valueDate: VALUE_DATE.toISOString(),
      expiryDate: null,
    });
    expect(listed[1]).toMatchObject({ termDays: 30, maxPerUser: null, expiryDate: '2026-12-25T00:00:00.000Z' });
    const pos = (await get(undefined, `${PATHS.products}?category=pos`)).data as ProductList;
    expect(pos.items.every((p) => p.category === 'pos')).toBe(true);
    expect(pos.items.map((p) => p.id).filter((id) => mine.has(id))).toEqual([best, onDemand]);
    expect((await get(undefined, `${PATHS.products}?category=stocks`)).status).toBe(400);

    // One minute before midnight, an order would start at the coming midnight; at midnight, the next.
    clock.set(new Date('2026-11-24T23:59:59.999Z'));
    expect(((await get(a.token, `${PATHS.product}?id=${fixed}`)).data as ProductDetail).product.valueDate).toBe(VALUE_DATE.toISOString());
    clock.set(VALUE_DATE);
    expect(((await get(a.token, `${PATHS.product}?id=${fixed}`)).data as ProductDetail).product.valueDate).toBe('2026-11-26T00:00:00.000Z');
    clock.set(START);

    await bought(a.token, onDemand, '250');
    const detail = (await get(a.token, `${PATHS.product}?id=${onDemand}`)).data as ProductDetail;
    expect(detail).toMatchObject({ held: '250', available: '750', qualified: false, product: { remainingQuota: '99750' } });
    expect(((await get(a.token, `${PATHS.product}?id=${closed}`)).data as ProductDetail).product.status).toBe('closed');
    expect(await get(a.token, `${PATHS.product}?id=999999999`)).toMatchObject({ status: 404, code: E.productUnknown, key: 'wealth.errors.productUnknown' });
    expect((await get(undefined, `${PATHS.product}?id=${onDemand}`)).status).toBe(401);
  });

  it('buys: one entry into the custody, the order with the rate and term of the moment, a type-4 record; a retry answers the first result', async () => {
    clock.set(START);
    const a = await holder();
    const p = await product({ annualRate: '5.5', termDays: 30 });
    const custodyBefore = await platform('wealth_custody');
    const key = randomUUID();
    const res = await buy(a.token, p, '100', key);
    expect(res).toMatchObject({ status: 200, code: WTCENTER_SUCCESS });
    const { order: placed, record, replayed } = res.data as BuyResult;
    expect(replayed).toBe(false);
    expect(placed).toMatchObject({
      productId: p,
      category: 'coinplan',
      coin: 'USDT',
      annualRate: '5.5',
      termDays: 30,
      amount: '100',
      orderTime: START.toISOString(),
      valueDate: VALUE_DATE.toISOString(),
      expiryDate: '2026-12-25T00:00:00.000Z',
      state: 'unexpired',
      settlement: null,
      yesterdayEarnings: '0',
      totalEarnings: '0',
      redeemNow: { early: true, interest: '0' },
      redeemedAt: null,
    });
    expect(record).toMatchObject({ type: 4, kind: 'wealthOrder', direction: 'out', coin: 'USDT', amount: '100', from: a.user.accid, to: 'wealth', memo: null, status: 'success' });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('900');
    expect((await platform('wealth_custody')) - custodyBefore).toBe(100_000000n);
    const records = (await get(a.token, `${WALLET_PATHS.records}?type=4`)).data as RecordPage;
    expect(records.items.map((r) => r.kind)).toEqual(['wealthOrder']);

    // The same key again: the first answer, nothing moved; with another amount: a conflict.
    const entries = await count('journal_entries');
    expect((await buy(a.token, p, '100', key)).data).toEqual({ order: placed, record, replayed: true });
    expect((await buy(a.token, p, '200', key)).code).toBe(WALLET_ERRORS.idempotencyConflict);
    expect(await count('journal_entries')).toBe(entries);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('900');

    // The operator changes the rate and the term: only orders placed afterwards get them.
    await updateProduct(testDb.db, clock.now(), p, { rate: '7.25', termDays: 60 });
    expect(await order(a.token, placed.id)).toMatchObject({ annualRate: '5.5', termDays: 30, expiryDate: '2026-12-25T00:00:00.000Z' });
    expect(await bought(a.token, p, '10')).toMatchObject({ annualRate: '7.25', termDays: 60, expiryDate: '2027-01-24T00:00:00.000Z' });

    // Pages, newest first.
    const third = await bought(a.token, p, '10');
    const page1 = (await get(a.token, `${PATHS.orders}?limit=2`)).data as OrderPage;
    expect(page1.items.map((o) => o.amount)).toEqual(['10', '10']);
    expect(page1.items[0].id).toBe(third.id);
    const page2 = (await get(a.token, `${PATHS.orders}?limit=2&cursor=${page1.nextCursor}`)).data as OrderPage;
    expect(page2).toEqual({ items: [expect.objectContaining({ id: placed.id })], nextCursor: null });
    expect(((await get(a.token, `${PATHS.orders}?state=redeemed`)).data as OrderPage).items).toEqual([]);
    expect((await get(undefined, PATHS.orders)).status).toBe(401);
  });

  it('refuses every bad order with its own code, moving nothing', async () => {
    clock.set(START);
    const a = await holder();
    const b = await holder();
    const open = await product({ minAmount: '10', quota: '100000' });
    const closed = await product();
    await updateProduct(testDb.db, clock.now(), closed, { status: 'closed' });
    const small = await product({ quota: '150' });
    const capped = await product({ maxPerUser: '200', quota: '10000' });
    await bought(b.token, small, '100');
    await bought(a.token, capped, '150');
    const bare = await registerAccount(app);
    await credit(app, bare.user.accid, 'USDT', '100');

    const entries = await count('journal_entries');
    const orders = await count('wealth_orders');
    const cases: [string, string, string, Record<string, unknown>, number, Record<string, unknown>?][] = [
      ['unknown product', '999999999', '100', {}, E.productUnknown],
      ['closed product', closed, '100', {}, E.productClosed],
      ['below the minimum', open, '9.999999', {}, E.belowMinimum, { params: { minimum: '10', coin: 'USDT' }, key: 'wealth.errors.belowMinimum' }],
      ['over the quota', small, '60', {}, E.quotaExceeded, { params: { remaining: '50', coin: 'USDT' }, key: 'wealth.errors.quotaExceeded' }],
      ['over the per-user maximum', capped, '60', {}, E.perUserExceeded, { params: { max: '200', remaining: '50', coin: 'USDT' }, key: 'wealth.errors.perUserExceeded' }],
      ['over the balance', open, '5000', {}, WALLET_ERRORS.insufficientBalance, { key: 'errors.wallet.insufficientBalance' }],
      ['wrong pay password', open, '100', { payPassword: '000000' }, USER_ERRORS.payPasswordWrong],
      ['too many decimals', open, '10.0000001', {}, WALLET_ERRORS.amountDecimals],
      ['zero', open, '0', {}, 400],
      ['not a number', open, '1e3', {}, 400],
    ];
    for (const [what, productId, amount, extra, code, more] of cases) {
      const res = await buy(a.token, productId, amount, undefined, extra);
      expect([what, res.code]).toEqual([what, code]);
      if (more) expect(res).toMatchObject(more);
    }
    expect((await buy(a.token, closed, '100')).status).toBe(409);
    expect((await buy(a.token, '999999999', '100')).status).toBe(404);
    expect((await buy(bare.token, open, '50')).code).toBe(USER_ERRORS.payPasswordNotSet);
    expect((await post(PATHS.buy, a.token, { productId: open, amount: '50', payPassword: PAY_PASSWORD }, null)).status).toBe(400);
    expect(await count('journal_entries')).toBe(entries);
    expect(await count('wealth_orders')).toBe(orders);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('850');
    // What is left is still for sale: exactly the rest of the quota, and up to the per-user maximum.
    expect((await buy(a.token, small, '50')).code).toBe(WTCENTER_SUCCESS);
    expect((await buy(a.token, capped, '50')).code).toBe(WTCENTER_SUCCESS);
    // An operator may lower a quota below what is held: new orders are refused, nothing else changes.
    await updateProduct(testDb.db, clock.now(), capped, { quota: '200', maxPerUser: '200' });
    expect((await updateProduct(testDb.db, clock.now(), capped, { quota: '150', maxPerUser: '100' })).held).toBe('200000000');
    expect(await buy(b.token, capped, '10')).toMatchObject({ code: E.quotaExceeded, params: { remaining: '0' } });
  });

  it('sells a product for qualified investors only after a level-3 approval with qualification', async () => {
    clock.set(START);
    const p = await product({ qualifiedOnly: true });
    const a = await holder('100');
    const refused = await buy(a.token, p, '50');
    expect(refused).toMatchObject({ status: 403, code: KYC_ERRORS.notQualified, key: 'kyc.errors.notQualified' });
    expect(((await get(a.token, `${PATHS.product}?id=${p}`)).data as ProductDetail).qualified).toBe(false);

    // Applied, not yet reviewed: still refused. Approved with qualification: sold.
    const approve = await applyLevel3(a, 'portfolio');
    expect((await buy(a.token, p, '50')).code).toBe(KYC_ERRORS.notQualified);
    await approve();
    expect(((await get(a.token, `${PATHS.product}?id=${p}`)).data as ProductDetail).qualified).toBe(true);
    expect(await buy(a.token, p, '50')).toMatchObject({ code: WTCENTER_SUCCESS, data: { order: { amount: '50' } } });

    // A level-3 approval that recorded no qualification does not qualify.
    const b = await holder('100');
    await (await applyLevel3(b))();
    expect((await buy(b.token, p, '50')).code).toBe(KYC_ERRORS.notQualified);
  }, 60_000);

  it('redeems an on-demand order with the interest of the whole days earned, once', async () => {
    clock.set(START);
    let a = await holder('1000');
    let other = await holder('10');
    const p = await product({ category: 'pos', annualRate: '10', termDays: null });
    const placed = await bought(a.token, p, '1000');
    expect(placed.redeemNow).toEqual({ early: false, interest: '0' });
    const custodyBefore = await platform('wealth_custody');
    const treasuryBefore = await platform('platform_treasury');

    // 10 whole days and some hours after the value date.
    clock.set(new Date(VALUE_DATE.getTime() + 10 * DAY_MS + 5 * 3_600_000));
    [a, other] = [await again(a), await again(other)];
    const interest = interestFor(1000_000000n, 1000, 10);
    expect(interest).toBe(2_739726n);
    expect(await order(a.token, placed.id)).toMatchObject({
      totalEarnings: usdt(interest),
      yesterdayEarnings: usdt(interest - interestFor(1000_000000n, 1000, 9)),
      redeemNow: { early: false, interest: usdt(interest) },
    });
    expect((await get(a.token, PATHS.summary)).data as WealthSummary).toEqual({
      holdings: [{ coin: 'USDT', principal: '1000', yesterdayEarnings: usdt(interest - interestFor(1000_000000n, 1000, 9)), totalEarnings: usdt(interest), orders: 1 }],
    });

    // Another user: the order does not exist for them.
    expect(await redeem(other.token, placed.id)).toMatchObject({ status: 404, code: E.orderUnknown, key: 'wealth.errors.orderUnknown' });
    expect(await get(other.token, `${PATHS.order}?id=${placed.id}`)).toMatchObject({ status: 404, code: E.orderUnknown });

    const key = randomUUID();
    const res = await redeem(a.token, placed.id, {}, key);
    expect(res).toMatchObject({ status: 200, code: WTCENTER_SUCCESS });
    const result = res.data as RedeemResult;
    expect(result.order).toMatchObject({ state: 'redeemed', settlement: 'onDemand', totalEarnings: usdt(interest), yesterdayEarnings: '0', redeemNow: null, redeemedAt: clock.now().toISOString() });
    expect(result.record).toMatchObject({ type: 4, kind: 'wealthPayout', direction: 'in', amount: usdt(1000_000000n + interest), from: 'wealth', to: a.user.accid, memo: null });
    expect(await balanceOf(app, a.token, 'USDT')).toBe(usdt(1000_000000n + interest));
    expect(custodyBefore - (await platform('wealth_custody'))).toBe(1000_000000n);
    expect(treasuryBefore - (await platform('platform_treasury'))).toBe(interest);
    expect(((await get(a.token, `${PATHS.product}?id=${p}`)).data as ProductDetail).held).toBe('0');

    // The same request again: its first answer. Any other: already redeemed. Nothing moves.
    const entries = await count('journal_entries');
    expect(await redeem(a.token, placed.id, {}, key)).toMatchObject({ code: WTCENTER_SUCCESS, data: { ...result, replayed: true } });
    expect(await redeem(a.token, placed.id)).toMatchObject({ status: 409, code: E.alreadyRedeemed, key: 'wealth.errors.alreadyRedeemed' });
    expect(await count('journal_entries')).toBe(entries);
    expect(((await get(a.token, `${PATHS.orders}?state=redeemed`)).data as OrderPage).items.map((o) => o.id)).toEqual([placed.id]);
    expect(((await get(a.token, PATHS.orders)).data as OrderPage).items).toEqual([]);
    expect((await get(a.token, PATHS.summary)).data as WealthSummary).toEqual({
      holdings: [{ coin: 'USDT', principal: '0', yesterdayEarnings: '0', totalEarnings: usdt(interest), orders: 0 }],
    });
    expect((await get(a.token, `${WALLET_PATHS.records}?type=4`)).data as RecordPage).toMatchObject({ items: [{ kind: 'wealthPayout' }, { kind: 'wealthOrder' }] });
    expect(await payouts(placed.id)).toEqual([{ kind: 'wealth_redeem', created_by: `user:${(await findOrder(testDb.db, placed.id))!.user_id}` }]);
  });

  it('redeems a fixed order early only with consent, then returns the principal without interest', async () => {
    clock.set(START);
    const a = await holder('1000');
    const p = await product({ annualRate: '8', termDays: 30 });
    const placed = await bought(a.token, p, '500');
    clock.set(new Date(VALUE_DATE.getTime() + 5 * DAY_MS));
    const shown = await order(a.token, placed.id);
    expect(shown.totalEarnings).toBe(usdt(interestFor(500_000000n, 800, 5)));
    expect(shown.redeemNow).toEqual({ early: true, interest: '0' });

    const entries = await count('journal_entries');
    expect(await redeem(a.token, placed.id)).toMatchObject({ status: 400, code: E.earlyNeedsConsent, key: 'wealth.errors.earlyNeedsConsent' });
    expect((await redeem(a.token, placed.id, { acceptNoInterest: false })).code).toBe(E.earlyNeedsConsent);
    expect(await count('journal_entries')).toBe(entries);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('500');

    const res = await redeem(a.token, placed.id, { acceptNoInterest: true });
    expect(res).toMatchObject({ code: WTCENTER_SUCCESS, data: { order: { state: 'redeemed', settlement: 'early', totalEarnings: '0' }, record: { amount: '500', kind: 'wealthPayout' } } });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('1000');
    expect((await redeem(a.token, placed.id, { acceptNoInterest: true })).code).toBe(E.alreadyRedeemed);
  });

  it('pays a fixed order its user redeems at expiry as at maturity: the full term, no consent needed', async () => {
    clock.set(START);
    let a = await holder('1000');
    const p = await product({ annualRate: '5.5', termDays: 30 });
    const placed = await bought(a.token, p, '100');
    clock.set(new Date(placed.expiryDate!));
    a = await again(a);
    const res = await redeem(a.token, placed.id);
    expect(res).toMatchObject({ code: WTCENTER_SUCCESS, data: { order: { settlement: 'maturity', totalEarnings: '0.452054' }, record: { amount: '100.452054' } } });
    // The job finds nothing to do for it.
    await runWealthJob(jobDeps(), { force: true });
    expect(await payouts(placed.id)).toHaveLength(1);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('1000.452054');
  });

  it('matures a fixed order at its expiry instant, not a millisecond before, once however often the job runs', async () => {
    clock.set(START);
    let a = await holder('1000');
    const p = await product({ annualRate: '5.5', termDays: 30 });
    const placed = await bought(a.token, p, '100');
    const expiry = new Date(placed.expiryDate!);

    clock.set(new Date(expiry.getTime() - 1));
    a = await again(a);
    await runWealthJob(jobDeps(), { force: true });
    expect(await order(a.token, placed.id)).toMatchObject({ state: 'unexpired', totalEarnings: usdt(interestFor(100_000000n, 550, 29)) });
    expect(await payouts(placed.id)).toEqual([]);

    clock.set(expiry);
    const run = await runWealthJob(jobDeps());
    expect(run.ran).toBe(true);
    expect(run.outcomes.matured).toBeGreaterThanOrEqual(1);
    expect(run.outcomes.failed).toBe(0);
    const paid = await order(a.token, placed.id);
    expect(paid).toMatchObject({ state: 'redeemed', settlement: 'maturity', totalEarnings: '0.452054', redeemedAt: expiry.toISOString(), redeemNow: null });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('1000.452054');
    const notices = (await get(a.token, WALLET_PATHS.notices)).data as NoticePage;
    expect(notices.items.filter((n) => n.kind === 'wealthMatured').map((n) => n.params)).toEqual([{ coin: 'USDT', amount: '100.452054', orderId: placed.id }]);
    const records = (await get(a.token, `${WALLET_PATHS.records}?type=4`)).data as RecordPage;
    expect(records.items[0]).toMatchObject({ kind: 'wealthPayout', direction: 'in', amount: '100.452054', from: 'wealth' });

    // Again at once: the lease skips it; forced past the lease: nothing due; a run that had listed it: replayed.
    expect((await runWealthJob(jobDeps())).ran).toBe(false);
    await runWealthJob(jobDeps(), { force: true });
    const row = (await findOrder(testDb.db, placed.id))!;
    expect(await matureOrder(testDb.db, { now: clock.now(), runId: 'late' }, { ...row, state: 'unexpired' })).toBe('replayed');
    const entries = await payouts(placed.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ kind: 'wealth_maturity', created_by: expect.stringMatching(/^job:wealthMaturity:/) });
    // A user's redemption after that: already redeemed.
    expect((await redeem(a.token, placed.id)).code).toBe(E.alreadyRedeemed);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('1000.452054');
    expect(await auditLedger(testDb.db)).toEqual([]);
  });

  it('catches up after downtime: every order that expired meanwhile is paid its full term, and one failure does not stop the others', async () => {
    clock.set(START);
    // Whatever earlier tests left due is paid first, so this run sees only what comes due now.
    await runWealthJob(jobDeps(), { force: true });
    let a = await holder('1000');
    const terms = [7, 14, 30];
    const placed = [];
    for (const termDays of terms) placed.push(await bought(a.token, await product({ annualRate: '6', termDays }), '100'));
    // The server was down for 40 days.
    clock.set(new Date(VALUE_DATE.getTime() + 40 * DAY_MS));
    a = await again(a);
    const db = faultyDb(testDb.db);
    db.failOn(/UPDATE wealth_orders SET state = 'redeemed'/);
    const lines: unknown[] = [];
    const first = await runWealthJob({ ...jobDeps(), db, log: { info: () => {}, error: (...args: unknown[]) => lines.push(args) } }, { force: true });
    expect(db.fired()).toBe(true);
    expect(first.outcomes.failed).toBe(1);
    expect(first.outcomes.matured).toBeGreaterThanOrEqual(placed.length - 1);
    expect(lines).toHaveLength(1);
    const dueLeft = async () =>
      Number((await testDb.db.query<{ n: string }>("SELECT count(*)::text AS n FROM wealth_orders WHERE state = 'unexpired' AND expiry_date <= $1", [clock.now()]))[0].n);
    expect(await dueLeft()).toBe(1);
    // The next run pays the one that failed.
    expect((await runWealthJob(jobDeps(), { force: true })).outcomes).toMatchObject({ matured: 1, failed: 0 });
    expect(await dueLeft()).toBe(0);
    for (const [i, o] of placed.entries()) {
      expect(await order(a.token, o.id)).toMatchObject({ state: 'redeemed', settlement: 'maturity', totalEarnings: usdt(interestFor(100_000000n, 600, terms[i])) });
    }
    const total = terms.reduce((sum, t) => sum + interestFor(100_000000n, 600, t), 0n);
    expect(await balanceOf(app, a.token, 'USDT')).toBe(usdt(1000_000000n + total));
  });

  it('dev routes: add a product with the operator checks; mature an order now through the job\'s service', async () => {
    clock.set(START);
    const a = await holder('1000');
    const p = await product({ termDays: 90, annualRate: '4' });
    const placed = await bought(a.token, p, '100');
    const mature = (orderId: string) => call(app, 'POST', PATHS.devMature, { orderId });
    const first = await mature(placed.id);
    expect(first).toMatchObject({ code: 1 });
    expect((first.data as DevMatureResult).outcome).toBe('matured');
    expect(((await mature(placed.id)).data as DevMatureResult).outcome).toBe('replayed');
    expect(await order(a.token, placed.id)).toMatchObject({ state: 'redeemed', settlement: 'maturity', totalEarnings: usdt(interestFor(100_000000n, 400, 90)) });
    expect(await payouts(placed.id)).toHaveLength(1);
    const onDemand = await bought(a.token, await product({ termDays: null }), '10');
    expect((await mature(onDemand.id)).status).toBe(400);
    expect((await mature('999999999')).status).toBe(404);
    expect((await call(app, 'POST', PATHS.devProduct, { category: 'pos', coin: 'USDT', annualRate: '0', minAmount: '1', quota: '10' })).status).toBe(400);
    expect((await call(app, 'POST', PATHS.devProduct, { category: 'pos', coin: 'NOPE', annualRate: '1', minAmount: '1', quota: '10' })).code).toBe(WALLET_ERRORS.coinUnknown);
  });

  it('checks every product term the operator sets, naming the field', async () => {
    const add = (input: Record<string, unknown>) =>
      addProduct(testDb.db, clock.now(), { category: 'pos', coin: 'USDT', rate: '5', termDays: 30, minAmount: '10', maxPerUser: null, quota: '1000', qualifiedOnly: false, ...input });
    const refused = async (input: Record<string, unknown>, field: RegExp) => {
      await expect(add(input)).rejects.toMatchObject({ status: 400, message: expect.stringMatching(field) });
    };
    await refused({ rate: '0' }, /^rate is invalid/);
    await refused({ rate: '100.01' }, /^rate is invalid/);
    await refused({ rate: '5.555' }, /^rate is invalid/);
    await refused({ rate: '-1' }, /^rate is invalid/);
    await refused({ rate: 'five' }, /^rate is invalid/);
    await refused({ termDays: 0 }, /^term is invalid/);
    await refused({ termDays: 3651 }, /^term is invalid/);
    await refused({ termDays: 1.5 }, /^term is invalid/);
    await refused({ minAmount: '0' }, /^min is invalid/);
    await refused({ minAmount: '1.0000001' }, /^min has more than 6 decimals/);
    await refused({ maxPerUser: '5' }, /^max-per-user is invalid: must be at least the minimum order, 10 USDT/);
    await refused({ maxPerUser: '2000' }, /^quota is invalid: must be at least the per-user maximum, 2000 USDT/);
    await refused({ quota: '5' }, /^quota is invalid: must be at least the minimum order/);
    await refused({ category: 'stocks' }, /^category is invalid/);
    await expect(add({ coin: 'NOPE' })).rejects.toMatchObject({ code: WALLET_ERRORS.coinUnknown });
    // The edges that pass.
    for (const input of [{ rate: '100' }, { rate: '0.01' }, { termDays: 3650 }, { termDays: 1 }, { termDays: null }, { maxPerUser: '10', quota: '10' }]) {
      expect(String(await add(input))).toMatch(/^[1-9][0-9]*$/);
    }
    const id = await add({});
    await expect(updateProduct(testDb.db, clock.now(), '999999999', { rate: '6' })).rejects.toMatchObject({ code: E.productUnknown });
    await expect(updateProduct(testDb.db, clock.now(), id, { status: 'paused' as never })).rejects.toMatchObject({ message: expect.stringMatching(/^status is invalid/) });
    await expect(updateProduct(testDb.db, clock.now(), id, { maxPerUser: '5000' })).rejects.toMatchObject({ message: expect.stringMatching(/^quota is invalid/) });
    expect(await updateProduct(testDb.db, clock.now(), id, { rate: '6.5', termDays: null, maxPerUser: '500', qualifiedOnly: true })).toMatchObject({
      rate_bp: 650,
      term_days: null,
      max_per_user: '500000000',
      qualified_only: true,
      status: 'open',
    });
  });
});
