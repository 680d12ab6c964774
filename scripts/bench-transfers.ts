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
 * ledger itself sustains. scripts/bench-swap.ts runs transfers and flash swaps on one server.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { HEADER_TOKEN } from '../lib/contract/envelope';
import { WALLET_PATHS } from '../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../features/cloudWallet/contract/walletRules';
import { auditLedger } from '../server/ledger/auditLedger';
import { BENCH_PAY_PASSWORD, percentiles, positive, runPool, startBenchServer } from './benchHarness';

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
  const hardStop = setTimeout(() => {
    console.error(`bench: still running after ${maxMs / 1000 + 60} s; giving up`);
    process.exit(1);
  }, maxMs + 60_000);
  hardStop.unref();

  const server = await startBenchServer({ hash: values.hash });
  try {
    const setupStart = performance.now();
    const users = await server.users(userCount, { USDT: String(n * 2) });
    const setupMs = performance.now() - setupStart;
    const run = await runPool({
      n,
      concurrency,
      maxMs,
      task: async (_i, time, signal) => {
        const from = Math.floor(Math.random() * users.length);
        const to = (from + 1 + Math.floor(Math.random() * (users.length - 1))) % users.length;
        const res = await time('transfer', () =>
          fetch(`${server.base}${WALLET_PATHS.internalTransfer}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [HEADER_TOKEN]: users[from].token, [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
            body: JSON.stringify({ coin: 'USDT', to: users[to].accid, amount: '1', payPassword: BENCH_PAY_PASSWORD }),
            signal,
          }),
        );
        const { code } = (await res.json()) as { code: number };
        return code === 1 ? 'ok' : `code ${code}`;
      },
    });
    const problems = await auditLedger(server.db);
    console.log(
      [
        `database       ${server.db.kind}`,
        `pay password   argon2id ${values.hash === 'test' ? 'test' : 'production'} cost (m=${server.hashParams.memoryCost} KiB, t=${server.hashParams.timeCost})`,
        `setup          ${userCount} users credited in ${(setupMs / 1000).toFixed(1)} s`,
        `transfers      ${run.ok} succeeded of ${n} asked, concurrency ${concurrency}, in ${(run.runMs / 1000).toFixed(2)} s`,
        `throughput     ${((run.ok / run.runMs) * 1000).toFixed(1)} transfers/s`,
        `latency (ms)   ${percentiles(run.latencies.get('transfer'))}`,
        `outcomes       ${[...run.outcomes].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
        `ledger audit   ${problems.length === 0 ? 'sound (every coin sums to zero; balances equal their legs)' : problems.join('; ')}`,
      ].join('\n'),
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await server.close();
  }
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error('bench failed:', error);
    process.exit(1);
  },
);
