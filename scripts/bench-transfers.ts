/**
 * Load benchmark of internal transfers through the real HTTP API (issue "The cloud wallet's money").
 * Starts the server in this process on 127.0.0.1 (random port) against PGlite in a temp folder,
 * or against PostgreSQL when DATABASE_URL is set (use a throwaway database: it adds users and
 * entries), makes users with pay passwords, credits them, fires N transfers with C in flight for
 * at most T seconds, and prints transfers/second and latency percentiles. It stops by itself.
 *
 *   npx tsx scripts/bench-transfers.ts [--transfers 2000] [--concurrency 32] [--users 20] [--max-seconds 120] [--hash production|test]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54340/bench npx tsx scripts/bench-transfers.ts
 *
 * --hash production (default) verifies each pay password with the production argon2id cost,
 * as a real deployment does; --hash test uses the tests' cheap parameters, which shows what the
 * ledger itself sustains.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { HEADER_TOKEN } from '../lib/contract/envelope';
import { WALLET_PATHS } from '../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../features/cloudWallet/contract/walletRules';
import { createUser } from '../server/accounts/createUser';
import { buildApp } from '../server/app';
import { createSession } from '../server/auth/createSession';
import { type HashParams, PRODUCTION_HASH_PARAMS, TEST_HASH_PARAMS, passwordHasher } from '../server/auth/passwordHasher';
import { parseConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { openPgDb } from '../server/db/pgDb';
import { openPgliteDb } from '../server/db/pgliteDb';
import { auditLedger } from '../server/ledger/auditLedger';
import { creditAccount } from '../server/transfers/creditAccount';

const PAY_PASSWORD = '123456';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      transfers: { type: 'string', default: '2000' },
      concurrency: { type: 'string', default: '32' },
      users: { type: 'string', default: '20' },
      'max-seconds': { type: 'string', default: '120' },
      hash: { type: 'string', default: 'production' },
    },
  });
  const n = positive('transfers', values.transfers);
  const concurrency = positive('concurrency', values.concurrency);
  const userCount = Math.max(2, positive('users', values.users));
  const maxMs = positive('max-seconds', values['max-seconds']) * 1000;
  const hashParams: HashParams = values.hash === 'test' ? TEST_HASH_PARAMS : PRODUCTION_HASH_PARAMS;

  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  const tmp = databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-transfers-'));
  const db: Db = databaseUrl ? openPgDb(databaseUrl, (error) => console.error('pool error', error)) : await openPgliteDb(path.join(tmp!, 'pglite'));
  const hardStop = setTimeout(() => {
    console.error(`bench: still running after ${maxMs / 1000 + 60} s; giving up`);
    process.exit(1);
  }, maxMs + 60_000);
  hardStop.unref();

  try {
    const setupStart = performance.now();
    await migrate(db, path.join(import.meta.dirname, '../server'));
    const config = parseConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl ?? undefined, DATA_DIR: tmp ?? undefined, LOG_LEVEL: 'silent' }, process.cwd());
    const app = await buildApp({ db, config, logger: false, accounts: { secretKey: randomBytes(32), hashParams } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const hasher = passwordHasher(hashParams);
    const payHash = await hasher.hash(PAY_PASSWORD);
    const now = new Date();
    const users: { accid: string; token: string }[] = [];
    for (let i = 0; i < userCount; i++) {
      const user = await createUser(db, { phone: null, passwordHash: null, inviterId: null, registeredAt: now });
      await db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [user.id, payHash]);
      users.push({ accid: user.accid, token: await createSession(db, user.id, now) });
      await creditAccount(db, now, { to: user.accid, coin: 'USDT', amount: String(n * 2), createdBy: 'dev' });
    }
    const setupMs = performance.now() - setupStart;

    const latencies: number[] = [];
    const outcomes = new Map<string, number>();
    let next = 0;
    const deadlineAt = performance.now() + maxMs;
    const worker = async () => {
      while (next < n && performance.now() < deadlineAt) {
        next++;
        const from = Math.floor(Math.random() * users.length);
        const to = (from + 1 + Math.floor(Math.random() * (users.length - 1))) % users.length;
        const started = performance.now();
        let outcome: string;
        try {
          const res = await fetch(`${base}${WALLET_PATHS.internalTransfer}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [HEADER_TOKEN]: users[from].token, [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
            body: JSON.stringify({ coin: 'USDT', to: users[to].accid, amount: '1', payPassword: PAY_PASSWORD }),
            // Each request is cut off at the run's time limit, so the script always ends.
            signal: AbortSignal.timeout(Math.max(1, Math.ceil(deadlineAt - performance.now()))),
          });
          outcome = `code ${((await res.json()) as { code: number }).code}`;
        } catch (error) {
          outcome = performance.now() >= deadlineAt ? 'cut off at the time limit' : `network error: ${(error as Error).message.slice(0, 80)}`;
        }
        if (outcome === 'code 1') latencies.push(performance.now() - started);
        outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
      }
    };
    const runStart = performance.now();
    await Promise.all(Array.from({ length: concurrency }, worker));
    const runMs = performance.now() - runStart;

    const problems = await auditLedger(db);
    await app.close();
    latencies.sort((a, b) => a - b);
    const ok = latencies.length;
    const pct = (p: number) => (ok ? latencies[Math.min(ok - 1, Math.ceil((p / 100) * ok) - 1)].toFixed(1) : '-');
    console.log(
      [
        `database       ${db.kind}${databaseUrl ? '' : ` (${tmp})`}`,
        `pay password   argon2id ${values.hash === 'test' ? 'test' : 'production'} cost (m=${hashParams.memoryCost} KiB, t=${hashParams.timeCost})`,
        `setup          ${userCount} users credited in ${(setupMs / 1000).toFixed(1)} s`,
        `transfers      ${ok} succeeded of ${n} asked, concurrency ${concurrency}, in ${(runMs / 1000).toFixed(2)} s`,
        `throughput     ${((ok / runMs) * 1000).toFixed(1)} transfers/s`,
        `latency (ms)   p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}  max ${ok ? latencies[ok - 1].toFixed(1) : '-'}`,
        `outcomes       ${[...outcomes].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
        `ledger audit   ${problems.length === 0 ? 'sound (every coin sums to zero; balances equal their legs)' : problems.join('; ')}`,
      ].join('\n'),
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await db.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got ${value}`);
  return n;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
