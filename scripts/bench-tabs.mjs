/**
 * Tap-to-content of the screens a signed-in user opens from home: the market tab, the asset tab and
 * the swap quick action (/against). It builds nothing: it serves the built out/ with the real server
 * (as scripts/lighthouse.mjs does, here with DEV_ROUTES for the SMS code and the captcha answer),
 * registers a user through the API and logs in on /relogin in Debian's Chromium as a Pixel 7 (no
 * throttling). Each run is a fresh browser context: log in, land on home, wait SETTLE_MS (the app
 * is up and the browser idle, as a person looking at home), then tap each entry from home and time
 * from the tap to the first frame that shows the screen's content (its data, not a skeleton).
 *
 *   node scripts/bench-tabs.mjs              # 7 runs, prints each run and the medians
 *   node scripts/bench-tabs.mjs --runs 3
 *
 * Starts its server on 127.0.0.1 (BENCH_PORT, default 3950) with a fresh embedded database and
 * stops it afterwards. Run `npm run build` first. Figures: docs/design/first-screen.md.
 */
import { randomInt } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { chromium, devices } from '@playwright/test';
import { startAppServer } from './appServer.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 3950);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** How long the user looks at home before the first tap: past the prefetch's delay after the app is up (lib/firstPaint/afterAppUp.ts) and its idle moments. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 14_000);
const PASSWORD = 'Secret123';

/**
 * What is timed: the entry tapped on home, and the content that must be on screen (every selector
 * matches a visible element). The data each shows, not its skeleton.
 */
const SCREENS = [
  { name: 'market tab', tap: '[data-testid="tab-market"]', content: ['[data-testid="market-list"] li'] },
  { name: 'asset tab', tap: '[data-testid="tab-asset"]', content: ['[data-testid="wealth-summary"] p, [data-testid="wealth-summary"] ul', '[data-testid="products"] li, main .empty'] },
  { name: 'swap (/against)', tap: '[data-testid="entry-swap"]', content: ['[data-testid="swap-form"]'] },
];

function parseArgs(argv) {
  let runs = 7;
  for (let i = 0; i < argv.length; i++) if (argv[i] === '--runs') runs = Number(argv[++i]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');
  return { runs };
}

function startServer() {
  return startAppServer(PORT, 'bench-tabs', { NODE_ENV: 'development' });
}

async function api(path, { method = 'GET', body, token } = {}) {
  const res = await fetch(`${ORIGIN}${path}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { 'x-token': token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return res.json();
}

async function data(path, options) {
  const envelope = await api(path, options);
  if (envelope.code !== 1) throw new Error(`${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** A registered user with USDT credited (the swap form shows for a user with a balance). */
async function newUser() {
  const national = `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  const phone = `+86${national}`;
  let sent = await api('/api/user/verification_code/send', { method: 'POST', body: { phone, purpose: 'register' } });
  if (sent.code !== 1) {
    const { captchaId } = await data('/api/user/public/captcha');
    const { answer } = await data(`/api/dev/captcha/${captchaId}`);
    sent = await api('/api/user/verification_code/send', { method: 'POST', body: { phone, purpose: 'register', captchaId, captcha: answer } });
    if (sent.code !== 1) throw new Error(`send code: ${sent.code} ${sent.msg}`);
  }
  const { messages } = await data(`/api/dev/outbox?phone=${encodeURIComponent(phone)}`);
  const code = messages.at(-1).code;
  await data('/api/user/public/register', { method: 'POST', body: { phone, code, password: PASSWORD } });
  await data('/api/dev/credit', { method: 'POST', body: { phone, coin: 'USDT', amount: '1000' } });
  return { national };
}

/** Logs in on /relogin as a person does and waits for home, with the app up. */
async function logIn(page, user) {
  await page.goto(`${ORIGIN}/relogin`);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.getByRole('combobox', { name: 'Country or region calling code' }).selectOption('CN');
  await page.getByLabel('Phone number', { exact: true }).fill(user.national);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  const image = page.getByRole('img', { name: /Captcha image/ });
  await image.waitFor();
  const { answer } = await data(`/api/dev/captcha/${encodeURIComponent(await image.getAttribute('data-captcha-id'))}`);
  await page.getByLabel('Captcha', { exact: true }).fill(answer);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/index\/home$/);
  await page.locator('[data-testid="cloud-home"]').waitFor();
}

/**
 * Taps `tap` and resolves with the ms from the tap to the first animation frame on which every
 * `content` selector matches a visible element, measured in the page (performance.now()).
 */
async function tapToContent(page, { tap, content }) {
  await page.evaluate((selectors) => {
    const w = window;
    w.benchDone = new Promise((resolve) => {
      const visible = (selector) => [...document.querySelectorAll(selector)].some((e) => e.getClientRects().length > 0 && !e.closest('[aria-busy="true"]'));
      addEventListener(
        'click',
        () => {
          const start = performance.now();
          const frame = () => (selectors.every(visible) ? resolve(performance.now() - start) : requestAnimationFrame(frame));
          requestAnimationFrame(frame);
        },
        { capture: true, once: true },
      );
    });
  }, content);
  await page.locator(tap).first().click();
  return page.evaluate(() => Promise.race([window.benchDone, new Promise((_, reject) => setTimeout(() => reject(new Error('no content within 20 s')), 20_000))]));
}

/** Back to home as the system's back does (the swap screen has no tab bar). */
async function backHome(page) {
  await page.goBack();
  await page.waitForURL(/\/index\/home$/);
  await page.locator('[data-testid="entry-swap"]').waitFor();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main() {
  const { runs } = parseArgs(process.argv.slice(2));
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
  const times = Object.fromEntries(SCREENS.map((s) => [s.name, []]));
  const load = [loadavg()[0]];
  try {
    for (let run = 1; run <= runs; run++) {
      const context = await browser.newContext({ ...devices['Pixel 7'] });
      const page = await context.newPage();
      await logIn(page, await newUser());
      await page.waitForTimeout(SETTLE_MS);
      const row = [];
      for (const screen of SCREENS) {
        const ms = await tapToContent(page, screen);
        times[screen.name].push(ms);
        row.push(`${screen.name} ${Math.round(ms)} ms`);
        await backHome(page);
      }
      console.log(`run ${run}: ${row.join(', ')}`);
      await context.close();
      load.push(loadavg()[0]);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nTap to content (Pixel 7, no throttling), median of ${runs} runs; load average ${load.map((l) => l.toFixed(1)).join(' → ')} (${availableParallelism()} cores)`);
  for (const [name, values] of Object.entries(times)) {
    console.log(`${name.padEnd(16)} median ${String(Math.round(median(values))).padStart(5)} ms   (${values.map((v) => Math.round(v)).join(', ')})`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
