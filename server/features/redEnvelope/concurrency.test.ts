import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { type EnvelopeClaimed, type EnvelopeCreated, RED_ENVELOPE_ERRORS, RED_ENVELOPE_PATHS } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { createUser } from '../account/createUser';
import { createSession } from '../../core/auth/createSession';
import { fakeClock } from '../../testing/fakeClock';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { type ListeningApp, useListeningApp } from '../../testing/useListeningApp';
import { PAY_PASSWORD, credit, walletAccount } from '../../testing/walletClient';
import { findEnvelope } from './envelopeRow';
import { refundEnvelope } from './refundEnvelope';
import { runEnvelopeJob } from './runEnvelopeJob';

const postgres = testDbTargets.find((t) => t.name === 'postgres')!;

describe('concurrent red envelope claims against PostgreSQL', () => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let post: ListeningApp['post'];
  const clock = fakeClock(new Date());
  useListeningApp(postgres, { env: { ENVELOPE_JOB_SECONDS: '0' }, clock }, (opened) => ({ app, testDb, post } = opened));

  const escrow = async (coin: string) =>
    BigInt((await testDb.db.query<{ balance: string }>("SELECT balance FROM ledger_accounts WHERE kind = 'envelope_escrow' AND coin = $1", [coin]))[0].balance);
  /** Users and sessions straight in the database (the HTTP register flow is slow for 1,000). */
  async function users(n: number): Promise<string[]> {
    const tokens: string[] = [];
    for (let i = 0; i < n; i++) {
      const user = await createUser(testDb.db, { phone: null, passwordHash: null, inviterId: null, registeredAt: clock.now() });
      tokens.push(await createSession(testDb.db, user.id, clock.now()));
    }
    return tokens;
  }
  async function envelope(coin: string, quantity: number, amount: string) {
    const sender = await walletAccount(app);
    await credit(app, sender.user.accid, coin, amount);
    const res = await post(RED_ENVELOPE_PATHS.create, sender.token, { coin, kind: 'lucky', quantity, amount, payPassword: PAY_PASSWORD }, randomUUID());
    expect(res.code).toBe(1);
    return { sender, envelope: (res.data as EnvelopeCreated).envelope };
  }

  it('gives a 100-share envelope to exactly 100 of 1,000 users claiming at once; the shares sum to the total, escrow ends at 0', async () => {
    const { envelope: e } = await envelope('USDT', 100, '100');
    const tokens = await users(1000);
    const latencies: number[] = [];
    const started = performance.now();
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const t0 = performance.now();
        const answer = await post(RED_ENVELOPE_PATHS.claim, token, { linkId: e.linkId });
        latencies.push(performance.now() - t0);
        return answer;
      }),
    );
    const wallMs = performance.now() - started;
    const won = answers.filter((a) => a.code === 1);
    expect(won).toHaveLength(100);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.code === RED_ENVELOPE_ERRORS.fullyClaimed)).toBe(true);
    const amounts = won.map((a) => (a.data as EnvelopeClaimed).amount);
    const sumUnits = amounts.reduce((s, a) => s + BigInt(Math.round(Number(a) * 1e6)), 0n);
    expect(sumUnits).toBe(100_000000n);
    expect(await escrow('USDT')).toBe(0n);
    const [shares] = await testDb.db.query<{ claimed: number; users: number; entries: number }>(
      `SELECT count(*)::int AS claimed, count(DISTINCT claimed_by)::int AS users, count(DISTINCT claim_entry_id)::int AS entries
         FROM envelope_shares WHERE envelope_id = $1 AND claimed_by IS NOT NULL`,
      [e.id],
    );
    expect(shares).toEqual({ claimed: 100, users: 100, entries: 100 });
    latencies.sort((a, b) => a - b);
    const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(0);
    console.log(`1,000 concurrent claims on 100 shares (PostgreSQL, pool of 10): ${wallMs.toFixed(0)} ms in all; latency p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${pct(100)} ms`);
  }, 180_000);

  it('gives one user claiming 20 times at once one share', async () => {
    const { envelope: e } = await envelope('BTC', 10, '0.01');
    const [token] = await users(1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(RED_ENVELOPE_PATHS.claim, token, { linkId: e.linkId })));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(codes.filter((c) => c !== 1).every((c) => c === RED_ENVELOPE_ERRORS.alreadyClaimed)).toBe(true);
    const [n] = await testDb.db.query<{ n: number }>('SELECT count(*)::int AS n FROM envelope_shares WHERE envelope_id = $1 AND claimed_by IS NOT NULL', [e.id]);
    expect(n.n).toBe(1);
  }, 60_000);

  it('refunds once when expiry jobs race', async () => {
    const { envelope: e, sender } = await envelope('ETH', 10, '1');
    const tokens = await users(3);
    for (const token of tokens) expect((await post(RED_ENVELOPE_PATHS.claim, token, { linkId: e.linkId })).code).toBe(1);
    const before = await escrow('ETH');
    clock.advance(24 * 3_600_000);
    const deps = { db: testDb.db, clock: clock.now, log: app.log, intervalMs: 60_000 };
    const row = (await findEnvelope(testDb.db, 'id', e.id))!;
    const outcomes = await Promise.all([
      runEnvelopeJob(deps, { force: true }),
      runEnvelopeJob(deps, { force: true }),
      runEnvelopeJob(deps),
      ...Array.from({ length: 5 }, (_, i) => refundEnvelope(testDb.db, { now: clock.now(), runId: `race${i}` }, row)),
    ]);
    const [entries] = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'envelope_refund' AND idempotency_key = $1", [
      `envelopeRefund-${e.id}`,
    ]);
    expect(entries.n).toBe(1);
    const refunded = (await findEnvelope(testDb.db, 'id', e.id))!;
    expect(BigInt(refunded.refunded_amount!)).toBe(before);
    expect(await escrow('ETH')).toBe(0n);
    const direct = outcomes.slice(3) as string[];
    expect(direct.every((o) => ['refunded', 'replayed', 'nothingLeft'].includes(o))).toBe(true);
    const [records] = await testDb.db.query<{ n: number }>("SELECT count(*)::int AS n FROM wallet_records WHERE kind = 'redEnvelopeRefund' AND to_label = $1", [sender.user.accid]);
    expect(records.n).toBe(1);
  }, 60_000);
});
