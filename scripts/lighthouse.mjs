/**
 * The first-screen check of the test command (issue 13): Lighthouse (mobile, simulated throttling,
 * its defaults) against the built app served by the real server, in Debian's Chromium. Each page is
 * measured RUNS times from a cold cache; the median of each figure must meet the gate below, and
 * the report says where it stands against issue 13's targets.
 *
 *   node scripts/lighthouse.mjs                 # every page, 3 runs each, fails below the gate
 *   node scripts/lighthouse.mjs --runs 1 /relogin
 *   LIGHTHOUSE_STRICT=1 node scripts/lighthouse.mjs             # fails below the targets instead
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh node scripts/lighthouse.mjs   # also writes each run's JSON report
 *
 * It starts its own server on 127.0.0.1 (LIGHTHOUSE_PORT, default 3900) with a fresh embedded database
 * and stops it afterwards. Run `npm run build` first.
 *
 * The simulated figures move with the machine's speed (Lighthouse's CPU benchmark, printed per page,
 * varied 1,600-2,800 between runs on the 2-core CI machine): the gate leaves room for that.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The pages of issue 13, all as a first-time visitor (logged out, nothing stored). */
export const PAGES = ['/index/home', '/relogin', '/index/mypage', '/index/market'];

/** Issue 13's targets: reported on every run, enforced with LIGHTHOUSE_STRICT=1. */
export const TARGETS = {
  performance: 95, // score, 0-100
  accessibility: 100,
  'best-practices': 100,
  lcp: 1500, // ms
  tbt: 200, // ms
  cls: 0.05,
};

/**
 * What the test command enforces: issue 13's LCP and CLS targets as they are (the simulated LCP is
 * the exported screen's paint, 0.9 s, and moves little with the machine: it was 1.4-2.2 s while the
 * chunks loaded before the paint, 3.0-3.9 s with the empty shell), accessibility and best practices
 * at 100, and room for this 2-core machine's speed on the score and the blocking time, which follow
 * its CPU benchmark (now medians of 94-96 and 190-280 ms at a benchmark of ~2,600; the code before
 * this gate scored 77-83 when the machine slowed to ~1,200). LIGHTHOUSE_STRICT=1 enforces the
 * targets (README, "The first screen").
 */
export const GATE = {
  performance: 75,
  accessibility: 100,
  'best-practices': 100,
  lcp: 1500,
  tbt: 900,
  cls: 0.05,
};

const THRESHOLDS = process.env.LIGHTHOUSE_STRICT === '1' ? TARGETS : GATE;

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
  const server = spawn('node_modules/.bin/tsx', ['server/main.ts'], {
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
  const missed = [];
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
      failed.push(...failures(page, m, THRESHOLDS));
      missed.push(...failures(page, m, TARGETS));
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
  if (missed.length && THRESHOLDS !== TARGETS) console.log(`\nNot yet at issue 13's targets (not enforced):\n  ${missed.join('\n  ')}`);
  if (failed.length) {
    console.error(`\nBelow the first-screen ${THRESHOLDS === TARGETS ? 'targets' : 'gate'} (scripts/lighthouse.mjs):\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`All pages meet the ${THRESHOLDS === TARGETS ? 'targets' : 'gate'}.`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
