/**
 * Load benchmark of the flash swap through the real HTTP API, beside internal transfers
 * on the same server and database: first `--transfers` internal transfers, then `--swaps` swaps
 * (each a quote and its accept), both with `--concurrency` clients in flight. Prints quotes and
 * accepts p50/p90/p99 and accepts per second next to transfers per second, and audits the ledger.
 *
 *   npx tsx scripts/bench-swap.ts [--swaps 1000] [--transfers 1000] [--concurrency 100] [--users 100] [--max-seconds 120] [--hash production|test]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:54329/bench npx tsx scripts/bench-swap.ts --hash test
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { HEADER_TOKEN } from '../lib/contract/envelope';
import { WALLET_PATHS } from '../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../features/cloudWallet/contract/walletRules';
import { FLASH_SWAP_PATHS, type SwapQuote } from '../features/flashSwap/contract/flashSwapApi';
import { auditLedger } from '../server/ledger/auditLedger';
import { moveSwapTreasury } from '../server/features/flashSwap/moveSwapTreasury';
import { BENCH_PAY_PASSWORD, percentiles, positive, runPool, startBenchServer } from './benchHarness';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      swaps: { type: 'string', default: '1000' },
      transfers: { type: 'string', default: '1000' },
      concurrency: { type: 'string', default: '100' },
      users: { type: 'string', default: '100' },
      'max-seconds': { type: 'string', default: '120' },
      hash: { type: 'string', default: 'production' },
    },
  });
  const swaps = positive('swaps', values.swaps);
  const transfers = positive('transfers', values.transfers);
  const concurrency = positive('concurrency', values.concurrency);
  const userCount = Math.max(2, positive('users', values.users));
  const maxMs = positive('max-seconds', values['max-seconds']) * 1000;
  const hardStop = setTimeout(() => {
    console.error('bench: still running long after its time limit; giving up');
    process.exit(1);
  }, 2 * maxMs + 120_000);
  hardStop.unref();

  // Limits wide enough that the run measures the path, not the refusals.
  const server = await startBenchServer({ hash: values.hash, env: { SWAP_DAILY_LIMIT_USD: '999999999999', SWAP_MAX_USD: '999999999999', SWAP_QUOTE_SECONDS: '120' } });
  try {
    const setupStart = performance.now();
    const users = await server.users(userCount, { USDT: String((swaps + transfers) * 200) });
    await moveSwapTreasury(server.db, new Date(), { direction: 'fund', coin: 'BTC', amount: '1000', createdBy: 'operator:bench' });
    const setupMs = performance.now() - setupStart;
    const post = async (path: string, token: string, body: unknown, signal: AbortSignal, key?: string) => {
      const res = await fetch(`${server.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [HEADER_TOKEN]: token, ...(key ? { [HEADER_IDEMPOTENCY_KEY]: key } : {}) },
        body: JSON.stringify(body),
        signal,
      });
      return (await res.json()) as { code: number; data: unknown };
    };

    const transferRun = await runPool({
      n: transfers,
      concurrency,
      maxMs,
      task: async (i, time, signal) => {
        const from = users[i % users.length];
        const to = users[(i + 1) % users.length];
        const res = await time('transfer', () =>
          post(WALLET_PATHS.internalTransfer, from.token, { coin: 'USDT', to: to.accid, amount: '1', payPassword: BENCH_PAY_PASSWORD }, signal, randomUUID()),
        );
        return res.code === 1 ? 'ok' : `transfer code ${res.code}`;
      },
    });

    const swapRun = await runPool({
      n: swaps,
      concurrency,
      maxMs,
      task: async (i, time, signal) => {
        const user = users[i % users.length];
        const quote = await time('quote', () => post(FLASH_SWAP_PATHS.quote, user.token, { from: 'USDT', to: 'BTC', side: 'from', amount: '100' }, signal));
        if (quote.code !== 1) return `quote code ${quote.code}`;
        const accept = await time('accept', () =>
          post(FLASH_SWAP_PATHS.accept, user.token, { quoteId: (quote.data as SwapQuote).id, payPassword: BENCH_PAY_PASSWORD }, signal, randomUUID()),
        );
        return accept.code === 1 ? 'ok' : `accept code ${accept.code}`;
      },
    });

    const problems = await auditLedger(server.db);
    const perSecond = (ok: number, ms: number) => ((ok / ms) * 1000).toFixed(1);
    console.log(
      [
        `database       ${server.db.kind}`,
        `pay password   argon2id ${values.hash === 'test' ? 'test' : 'production'} cost (m=${server.hashParams.memoryCost} KiB, t=${server.hashParams.timeCost})`,
        `setup          ${userCount} users credited in ${(setupMs / 1000).toFixed(1)} s; concurrency ${concurrency}`,
        `transfers      ${transferRun.ok} of ${transfers} in ${(transferRun.runMs / 1000).toFixed(2)} s: ${perSecond(transferRun.ok, transferRun.runMs)}/s; latency (ms) ${percentiles(transferRun.latencies.get('transfer'))}`,
        `swaps          ${swapRun.ok} of ${swaps} in ${(swapRun.runMs / 1000).toFixed(2)} s: ${perSecond(swapRun.ok, swapRun.runMs)} accepts/s`,
        `  quote (ms)   ${percentiles(swapRun.latencies.get('quote'))}`,
        `  accept (ms)  ${percentiles(swapRun.latencies.get('accept'))}`,
        `outcomes       transfers ${[...transferRun.outcomes].map(([k, v]) => `${k}: ${v}`).join(', ')}; swaps ${[...swapRun.outcomes].map(([k, v]) => `${k}: ${v}`).join(', ')}`,
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
