/**
 * The first-screen check of the test command: Lighthouse (mobile, simulated throttling, its
 * defaults but for the CPU slowdown, calibrated below) against the built app served by the real
 * server, in Debian's Chromium. Each page is
 * measured RUNS times from a cold cache; the median of each figure must meet the first-screen targets.
 *
 *   node scripts/lighthouse.mjs                 # every page, 3 runs each, fails below the targets
 *   node scripts/lighthouse.mjs --runs 1 /relogin
 *   LIGHTHOUSE_REPORT_DIR=/tmp/lh node scripts/lighthouse.mjs   # also writes each run's JSON report
 *
 * It starts its own server on 127.0.0.1 (LIGHTHOUSE_PORT, default 3900) with a fresh embedded database
 * and stops it afterwards. Run `npm run build` first.
 *
 * The simulated figures follow the machine's speed: Lighthouse's default 4× CPU slowdown assumes a
 * host with a CPU benchmark of about 1,530, and CI's 2-core machine has measured 660-2,900. At 4×,
 * the same build on a host at 700 was simulated on a phone twice as slow as Lighthouse's and failed
 * (market: TBT 716 ms, 82), where a host at 1,550 passed it with 22 ms. So each run's slowdown is
 * calibrated to the benchmark Lighthouse measured during that run, as Lighthouse's throttling guide
 * says to do (cpuSlowdown.mjs): every run simulates the same phone, whatever the host. The table
 * prints both (docs/design/first-screen.md).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startAppServer } from './appServer.mjs';
import { cpuSlowdownFor } from './cpuSlowdown.mjs';

/**
 * The first screens, all as a first-time visitor (logged out, nothing stored). `/redEnvelopeDetail`
 * is a shared red envelope link: measured with the link of an envelope this script sends first
 * (seedEnvelope), as a new user who was sent it lands on it.
 */
export const PAGES = ['/index/home', '/relogin', '/index/mypage', '/index/market', '/redEnvelopeDetail'];
const ENVELOPE_PAGE = '/redEnvelopeDetail';

/** The first-screen targets, enforced on the median of each page's runs. */
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

function startServer() {
  return startAppServer(PORT, 'lighthouse');
}

/** One API call as the app makes it; the answer's data, or an error naming the failure. */
async function call(path, { body, token } = {}) {
  const res = await fetch(`${ORIGIN}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'x-token': token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await res.json();
  if (answer.code !== 1) throw Object.assign(new Error(`${path}: ${answer.code} ${answer.msg}`), { code: answer.code });
  return answer.data;
}

/**
 * Registers a sender (through the dev SMS outbox, answering the captcha if asked), credits 10 USDT,
 * sets a pay password and sends a lucky envelope of 3 shares: the link id of the page to measure.
 */
async function seedEnvelope() {
  const phone = '+8613900000168';
  const send = (extra = {}) => call('/api/user/verification_code/send', { body: { phone, purpose: 'register', ...extra } });
  try {
    await send();
  } catch {
    const { captchaId } = await call('/api/user/public/captcha');
    const { answer } = await call(`/api/dev/captcha/${captchaId}`);
    await send({ captchaId, captcha: answer });
  }
  const { messages } = await call(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const code = messages.at(-1)?.code;
  const { token } = await call('/api/user/public/register', { body: { phone, code, password: 'Secret123' } });
  await call('/api/user/payPassword/set', { body: { payPassword: '246801' }, token });
  await call('/api/dev/credit', { body: { phone, coin: 'USDT', amount: '10' } });
  const { envelope } = await call('/api/redEnvelope/create', {
    body: { coin: 'USDT', kind: 'lucky', quantity: 3, amount: '10', wishes: 'Happy new year', payPassword: '246801', idempotencyKey: crypto.randomUUID() },
    token,
  });
  return envelope.linkId;
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
    slowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
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

/**
 * One Lighthouse run, in two steps: gather (the page loaded unthrottled, as simulated throttling
 * does, with the host's CPU benchmark), then audit with the CPU slowdown calibrated to that benchmark
 * (cpuSlowdown.mjs). The slowdown only enters the simulation, after the gathering, so setting it on
 * the saved artifacts is what Lighthouse would have done had it been given it up front. A run whose
 * trace Chrome failed to record (NO_NAVSTART and the like) is taken again, twice at most.
 */
async function measure(url, port, attempt = 1) {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-run-'));
  try {
    const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices'] };
    await lighthouse(url, { ...flags, gatherMode: dir });
    const artifactsFile = join(dir, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    const slowdown = cpuSlowdownFor(artifacts.BenchmarkIndex);
    if (slowdown === null) throw new Error(`${url}: CPU benchmark ${Math.round(artifacts.BenchmarkIndex)} is below 150, too slow a host to stand for a phone`);
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: Math.round(slowdown * 100) / 100 };
    artifacts.settings.throttling = throttling;
    writeFileSync(artifactsFile, JSON.stringify(artifacts));
    const result = await lighthouse(url, { ...flags, throttling, auditMode: dir });
    if (!result) throw new Error(`no result for ${url}`);
    if (result.lhr.runtimeError) {
      if (attempt < 3) return measure(url, port, attempt + 1);
      throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { runs, pages } = parseArgs(process.argv.slice(2));
  const reportDir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (reportDir) mkdirSync(reportDir, { recursive: true });
  const server = await startServer();
  const linkId = pages.includes(ENVELOPE_PAGE) ? await seedEnvelope().catch(async (error) => (await server.stop(), Promise.reject(error))) : null;
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
        const result = await measure(`${ORIGIN}${page === ENVELOPE_PAGE ? `${page}?link=${linkId}` : page}`, chrome.port);
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
  console.log('page | perf | a11y | bp | FCP | LCP | TBT | CLS | SI | perf of each run | CPU benchmark | CPU slowdown');
  for (const { page, runs: each, median: m } of rows) {
    console.log(
      [page, m.performance, m.accessibility, m['best-practices'], ms(m.fcp), ms(m.lcp), ms(m.tbt), m.cls.toFixed(3), ms(m.si), each.map((r) => r.performance).join('/'), Math.round(m.benchmarkIndex), `${m.slowdown.toFixed(2)}×`].join(' | '),
    );
  }
  if (failed.length) {
    console.error(`\nBelow the first-screen targets (scripts/lighthouse.mjs):\n  ${failed.join('\n  ')}`);
    process.exit(1);
  }
  console.log("All pages meet the first-screen targets.");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
