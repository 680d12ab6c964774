/**
 * Benchmark: the time from the market's tickers answer arriving to the market list's first rows
 * painted, for a list of 520 assets, in Playwright's Pixel 7 profile (viewport, pixel ratio, touch,
 * user agent) in Debian's Chromium. Runs the built app (`npm run build` first) on a throwaway data
 * folder, fed by the Binance-compatible test source (e2e/marketSourceServer.ts, test data), and
 * prints each run and the median, without and with Chromium's 4× CPU slowdown (a mid-range phone).
 *
 *   npx tsx scripts/bench-market-list.ts [--runs 7] [--port 3790]
 *
 * "Arriving" is the tickers request's `responseEnd` (Resource Timing); "painted" is the mark
 * `market-rows-painted` (features/market/ui/MarketList.tsx: set in a task queued from the animation
 * frame of the first rows, so after their paint).
 */
import { chromium, devices } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const RUNS = option('runs', 7);
const PORT = option('port', 3790);
const SOURCE_PORT = PORT + 1;
const BASE = `http://127.0.0.1:${PORT}`;

function start(command: string, commandArgs: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, commandArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code && code !== 0) console.error(`${command} ${commandArgs.join(' ')} exited with ${code}`);
  });
  return child;
}

async function waitFor(check: () => Promise<boolean>, what: string, ms = 90_000): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if (await check()) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const dataDir = mkdtempSync(join(tmpdir(), 'bench-market-'));
const children: ChildProcess[] = [];
try {
  children.push(start('node_modules/.bin/tsx', ['e2e/marketSourceServer.ts'], { MARKET_SOURCE_PORT: String(SOURCE_PORT) }));
  children.push(
    start('node_modules/.bin/tsx', ['server/main.ts'], {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      MARKET_SOURCES: `binance=http://127.0.0.1:${SOURCE_PORT}`,
      MARKET_INTERVAL_SECONDS: '5',
    }),
  );
  await waitFor(async () => {
    const body = (await (await fetch(`${BASE}/api/market/tickers`)).json()) as { data: { tickers: unknown[]; source: { kind: string } } };
    return body.data.source.kind === 'live' && body.data.tickers.length >= 500;
  }, 'the app server with 500+ tickers');

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  for (const slowdown of [1, 4]) {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      await page.goto(`${BASE}/index/market`);
      const handle = await page.waitForFunction(
        () => {
          const mark = performance.getEntriesByName('market-rows-painted')[0];
          const answer = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/market/tickers')) as PerformanceResourceTiming | undefined;
          const count = Number(document.querySelector('[data-testid="market-list"]')?.getAttribute('data-count') ?? 0);
          return mark && answer ? { ms: mark.startTime - answer.responseEnd, count, rows: document.querySelectorAll('[data-testid="market-row"]').length } : null;
        },
        undefined,
        { timeout: 60_000 },
      );
      const result = (await handle.jsonValue()) as { ms: number; count: number; rows: number };
      times.push(result.ms);
      console.log(`cpu ${slowdown}x run ${run + 1}: ${result.ms.toFixed(1)} ms (${result.count} assets, ${result.rows} rows in the DOM)`);
      await context.close();
    }
    console.log(`cpu ${slowdown}x median of ${RUNS}: ${median(times).toFixed(1)} ms (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`);
  }
  await browser.close();
} finally {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
