/**
 * The first-screen check of the test command (issue 13): Lighthouse (mobile, simulated throttling,
 * its defaults) against the built app served by the real server, in Debian's Chromium. Each page is
 * measured RUNS times from a cold cache; the median of each figure must meet issue 13's targets.
 *
 *   node scripts/lighthouse.mjs                 # every page, 3 runs each, fails below the targets
 *   node scripts/lighthouse.mjs --runs 1 /relogin
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh node scripts/lighthouse.mjs   # also writes each run's JSON report
 *
 * It starts its own server on 127.0.0.1 (LIGHTHOUSE_PORT, default 3900) with a fresh embedded database
 * and stops it afterwards. Run `npm run build` first.
 *
 * The simulated figures move with the machine's speed (Lighthouse's CPU benchmark, printed per page,
 * varied 1,200-2,900 between runs on the 2-core CI machine). Since the service worker registers
 * once the app is up (lib/firstPaint/earlySettings.ts), the medians are 100 with 2-22 ms of TBT even
 * at ~1,500: the targets hold with room to spare (README, "The first screen").
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The pages of issue 13, all as a first-time visitor (logged out, nothing stored). */
export const PAGES = ['/index/home', '/relogin', '/index/mypage', '/index/market'];

/** Issue 13's targets, enforced on the median of each page's runs. */
export const TARGETS = {
  performance: 95, // score, 0-100
  accessibility: 100,
  'best-practices': 100,
  lcp: 1500, // ms
  tbt: 200, // ms
  cls: 0.05,
};

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3900);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function parseArgs(argv) {
  let runs = 3;
  const pages = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--runs') runs = Number(argv[++i]);
    else pages.push(argv[i]);
  }
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return { runs, pages: pages.length ? pages : PAGES };
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'wallet-lighthouse-'));
  // As `npm start` runs it: the built export and the API on one origin, the embedded database.
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    try {
      if ((await fetch(`${ORIGIN}/api/public/initInfo`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not answer within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return {
    async stop() {
      server.kill('SIGTERM');
      await new Promise((resolve) => (server.exitCode !== null ? resolve() : server.once('exit', resolve)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function figures(lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

function failures(page, m, limits) {
  const out = [];
  for (const key of ['performance', 'accessibility', 'best-practices']) {
    if (m[key] < limits[key]) out.push(`${page}: ${key} ${m[key]} < ${limits[key]}`);
  }
  if (!(m.lcp <= limits.lcp)) out.push(`${page}: LCP ${Math.round(m.lcp)} ms > ${limits.lcp} ms`);
  if (!(m.tbt <= limits.tbt)) out.push(`${page}: TBT ${Math.round(m.tbt)} ms > ${limits.tbt} ms`);
  if (!(m.cls <= limits.cls)) out.push(`${page}: CLS ${m.cls.toFixed(3)} > ${limits.cls}`);
  return out;
}

/** One Lighthouse run; a run whose trace Chrome failed to record (NO_NAVSTART and the like) is taken again, twice at most. */
async function measure(url, port, attempt = 1) {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] });
  if (!result) throw new Error(`no result for ${url}`);
  if (result.lhr.runtimeError) {
    if (attempt < 3) return measure(url, port, attempt + 1);
    throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
  }
  return result;
}

async function main() {
  const { runs, pages } = parseArgs(process.argv.slice(2));
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    logLevel: 'silent',
  });
  const rows = [];
  const failed = [];
  try {
    for (const page of pages) {
      const results = [];
      for (let run = 1; run <= runs; run++) {
        const result = await measure(`${ORIGIN}${page}`, chrome.port);
        results.push(figures(result.lhr));
        if (reportDir) writeFileSync(join(reportDir, `${page.replaceAll('/', '_').slice(1) || 'root'}-${run}.json`), result.report);
      }
      const m = Object.fromEntries(Object.keys(results[0]).map((key) => [key, median(results.map((r) => r[key]))]));
      rows.push({ page, runs: results, median: m });
      failed.push(...failures(page, m, TARGETS));
    }
  } finally {
    await chrome.kill();
    await server.stop();
  }

  const ms = (v) => `${Math.round(v)} ms`;
  console.log(`Lighthouse (mobile, simulated throttling), median of ${runs} run(s) per page`);
  console.log('page | perf | a11y | bp | FCP | LCP | TBT | CLS | SI | perf of each run | CPU benchmark');
  for (const { page, runs: each, median: m } of rows) {
    console.log(
      [page, m.performance, m.accessibility, m['best-practices'], ms(m.fcp), ms(m.lcp), ms(m.tbt), m.cls.toFixed(3), ms(m.si), each.map((r) => r.performance).join('/'), Math.round(m.benchmarkIndex)].join(' | '),
    );
  }
  if (failed.length) {
    console.error(`\nBelow issue 13's first-screen targets (scripts/lighthouse.mjs):\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.log("All pages meet issue 13's targets.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
