/**
 * Load benchmark of the market API over HTTP: 200 concurrent keep-alive clients (by
 * default), a third each asking again and again for the list (GET /api/market/tickers, the full
 * answer), the list with If-None-Match as a browser or the service worker sends it (304), and a
 * chart (GET /api/market/candles, one of the top 50 assets, each range in turn), for a fixed
 * time; prints p50/p99 latency per kind. It measures a running server: the job's first run
 * (which fetches every chart) has ended before the clients start. The server is `server/main.ts` in a child process on
 * 127.0.0.1 (production mode, PGlite in a temp folder), its market fed by a Binance-compatible
 * source of 520 assets of TEST DATA (server/features/market/testing/generatedBinance.ts) run here, or the
 * labelled sample with `--source sample`. The job keeps running during the measurement.
 *
 *   npx tsx scripts/bench-market.ts [--clients 200] [--seconds 20] [--source replay|sample]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { MARKET_PATHS, type MarketTickers } from '../features/market/contract/marketApi';
import { CHART_RANGES } from '../features/market/contract/marketRules';
import { generatedBinanceKlines, generatedBinanceTickers } from '../server/features/market/testing/generatedBinance';

type Answer = { status: number; body: string; etag: string | undefined };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '200' },
      seconds: { type: 'string', default: '20' },
      source: { type: 'string', default: 'replay' },
    },
  });
  const clients = positive('clients', values.clients);
  const runMs = positive('seconds', values.seconds) * 1000;
  const replay = values.source !== 'sample';

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-market-'));
  const source = replay ? await startSource() : null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(path.join('node_modules', '.bin', 'tsx'), ['server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      PUBLIC_ORIGIN: base,
      SECRET_KEY: randomBytes(32).toString('hex'),
      DATA_DIR: path.join(tmp, 'pglite'),
      LOG_LEVEL: 'warn',
      // The first run fetches every tracked chart (a running server has them all after a few runs).
      ...(source ? { MARKET_SOURCES: `binance=${source.url}`, MARKET_CANDLE_REQUESTS_PER_RUN: '1000' } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const hardStop = setTimeout(() => {
    console.error('bench: still running three minutes past its time; giving up');
    server.kill();
    process.exit(1);
  }, runMs + 180_000);
  hardStop.unref();
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  try {
    // Wait for the server and the job's first run (the list).
    let list: MarketTickers | null = null;
    for (let waited = 0; waited < 120_000 && !list?.tickers.length; waited += 500) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      list = await get(agent, `${base}${MARKET_PATHS.tickers}`)
        .then((a) => (JSON.parse(a.body) as { data: MarketTickers }).data)
        .catch(() => null);
    }
    if (!list?.tickers.length) throw new Error('the server did not list any asset within 2 minutes');
    const symbols = list.tickers.slice(0, 50).map((t) => t.symbol);
    // Wait until the job has stored every chart asked for (its first run has then ended).
    const ranges = ['1D', '1W', '1Y'] as const;
    for (let waited = 0; waited < 300_000; waited += 1000) {
      const answers = await Promise.all(
        symbols.flatMap((symbol) =>
          ranges.map((range) => get(agent, `${base}${MARKET_PATHS.candles}?symbol=${symbol}&range=${range}`).then((a) => (JSON.parse(a.body) as { data: { points: unknown[] } }).data.points.length)),
        ),
      );
      if (answers.every((n) => n > 0)) break;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const kinds = ['tickers', 'tickers 304', 'candles'] as const;
    const latencies = Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<(typeof kinds)[number], number[]>;
    const failures = new Map<string, number>();
    let etag = (await get(agent, `${base}${MARKET_PATHS.tickers}`)).etag ?? '';
    let turn = 0;
    const deadline = performance.now() + runMs;
    const client = async (kind: (typeof kinds)[number]) => {
      while (performance.now() < deadline) {
        const n = turn++;
        const url =
          kind === 'candles'
            ? `${base}${MARKET_PATHS.candles}?symbol=${symbols[n % symbols.length]}&range=${CHART_RANGES[n % CHART_RANGES.length]}`
            : `${base}${MARKET_PATHS.tickers}`;
        const started = performance.now();
        try {
          const answer = await get(agent, url, kind === 'tickers 304' ? { 'if-none-match': etag } : {});
          if (kind === 'tickers' && answer.etag) etag = answer.etag;
          if (answer.status === 200 || (kind === 'tickers 304' && answer.status === 304)) latencies[kind].push(performance.now() - started);
          else failures.set(`${kind} HTTP ${answer.status}`, (failures.get(`${kind} HTTP ${answer.status}`) ?? 0) + 1);
        } catch (error) {
          const key = `${kind}: ${(error as Error).message.slice(0, 60)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: clients }, (_, i) => client(kinds[i % kinds.length]!)));
    const seconds = (performance.now() - started) / 1000;

    console.log(
      `market API: ${clients} concurrent clients for ${seconds.toFixed(1)} s; ${list.tickers.length} assets (${replay ? 'Binance-compatible test data' : 'the sample'}); server/main.ts in production mode on PGlite; ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}`,
    );
    for (const kind of kinds) {
      const sorted = latencies[kind].sort((a, b) => a - b);
      const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!.toFixed(1) : '-');
      console.log(`  ${kind.padEnd(12)} ${String(sorted.length).padStart(7)} ok  ${(sorted.length / seconds).toFixed(0).padStart(6)}/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms`);
    }
    if (failures.size > 0) console.log('  failures:', Object.fromEntries(failures));
  } finally {
    agent.destroy();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await source?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function get(agent: http.Agent, url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers, timeout: 60_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), etag: res.headers.etag }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
  });
}

/** The Binance-compatible test source of e2e/marketSourceServer.ts, in this process. */
async function startSource() {
  const tickers = generatedBinanceTickers(520);
  const body = JSON.stringify(tickers);
  const prices = new Map(tickers.map((t) => [String(t.symbol), Number(t.lastPrice)]));
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/api/v3/ticker/24hr') return res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    const pair = url.searchParams.get('symbol') ?? '';
    const rows = generatedBinanceKlines(pair, url.searchParams.get('interval') ?? '', Number(url.searchParams.get('limit') ?? 500), prices.get(pair) ?? 1, new Date());
    res.writeHead(rows ? 200 : 400, { 'content-type': 'application/json' }).end(JSON.stringify(rows ?? { code: -1121 }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function positive(name: string, value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name} must be a positive whole number`);
  return n;
}

await main();
