import type { APIRequestContext, Page } from '@playwright/test';
import { logIn, newPhone, registerByApi } from './accountSupport';
import { MARKET_BASE_URL } from './e2eSettings';
import { booted, expect, expectAccessible, navigate, open, test } from './fixtures';

/**
 * The market screens against the second app server: a live-like market of 520 assets
 * (test data from e2e/marketSourceServer.ts through the Binance adapter). The list is windowed,
 * sorts and searches; favourites are added, reordered (drag and keyboard) and removed and survive a
 * reload for a logged-out device and for an account; /coinDetail draws the chart with a crosshair.
 */
test.use({ baseURL: MARKET_BASE_URL });
test.describe.configure({ timeout: 120_000 });

type Ticker = { symbol: string; name: string; priceUsd: string; change24hPercent: string | null; volume24hUsd: string | null };
type Envelope<T> = { code: number; data: T };

async function apiData<T>(request: APIRequestContext, path: string): Promise<T> {
  const body = (await (await request.get(path)).json()) as Envelope<T>;
  expect(body.code).toBe(1);
  return body.data;
}

/** The tickers once the server has fetched the test source (it starts on the labelled sample). */
async function liveTickers(request: APIRequestContext): Promise<Ticker[]> {
  let tickers: Ticker[] = [];
  await expect
    .poll(async () => {
      const data = await apiData<{ tickers: Ticker[]; source: { kind: string } }>(request, '/api/market/tickers');
      tickers = data.tickers;
      return data.source.kind === 'live' ? tickers.length : 0;
    }, { timeout: 60_000 })
    .toBeGreaterThanOrEqual(500);
  return tickers;
}

const rows = (page: Page) => page.getByTestId('market-row');
const firstSymbols = async (page: Page, count: number) => (await page.getByTestId('market-symbol').allTextContents()).slice(0, count);
const order = (page: Page) => page.getByTestId('sort-row').evaluateAll((list) => list.map((row) => row.getAttribute('data-symbol')));

test('the market list shows 520 assets windowed, sorts by change, volume and name, and searches', async ({ page, request }) => {
  const tickers = await liveTickers(request);
  await open(page, '/index/market');
  const list = page.getByTestId('market-list');
  await expect(list).toHaveAttribute('data-count', String(tickers.length));
  await expect(page.getByTestId('market-sample')).toHaveCount(0);
  // Windowed: a screenful of rows in the DOM, not 520.
  expect(await rows(page).count()).toBeLessThan(60);
  await expect(rows(page).first()).toHaveAttribute('href', `/coinDetail?coin=${tickers[0].symbol}`);
  await expect(page.getByTestId('sparkline').first()).toBeVisible();

  // Scrolled to the end, the last asset is there (and still only a window of rows).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator(`li[aria-posinset="${tickers.length}"]`)).toBeVisible();
  expect(await rows(page).count()).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo(0, 0));

  const by = (key: (t: Ticker) => number, direction: 1 | -1) =>
    [...tickers].sort((a, b) => direction * (key(a) - key(b)) || (a.symbol < b.symbol ? -1 : 1)).map((t) => t.symbol);
  const change = (t: Ticker) => Number(t.change24hPercent);
  const volume = (t: Ticker) => Number(t.volume24hUsd);

  await page.getByTestId('sort-change').click();
  await expect(page.getByTestId('sort-change')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => firstSymbols(page, 5)).toEqual(by(change, -1).slice(0, 5));
  await page.getByTestId('sort-change').click();
  await expect(page.getByTestId('sort-change')).toHaveAttribute('data-direction', 'asc');
  await expect.poll(() => firstSymbols(page, 5)).toEqual(by(change, 1).slice(0, 5));

  await page.getByTestId('sort-volume').click();
  await expect.poll(() => firstSymbols(page, 5)).toEqual(by(volume, -1).slice(0, 5));
  // The figure is isolated left to right (U+2066 … U+2069) inside the sentence.
  await expect(page.getByTestId('market-volume').first()).toHaveText(/^Vol \u2066\$\d+(\.\d+)?[kMGT]?\u2069$/);

  await page.getByTestId('sort-name').click();
  const names = [...tickers].sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || (a.symbol < b.symbol ? -1 : 1)).map((t) => t.symbol);
  await expect.poll(() => firstSymbols(page, 5)).toEqual(names.slice(0, 5));

  await page.getByTestId('market-search').fill('eth');
  await expect.poll(() => firstSymbols(page, 1)).toEqual(['ETH']);
  await page.getByTestId('market-search').fill('no such asset');
  await expect(page.getByText('Nothing found')).toBeVisible();
  await page.getByTestId('market-search').fill('');
  await expectAccessible(page);
});

test('a logged-out device adds favourites, reorders them by keyboard and by drag, removes one, across reloads', async ({ page, request }) => {
  await liveTickers(request);
  await open(page, '/index/market');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect(page.getByText('No favourites yet')).toBeVisible();
  await page.getByTestId('add-favourites').click();
  await expect(page).toHaveURL(/\/hangqingAdd$/);
  for (const symbol of ['BTC', 'ETH', 'PEPE']) {
    await page.getByTestId('market-search').fill(symbol);
    const star = page.getByTestId(`star-${symbol}`);
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByTestId('favourites-count')).toHaveText('3 favourites');
  await expectAccessible(page);

  await page.reload();
  await booted(page);
  await navigate(page, '/hangqingSort');
  await expect.poll(() => order(page)).toEqual(['BTC', 'ETH', 'PEPE']);

  // Keyboard: the handle takes the arrow keys, and the move is announced.
  await page.getByTestId('handle-BTC').focus();
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => order(page)).toEqual(['ETH', 'BTC', 'PEPE']);
  await expect(page.getByTestId('sort-announcement')).toHaveText('BTC moved to position 2 of 3');
  await expect(page.getByTestId('handle-BTC')).toBeFocused();

  // Drag: PEPE's handle up past two rows.
  const handle = page.getByTestId('handle-PEPE');
  const box = (await handle.boundingBox())!;
  const rowHeight = (await page.getByTestId('sort-row').first().boundingBox())!.height;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 10; step++) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2 - (step * 2.2 * rowHeight) / 10);
  await page.mouse.up();
  await expect.poll(() => order(page)).toEqual(['PEPE', 'ETH', 'BTC']);
  await expectAccessible(page);

  await page.reload();
  await booted(page);
  await expect.poll(() => order(page)).toEqual(['PEPE', 'ETH', 'BTC']);
  await page.getByTestId('remove-ETH').click();
  await expect.poll(() => order(page)).toEqual(['PEPE', 'BTC']);
  await page.reload();
  await booted(page);
  await expect.poll(() => order(page)).toEqual(['PEPE', 'BTC']);

  // The market tab's Favourites list is the same, in the same order.
  await navigate(page, '/index/market');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  await expect.poll(() => firstSymbols(page, 5)).toEqual(['PEPE', 'BTC']);
});

test('a logged-in user’s favourites belong to the account: the device’s move there at login, reorder and removal survive a reload and another device', async ({ page, request, browser }) => {
  await liveTickers(request);
  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  // Starred before logging in: kept on this device, then moved to the (empty) account at login.
  await open(page, '/hangqingAdd');
  for (const symbol of ['SOL', 'BTC']) {
    await page.getByTestId('market-search').fill(symbol);
    await page.getByTestId(`star-${symbol}`).click();
  }
  await open(page, `/relogin?redirect=${encodeURIComponent('/hangqingSort')}`);
  await logIn(page, request, phone.national, 'Secret123');
  await expect(page).toHaveURL(/\/hangqingSort$/);
  await expect.poll(() => order(page)).toEqual(['SOL', 'BTC']);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('marketFavourites'))).toBe('[]');

  await page.getByTestId('handle-BTC').focus();
  await page.keyboard.press('ArrowUp');
  await expect.poll(() => order(page)).toEqual(['BTC', 'SOL']);
  await navigate(page, '/hangqingAdd');
  await page.getByTestId('market-search').fill('DOGE');
  await page.getByTestId('star-DOGE').click();
  await expect(page.getByTestId('star-DOGE')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await booted(page);
  await navigate(page, '/hangqingSort');
  await expect.poll(() => order(page)).toEqual(['BTC', 'SOL', 'DOGE']);
  await page.getByTestId('remove-SOL').click();
  await expect.poll(() => order(page)).toEqual(['BTC', 'DOGE']);
  await page.reload();
  await booted(page);
  await expect.poll(() => order(page)).toEqual(['BTC', 'DOGE']);

  // Another device (a fresh context) logged in as the same user sees the account's list.
  const other = await browser.newContext({ baseURL: MARKET_BASE_URL, viewport: { width: 412, height: 839 } });
  const second = await other.newPage();
  await second.goto(`/relogin?redirect=${encodeURIComponent('/hangqingSort')}`);
  await booted(second);
  await logIn(second, request, phone.national, 'Secret123');
  await expect(second).toHaveURL(/\/hangqingSort$/);
  await expect.poll(() => order(second)).toEqual(['BTC', 'DOGE']);
  await other.close();
});

/** Client-side navigation to a path with a query (fixtures' `navigate` compares the path alone). */
async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(p), path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Logs a fresh user in on `path` (a /coinDetail needs a login, SPEC §6). */
async function openLoggedIn(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  await open(page, `/relogin?redirect=${encodeURIComponent(path)}`);
  await logIn(page, request, phone.national, 'Secret123');
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

test('/coinDetail shows the market overview and a chart with a crosshair; a non-cloud asset shows the market part only', async ({ page, request }) => {
  await liveTickers(request);
  // The job fetches an asset's candles once it is asked for: wait until the server has them.
  await expect
    .poll(async () => (await apiData<{ points: unknown[] }>(request, '/api/market/candles?symbol=BTC&range=1D')).points.length, { timeout: 60_000 })
    .toBeGreaterThan(10);
  await openLoggedIn(page, request, '/coinDetail?coin=BTC');
  await expect(page.getByTestId('coin-balance')).toBeVisible();
  await expect(page.getByTestId('coin-market-price')).toHaveText(/^\$[\d,]+\.\d\d$/);
  const plot = page.getByTestId('chart-plot');
  await expect(plot).toBeVisible();
  expect(Number(await plot.getAttribute('data-points'))).toBeGreaterThan(10);
  await expect(plot.locator('canvas')).toBeVisible();

  const readout = page.getByTestId('chart-readout');
  await expect(readout).toHaveText(/\$[\d,.]+\s+\d\d:\d\d/);
  const last = await readout.textContent();
  // Moved again until the readout follows: on a loaded machine the first move can come before the
  // plot listens (it passed on retry in a CI run), and the plot can still move down the page as the
  // cards above it fill in, so its place is read again before each move.
  let x = 0.2;
  await expect(async () => {
    const area = (await plot.locator('.u-over').boundingBox())!;
    await page.mouse.move(area.x + area.width * x, area.y + area.height / 2);
    x = x >= 0.4 ? 0.2 : x + 0.05;
    await expect(readout).not.toHaveText(last ?? '', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.locator('.u-cursor-x')).toBeVisible();
  // The keyboard moves the same crosshair.
  await plot.focus();
  await page.keyboard.press('Home');
  await expect(plot).toHaveAttribute('aria-valuenow', '0');

  await page.getByTestId('range-1W').click();
  await expect(page.getByTestId('range-1W')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('chart-plot').or(page.getByTestId('chart-empty'))).toBeVisible();
  await expectAccessible(page);

  // PEPE is listed in the market but is not a cloud coin: no balance, no Send, no records.
  await goInApp(page, '/coinDetail?coin=PEPE');
  await expect(page.getByTestId('coin-market')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toHaveCount(0);
  await expect(page.getByTestId('coin-send')).toHaveCount(0);
  await expect(page.getByTestId('chart-plot').or(page.getByTestId('chart-empty'))).toBeVisible();
  // An asset the market does not list: the translated message, no retry.
  await goInApp(page, '/coinDetail?coin=NOPE42');
  await expect(page.getByTestId('market-unknown')).toContainText('NOPE42');
});

test('the red/green option recolours the market changes', async ({ page, request }) => {
  await liveTickers(request);
  const GREEN = 'rgb(10, 122, 61)';
  const RED = 'rgb(196, 40, 43)';
  await open(page, '/index/market');
  const up = page.locator('[data-testid="market-change"] [data-trend="up"]').first();
  const down = page.locator('[data-testid="market-change"] [data-trend="down"]').first();
  await expect(up).toHaveCSS('color', GREEN);
  await expect(down).toHaveCSS('color', RED);
  await navigate(page, '/redgreen');
  await page.getByText('Red up, green down').click();
  await navigate(page, '/index/market');
  await expect(up).toHaveCSS('color', RED);
  await expect(down).toHaveCSS('color', GREEN);
});

test('the market in Arabic lays out right to left', async ({ page, request }) => {
  await liveTickers(request);
  await page.addInitScript(() => localStorage.setItem('lang', JSON.stringify('ar')));
  await open(page, '/index/market');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'السوق' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'المفضلة' })).toBeVisible();
  const row = (await rows(page).first().boundingBox())!;
  const icon = (await rows(page).first().locator('.coin-icon').boundingBox())!;
  // The icon starts the row on the right.
  expect(icon.x).toBeGreaterThan(row.x + row.width / 2);
  await expectAccessible(page);
});

test('offline, the market keeps its last data with the out-of-date note', async ({ page, context, request }) => {
  await liveTickers(request);
  await open(page, '/hangqing');
  await expect(rows(page).first()).toBeVisible();
  // The full list's code is loaded; back on the tab, the device goes offline.
  await goInApp(page, '/index/market');
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('market-stale')).toHaveCount(0);
  await context.setOffline(true);
  // The browser says it is offline: the list stays, flagged as possibly out of date.
  await expect(page.getByTestId('market-stale')).toContainText(/Prices may be out of date \(as of \d{4}-\d\d-\d\d \d\d:\d\d\)/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('market-error')).toHaveCount(0);
  // Back to the full list, offline (the router keeps its page): the same last data (SWR's cache), flagged too.
  await page.goBack();
  await expect(page).toHaveURL(/\/hangqing$/);
  await expect(page.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('market-stale')).toBeVisible();
  await expect(page.getByTestId('market-error')).toHaveCount(0);
  await context.setOffline(false);
});

test('after one online visit, the market tab opens offline with its last figures, flagged', async ({ page, context, request }) => {
  await liveTickers(request);
  await open(page, '/index/market');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await booted(page);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // This answer went through the service worker, which keeps it.
  await expect(rows(page).first()).toBeVisible();
  await context.setOffline(true);
  await page.reload();
  await booted(page);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByTestId('market-list')).toHaveAttribute('data-count', /^5\d\d$/);
  await expect(page.getByTestId('market-stale')).toBeVisible();
  await context.setOffline(false);
});

test('home shows a market summary that the switch on My turns off, across a reload', async ({ page, request }) => {
  await liveTickers(request);
  await openLoggedIn(page, request, '/index/home');
  const summary = page.getByTestId('home-market');
  await expect(summary).toBeVisible();
  await expect(summary.getByTestId('market-row')).toHaveCount(5);
  await expect(summary.getByTestId('home-market-more')).toHaveAttribute('href', '/index/market');

  await navigate(page, '/index/mypage');
  const toggle = page.getByRole('switch', { name: /Market on home/ });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expectAccessible(page);
  await page.reload();
  await booted(page);
  await expect(page.getByRole('switch', { name: /Market on home/ })).toHaveAttribute('aria-checked', 'false');
  await navigate(page, '/index/home');
  await expect(page.getByTestId('total-assets')).toBeVisible();
  await expect(page.getByTestId('home-market')).toHaveCount(0);
});
