import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type GoogleSecret, USER_ERRORS, USER_PATHS } from '../../../features/account/contract/user';
import { authenticatorCode } from '../../testing/authenticatorCode';
import { type NoticePage, type RecordPage, WALLET_ERRORS, WALLET_PATHS } from '../../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../../features/cloudWallet/contract/walletRules';
import {
  type EnvelopeClaimed,
  type EnvelopeCreated,
  type DevExpireResult,
  type EnvelopeDetail,
  type EnvelopeInfo,
  type EnvelopePreview,
  RED_ENVELOPE_ERRORS as E,
  RED_ENVELOPE_PATHS as PATHS,
  type ReceivedPage,
  type SentPage,
} from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { HEADER_TOKEN } from '../../../lib/contract/envelope';
import type { PriceSnapshot, PriceSource } from '../../core/prices/priceSource';
import { SAMPLE_USD_PRICES } from '../../core/prices/samplePrices';
import { type Answer, call, freshIp, registerAccount } from '../../testing/accountClient';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { PAY_PASSWORD, balanceOf, credit, walletAccount } from '../../testing/walletClient';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { findEnvelope } from './envelopeRow';
import { refundEnvelope } from './refundEnvelope';
import { runEnvelopeJob } from './runEnvelopeJob';

const prices: PriceSource = {
  snapshot: (): PriceSnapshot => ({ source: 'feed', asOf: new Date(), stale: false, usd: new Map(Object.entries(SAMPLE_USD_PRICES)) }),
  stop: async () => {},
};
const HOUR = 3_600_000;

describe.each(testDbTargets)('red envelopes on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  const clock = fakeClock();
  // No background job here: the tests run it themselves, at the instants they choose.
  useTestApp(target, { clock, audit: true, env: { ENVELOPE_JOB_SECONDS: '0', ENVELOPE_DAILY_LIMIT_USD: '1000', DEV_ROUTES: 'true' }, money: { prices } }, (opened) => ({ app, testDb } = opened));

  async function create(token: string, body: Record<string, unknown>, key: string = randomUUID()): Promise<Answer> {
    const res = await app.inject({
      method: 'POST',
      url: PATHS.create,
      payload: { coin: 'USDT', kind: 'lucky', quantity: 3, amount: '10', payPassword: PAY_PASSWORD, ...body },
      headers: { [HEADER_TOKEN]: token, [HEADER_IDEMPOTENCY_KEY]: key },
    });
    return { status: res.statusCode, ...(res.json() as Omit<Answer, 'status'>) };
  }
  const claim = (token: string, body: Record<string, unknown>, ip = freshIp()) => call(app, 'POST', PATHS.claim, body, { token, ip });
  const get = (token: string | undefined, url: string) => call(app, 'GET', url, undefined, token === undefined ? {} : { token });
  const count = async (table: string) => Number((await testDb.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0].n);
  const escrow = async (coin = 'USDT') =>
    (await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'envelope_escrow' AND coin = $1", [coin]))[0].balance;

  async function holder(amount = '100') {
    const account = await walletAccount(app);
    await credit(app, account.user.accid, 'USDT', amount);
    return account;
  }
  async function sent(token: string, body: Record<string, unknown> = {}) {
    const res = await create(token, body);
    if (res.code !== 1) throw new Error(`create failed: ${JSON.stringify(res)}`);
    return (res.data as EnvelopeCreated).envelope;
  }

  it('sends a lucky envelope: one entry into escrow, a type-9 record, shares summing to the total, a code and a link', async () => {
    const a = await holder();
    const escrowBefore = BigInt(await escrow());
    const key = randomUUID();
    const res = await create(a.token, { wishes: 'Happy new year 🧧' }, key);
    expect(res).toMatchObject({ status: 200, code: 1 });
    const { envelope, record, replayed } = res.data as EnvelopeCreated;
    expect(replayed).toBe(false);
    expect(envelope).toMatchObject({ coin: 'USDT', kind: 'lucky', quantity: 3, total: '10', shareAmount: null, wishes: 'Happy new year 🧧', claimedCount: 0, state: 'open' });
    expect(envelope.code).toMatch(/^[2-9A-HJKMNP-TV-Z]{10}$/);
    expect(envelope.linkId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(new Date(envelope.expiresAt).getTime() - new Date(envelope.createdAt).getTime()).toBe(24 * HOUR);
    expect(record).toMatchObject({ type: 9, kind: 'redEnvelope', direction: 'out', coin: 'USDT', amount: '10', to: 'redEnvelope', memo: 'Happy new year 🧧' });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('90');
    expect(BigInt(await escrow()) - escrowBefore).toBe(10_000000n);
    const shares = await testDb.db.query<{ amount: string }>('SELECT amount FROM envelope_shares WHERE envelope_id = $1 ORDER BY position', [envelope.id]);
    expect(shares.reduce((s, r) => s + BigInt(r.amount), 0n)).toBe(10_000000n);
    // A retry with the same key: the first answer, nothing moved again.
    const entries = await count('journal_entries');
    expect((await create(a.token, { wishes: 'Happy new year 🧧' }, key)).data).toEqual({ envelope, record, replayed: true });
    expect(await count('journal_entries')).toBe(entries);
    expect((await create(a.token, { wishes: 'other' }, key)).code).toBe(WALLET_ERRORS.idempotencyConflict);
  });

  it('sends a fixed envelope: the total is the amount times the quantity', async () => {
    const a = await holder();
    const envelope = await sent(a.token, { kind: 'fixed', quantity: 4, amount: '2.5' });
    expect(envelope).toMatchObject({ total: '10', shareAmount: '2.5', quantity: 4 });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('90');
  });

  it('refuses every bad input with its own message, moving nothing', async () => {
    const a = await holder('50');
    const bare = await registerAccount(app);
    const before = { entries: await count('journal_entries'), envelopes: await count('envelopes') };
    const cases: [string, Record<string, unknown>, number, string?][] = [
      ['zero quantity', { quantity: 0 }, 400, 'errors.validation.invalid'],
      ['negative quantity', { quantity: -2 }, 400, 'errors.validation.invalid'],
      ['zero amount', { amount: '0' }, 400, 'errors.validation.invalid'],
      ['negative amount', { amount: '-5' }, 400, 'errors.validation.invalid'],
      ['quantity over the maximum', { quantity: 101, amount: '20' }, E.quantityTooLarge, 'redEnvelope.errors.quantityTooLarge'],
      ['total below one base unit per share', { quantity: 3, amount: '0.000002' }, E.totalTooSmall, 'redEnvelope.errors.totalTooSmall'],
      ['too many decimals', { amount: '1.0000001' }, WALLET_ERRORS.amountDecimals],
      ['over balance', { amount: '60' }, WALLET_ERRORS.insufficientBalance, 'errors.wallet.insufficientBalance'],
      ['fixed over balance', { kind: 'fixed', quantity: 6, amount: '10' }, WALLET_ERRORS.insufficientBalance],
      ['unknown coin', { coin: 'NOPE' }, WALLET_ERRORS.coinUnknown],
      ['wishes too long', { wishes: 'x'.repeat(41) }, E.wishesTooLong, 'redEnvelope.errors.wishesTooLong'],
      ['hidden characters in wishes', { wishes: 'hi\u202Eyo' }, 400],
      ['unknown kind', { kind: 'mystery' }, 400],
      ['wrong pay password', { payPassword: '000000' }, USER_ERRORS.payPasswordWrong],
      ['over the daily limit (1,000 USD here)', { coin: 'BTC', amount: '0.01' }, E.dailyLimit, 'redEnvelope.errors.dailyLimit'],
    ];
    await credit(app, a.user.accid, 'BTC', '1');
    const btcEntries = await count('journal_entries');
    for (const [what, body, code, key] of cases) {
      const res = await create(a.token, body);
      expect([what, res.code]).toEqual([what, code]);
      if (key) expect([what, res.key]).toEqual([what, key]);
    }
    expect((await create(a.token, { wishes: 'x'.repeat(40) + '🧧' })).params).toEqual({ max: 40 });
    expect((await create(bare.token, {})).code).toBe(USER_ERRORS.payPasswordNotSet);
    expect(await count('journal_entries')).toBe(btcEntries);
    expect(btcEntries).toBe(before.entries + 1);
    expect(await count('envelopes')).toBe(before.envelopes);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('50');
  });

  it('needs the Google code once Google verification is on, used once', async () => {
    const a = await holder();
    const { secret } = (await call(app, 'POST', USER_PATHS.googleSecret, undefined, { token: a.token })).data as GoogleSecret;
    const code = () => authenticatorCode(secret, clock.now());
    expect((await call(app, 'POST', USER_PATHS.googleEnable, { code: code() }, { token: a.token })).code).toBe(1);
    clock.advance(60_000);
    expect((await create(a.token, {})).code).toBe(USER_ERRORS.googleRequired);
    const wrong = code() === '000000' ? '111111' : '000000';
    expect((await create(a.token, { googleCode: wrong })).code).toBe(USER_ERRORS.googleCodeInvalid);
    expect((await create(a.token, { googleCode: code() })).code).toBe(1);
    expect((await create(a.token, { googleCode: code() })).code).toBe(USER_ERRORS.googleCodeInvalid);
    expect(await balanceOf(app, a.token, 'USDT')).toBe('90');
  });

  it('is claimed by link and by code, once per user, never by its sender; records and notices on every side', async () => {
    const a = await holder();
    const [b, c, d] = [await walletAccount(app), await walletAccount(app), await walletAccount(app)];
    const envelope = await sent(a.token, { quantity: 2, amount: '10', wishes: 'Good luck' });
    const escrowAfterSend = BigInt(await escrow());

    // The claim screen's public preview: no code, no shares.
    const preview = await get(undefined, `${PATHS.preview}?linkId=${envelope.linkId}`);
    expect(preview.data).toEqual({
      senderName: expect.stringContaining('*'),
      coin: 'USDT',
      kind: 'lucky',
      wishes: 'Good luck',
      claimable: true,
      state: 'open',
      expiresAt: envelope.expiresAt,
    } satisfies EnvelopePreview);

    // Claiming needs a login (the claim screen sends a visitor to log in and back).
    expect((await call(app, 'POST', PATHS.claim, { linkId: envelope.linkId })).status).toBe(401);
    expect(await claim(a.token, { linkId: envelope.linkId })).toMatchObject({ code: E.ownEnvelope, key: 'redEnvelope.errors.ownEnvelope' });
    const byLink = await claim(b.token, { linkId: envelope.linkId });
    expect(byLink).toMatchObject({ status: 200, code: 1 });
    const first = byLink.data as EnvelopeClaimed;
    expect(first.record).toMatchObject({ type: 10, kind: 'redEnvelope', direction: 'in', from: a.user.accid, to: b.user.accid, amount: first.amount, memo: 'Good luck' });
    expect(await claim(b.token, { linkId: envelope.linkId })).toMatchObject({ status: 409, code: E.alreadyClaimed });
    expect(await claim(b.token, { code: envelope.code })).toMatchObject({ code: E.alreadyClaimed });
    // Codes are typed: any case, spaces and dashes ignored.
    const typed = `${envelope.code.slice(0, 5).toLowerCase()}-${envelope.code.slice(5)}`;
    const byCode = await claim(c.token, { code: typed });
    expect(byCode).toMatchObject({ code: 1 });
    const second = byCode.data as EnvelopeClaimed;
    expect(await balanceOf(app, b.token, 'USDT')).toBe(first.amount);
    expect(await balanceOf(app, c.token, 'USDT')).toBe(second.amount);
    expect(await claim(d.token, { linkId: envelope.linkId })).toMatchObject({ status: 409, code: E.fullyClaimed });
    expect(escrowAfterSend - BigInt(await escrow())).toBe(10_000000n);
    expect(Number(first.amount) + Number(second.amount)).toBeCloseTo(10, 6);

    // Unknown link: 404; a malformed one is refused by the schema.
    expect(await claim(d.token, { linkId: 'A'.repeat(22) })).toMatchObject({ status: 404, code: E.envelopeUnknown });
    expect((await claim(d.token, { linkId: 'short' })).status).toBe(400);
    expect((await claim(d.token, {})).status).toBe(400);

    // The sender's notices: one per claim.
    const notices = (await get(a.token, WALLET_PATHS.notices)).data as NoticePage;
    const claimed = notices.items.filter((n) => n.kind === 'envelopeClaimed');
    // Newest first.
    expect(claimed.map((n) => [n.params.amount, n.params.claimed, n.params.quantity])).toEqual([
      [second.amount, '2', '2'],
      [first.amount, '1', '2'],
    ]);

    // Detail: the sender and the claimers see it, with both claims and the best-luck mark (all claimed).
    const detail = (await get(a.token, `${PATHS.detail}?id=${envelope.id}`)).data as EnvelopeDetail;
    expect(detail).toMatchObject({ mine: true, linkId: envelope.linkId, code: envelope.code, claimedCount: 2, claimedAmount: '10', state: 'finished', wishes: 'Good luck' });
    expect(detail.claims.map((x) => x.amount)).toEqual([first.amount, second.amount]);
    expect(detail.claims.filter((x) => x.bestLuck)).toHaveLength(1);
    expect(detail.claims.every((x) => x.name.includes('*'))).toBe(true);
    const seenByB = (await get(b.token, `${PATHS.detail}?id=${envelope.id}`)).data as EnvelopeDetail;
    expect(seenByB).toMatchObject({ mine: false, linkId: null, code: null });
    expect(seenByB.claims.map((x) => x.you)).toEqual([true, false]);
    // Anyone else: as if it did not exist.
    expect(await get(d.token, `${PATHS.detail}?id=${envelope.id}`)).toMatchObject({ status: 404, code: E.envelopeUnknown });
    expect((await get(undefined, `${PATHS.detail}?id=${envelope.id}`)).status).toBe(401);
    // By the shared link: the sender (who opens their own link) and a claimer get the detail, anyone else not.
    expect((await get(a.token, `${PATHS.detail}?linkId=${envelope.linkId}`)).data).toEqual(detail);
    expect((await get(b.token, `${PATHS.detail}?linkId=${envelope.linkId}`)).data).toEqual(seenByB);
    expect(await get(d.token, `${PATHS.detail}?linkId=${envelope.linkId}`)).toMatchObject({ status: 404, code: E.envelopeUnknown });
    expect((await get(a.token, `${PATHS.detail}?id=${envelope.id}&linkId=${envelope.linkId}`)).status).toBe(400);
    expect((await get(a.token, PATHS.detail)).status).toBe(400);

    // Lists with totals per coin.
    const sentPage = (await get(a.token, PATHS.sent)).data as SentPage;
    expect(sentPage.items[0]).toMatchObject({ id: envelope.id, claimedCount: 2, state: 'finished' });
    expect(sentPage.totals).toEqual([{ coin: 'USDT', amount: '10', count: 1 }]);
    const received = (await get(b.token, PATHS.received)).data as ReceivedPage;
    expect(received).toMatchObject({ items: [{ envelopeId: envelope.id, amount: first.amount, wishes: 'Good luck' }], totals: [{ coin: 'USDT', amount: first.amount, count: 1 }], nextCursor: null });
    const records = (await get(c.token, `${WALLET_PATHS.records}?type=10`)).data as RecordPage;
    expect(records.items.map((r) => r.amount)).toEqual([second.amount]);
  });

  it('pages the sent list', async () => {
    const a = await holder();
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await sent(a.token, { quantity: 1, amount: '1' })).id);
    const page1 = (await get(a.token, `${PATHS.sent}?limit=2`)).data as SentPage;
    expect(page1.items.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    const page2 = (await get(a.token, `${PATHS.sent}?limit=2&cursor=${page1.nextCursor}`)).data as SentPage;
    expect(page2).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null, totals: [{ coin: 'USDT', amount: '3', count: 3 }] });
  });

  it('blocks claiming by code after 5 wrong codes in 24 hours, per account and per IP, until the oldest is 24 hours old', async () => {
    const a = await holder();
    const envelope = await sent(a.token, { quantity: 5, amount: '5' });
    const guesser = await walletAccount(app);
    const wrong = envelope.code === '2222222222' ? '3333333333' : '2222222222';
    for (let i = 0; i < 5; i++) {
      expect(await claim(guesser.token, { code: wrong })).toMatchObject({ status: 404, code: E.codeWrong, key: 'redEnvelope.errors.codeWrong' });
      clock.advance(HOUR);
    }
    // Blocked, right code or not, from any address; the first miss was 5 hours ago: 19 hours left.
    expect(await claim(guesser.token, { code: envelope.code })).toMatchObject({ status: 429, code: E.codeLocked, params: { hours: 19 } });
    // A link still works.
    expect((await claim(guesser.token, { linkId: envelope.linkId })).code).toBe(1);

    // Per IP: five accounts, one wrong code each, from one address.
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await claim((await walletAccount(app)).token, { code: wrong }, ip)).code).toBe(E.codeWrong);
    const sixth = await walletAccount(app);
    expect((await claim(sixth.token, { code: envelope.code }, ip)).code).toBe(E.codeLocked);
    expect((await claim(sixth.token, { code: envelope.code })).code).toBe(1);

    // The account's block ends when its first miss is 24 hours old.
    const other = await sent(a.token, { quantity: 1, amount: '1' });
    clock.advance(19 * HOUR - 1);
    expect((await claim(guesser.token, { code: other.code })).code).toBe(E.codeLocked);
    clock.advance(1);
    expect((await claim(guesser.token, { code: other.code })).code).toBe(1);
  });

  it('can be claimed until its expiry instant, excluded; the job refunds the rest once, with a record and a notice', async () => {
    const a = await holder();
    const [b, c] = [await walletAccount(app), await walletAccount(app)];
    const envelope = await sent(a.token, { quantity: 3, amount: '10' });
    clock.advance(24 * HOUR - 1);
    const first = (await claim(b.token, { linkId: envelope.linkId })).data as EnvelopeClaimed;
    clock.advance(1);
    expect(await claim(c.token, { linkId: envelope.linkId })).toMatchObject({ status: 409, code: E.expired, key: 'redEnvelope.errors.expired' });
    expect(((await get(undefined, `${PATHS.preview}?linkId=${envelope.linkId}`)).data as EnvelopePreview).state).toBe('expired');

    const deps = { db: testDb.db, clock: clock.now, log: app.log, intervalMs: 60_000 };
    const entries = await count('journal_entries');
    const run1 = await runEnvelopeJob(deps);
    expect(run1.outcomes.refunded).toBeGreaterThanOrEqual(1);
    // Run again at once: the lease skips it; forced past the lease, it finds nothing due.
    expect((await runEnvelopeJob(deps)).ran).toBe(false);
    expect((await runEnvelopeJob(deps, { force: true })).outcomes.refunded).toBe(0);
    // Two runs that both listed it before either refunded: the second posts nothing.
    const row = (await findEnvelope(testDb.db, 'id', envelope.id))!;
    expect(await refundEnvelope(testDb.db, { now: clock.now(), runId: 'late' }, row)).toBe('replayed');
    const refunds = await testDb.db.query<{ n: string }>("SELECT count(*)::text AS n FROM journal_entries WHERE kind = 'envelope_refund' AND idempotency_key = $1", [
      `envelopeRefund-${envelope.id}`,
    ]);
    expect(refunds[0].n).toBe('1');
    expect(await count('journal_entries')).toBeGreaterThan(entries);

    // In base units: a float sum (90 + 9.718308) can come out as 99.71830800000001.
    const rest = 10_000000n - BigInt(Math.round(Number(first.amount) * 1e6));
    const detail = (await get(a.token, `${PATHS.detail}?id=${envelope.id}`)).data as EnvelopeDetail;
    expect(detail).toMatchObject({ state: 'refunded', claimedCount: 1, refundedAmount: formatBaseUnits(rest, 6) });
    expect(detail.claims[0].bestLuck).toBe(true);
    expect(await balanceOf(app, a.token, 'USDT')).toBe(formatBaseUnits(90_000000n + rest, 6));
    const records = (await get(a.token, `${WALLET_PATHS.records}?type=10`)).data as RecordPage;
    expect(records.items[0]).toMatchObject({ kind: 'redEnvelopeRefund', direction: 'in', from: 'redEnvelope', amount: detail.refundedAmount });
    const notices = (await get(a.token, WALLET_PATHS.notices)).data as NoticePage;
    expect(notices.items.filter((n) => n.kind === 'envelopeRefunded').map((n) => n.params.amount)).toEqual([detail.refundedAmount]);
    expect(await claim(c.token, { linkId: envelope.linkId })).toMatchObject({ code: E.expired });
  });

  it('refunds nothing for an envelope claimed in full, and never before expiry', async () => {
    const a = await holder();
    const b = await walletAccount(app);
    const full = await sent(a.token, { quantity: 1, amount: '1' });
    await claim(b.token, { linkId: full.linkId });
    const open = await sent(a.token, { quantity: 2, amount: '1' });
    const row = (await findEnvelope(testDb.db, 'id', open.id))!;
    expect(await refundEnvelope(testDb.db, { now: clock.now(), runId: 'early' }, row)).toBe('nothingLeft');
    clock.advance(24 * HOUR);
    await runEnvelopeJob({ db: testDb.db, clock: clock.now, log: app.log, intervalMs: 60_000 }, { force: true });
    const detail = (await get(a.token, `${PATHS.detail}?id=${full.id}`)).data as EnvelopeDetail;
    expect(detail).toMatchObject({ state: 'finished', refundedAmount: null });
    expect(((await get(a.token, `${PATHS.detail}?id=${open.id}`)).data as EnvelopeDetail).refundedAmount).toBe('1');
  });

  it('tells the sending rules and what is left of today\'s limit', async () => {
    const a = await holder();
    const before = (await get(a.token, PATHS.info)).data as EnvelopeInfo;
    expect(before).toMatchObject({ quantityMax: 100, wishesMax: 40, expiryHours: 24, dailyLimitUsd: '1000' });
    expect(before.coins).toContain('USDT');
    await sent(a.token, { quantity: 2, amount: '10' });
    const after = (await get(a.token, PATHS.info)).data as EnvelopeInfo;
    expect(Number(before.dailyRemainingUsd) - Number(after.dailyRemainingUsd)).toBeCloseTo(10, 1);
    expect((await get(undefined, PATHS.info)).status).toBe(401);
  });

  it('dev route: expires an envelope now and refunds its rest once, through the job\'s service', async () => {
    const a = await holder();
    const b = await walletAccount(app);
    const envelope = await sent(a.token, { quantity: 2, amount: '4', kind: 'fixed' });
    await claim(b.token, { linkId: envelope.linkId });
    const expire = () => call(app, 'POST', PATHS.devExpire, { id: envelope.id });
    const first = await expire();
    expect(first).toMatchObject({ code: 1 });
    expect((first.data as DevExpireResult).outcome).toBe('refunded');
    expect(((await expire()).data as DevExpireResult).outcome).toBe('replayed');
    const detail = (await get(a.token, `${PATHS.detail}?id=${envelope.id}`)).data as EnvelopeDetail;
    expect(detail).toMatchObject({ state: 'refunded', refundedAmount: '4' });
    expect(await balanceOf(app, a.token, 'USDT')).toBe('96');
    expect((await call(app, 'POST', PATHS.devExpire, { id: '999999999' })).status).toBe(404);
  });
});
