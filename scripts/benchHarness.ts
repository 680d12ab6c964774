/**
 * What the HTTP load benchmarks share (scripts/bench-transfers.ts, scripts/bench-swap.ts): a server
 * on 127.0.0.1 on PGlite in a temp folder or on DATABASE_URL, users with pay passwords and credit,
 * a pool of concurrent workers with a time limit, and latency percentiles.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createUser } from '../server/features/account/createUser';
import { buildApp } from '../server/app';
import { createSession } from '../server/core/auth/createSession';
import { type HashParams, PRODUCTION_HASH_PARAMS, TEST_HASH_PARAMS, passwordHasher } from '../server/core/auth/passwordHasher';
import { type Env, parseConfig } from '../server/config';
import type { Db } from '../server/db/db';
import { migrate } from '../server/db/migrate';
import { openPgDb } from '../server/db/pgDb';
import { openPgliteDb } from '../server/db/pgliteDb';
import { creditAccount } from '../server/features/cloudWallet/transfers/creditAccount';

export const BENCH_PAY_PASSWORD = '123456';

export type BenchServer = {
  db: Db;
  base: string;
  hashParams: HashParams;
  /** `count` users with pay password 123456, each credited `credits` (coin → amount). */
  users(count: number, credits: Record<string, string>): Promise<{ accid: string; token: string }[]>;
  close(): Promise<void>;
};

/**
 * The API host with a fresh database (PGlite in a temp folder, or DATABASE_URL — a throwaway
 * database: it adds users and entries), migrated, listening on a random port of 127.0.0.1.
 *
 * @example const server = await startBenchServer({ hash: 'test', env: { SWAP_DAILY_LIMIT_USD: '1000000000' } })
 */
export async function startBenchServer(opts: { hash: string | undefined; env?: Env }): Promise<BenchServer> {
  const hashParams: HashParams = opts.hash === 'test' ? TEST_HASH_PARAMS : PRODUCTION_HASH_PARAMS;
  const databaseUrl = process.env.DATABASE_URL?.trim() || null;
  const tmp = databaseUrl ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const db: Db = databaseUrl ? openPgDb(databaseUrl, (error) => console.error('pool error', error)) : await openPgliteDb(path.join(tmp!, 'pglite'));
  await migrate(db, path.join(import.meta.dirname, '../server'));
  const config = parseConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl ?? undefined, DATA_DIR: tmp ?? undefined, LOG_LEVEL: 'silent', ...opts.env }, process.cwd());
  const app = await buildApp({ db, config, logger: false, accounts: { secretKey: randomBytes(32), hashParams } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const payHash = await passwordHasher(hashParams).hash(BENCH_PAY_PASSWORD);
  return {
    db,
    base,
    hashParams,
    async users(count, credits) {
      const now = new Date();
      const made: { accid: string; token: string }[] = [];
      for (let i = 0; i < count; i++) {
        const user = await createUser(db, { phone: null, passwordHash: null, inviterId: null, registeredAt: now });
        await db.query('UPDATE users SET pay_password_hash = $2 WHERE id = $1', [user.id, payHash]);
        made.push({ accid: user.accid, token: await createSession(db, user.id, now) });
        for (const [coin, amount] of Object.entries(credits)) await creditAccount(db, now, { to: user.accid, coin, amount, createdBy: 'dev' });
      }
      return made;
    },
    async close() {
      await app.close();
      await db.close();
      if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
    },
  };
}

export type PoolResult = { ok: number; runMs: number; latencies: Map<string, number[]>; outcomes: Map<string, number> };

/**
 * Runs `task` `n` times with `concurrency` in flight, for at most `maxMs`. A task times its own
 * steps with `time(label, promise)` and returns its outcome ('ok' counts as success).
 *
 * @example await runPool({ n: 1000, concurrency: 32, maxMs: 60_000, task: async (i, time) => ... })
 */
export async function runPool(opts: {
  n: number;
  concurrency: number;
  maxMs: number;
  task: (index: number, time: <T>(label: string, run: () => Promise<T>) => Promise<T>, signal: AbortSignal) => Promise<string>;
}): Promise<PoolResult> {
  const latencies = new Map<string, number[]>();
  const outcomes = new Map<string, number>();
  const deadlineAt = performance.now() + opts.maxMs;
  const time = async <T,>(label: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const value = await run();
    latencies.set(label, [...(latencies.get(label) ?? []), performance.now() - started]);
    return value;
  };
  let next = 0;
  let ok = 0;
  const worker = async () => {
    while (next < opts.n && performance.now() < deadlineAt) {
      const index = next++;
      let outcome: string;
      try {
        // Each request is cut off at the run's time limit, so the script always ends.
        outcome = await opts.task(index, time, AbortSignal.timeout(Math.max(1, Math.ceil(deadlineAt - performance.now()))));
      } catch (error) {
        outcome = performance.now() >= deadlineAt ? 'cut off at the time limit' : `error: ${(error as Error).message.slice(0, 80)}`;
      }
      if (outcome === 'ok') ok++;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }
  };
  const start = performance.now();
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  return { ok, runMs: performance.now() - start, latencies, outcomes };
}

/** "p50 12.3  p90 …  p99 …  max …" of a list of milliseconds. */
export function percentiles(values: readonly number[] | undefined): string {
  const sorted = [...(values ?? [])].sort((a, b) => a - b);
  if (sorted.length === 0) return '-';
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1);
  return `p50 ${pct(50)}  p90 ${pct(90)}  p99 ${pct(99)}  max ${sorted[sorted.length - 1].toFixed(1)}`;
}

/** A positive whole number from a command-line option. */
export function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number, got ${value}`);
  return n;
}

