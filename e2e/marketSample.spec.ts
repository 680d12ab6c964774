import type { APIRequestContext } from '@playwright/test';
import { MARKET_PATHS, type Candles, type MarketCoin } from '../features/market/contract/marketApi';
import { formatPrice } from '../lib/format/formatPrice';
import { logIn, newPhone, registerByApi } from './accountSupport';
import { expect, open, test } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * The labelled sample market of the main e2e server: a coin's card agrees with the chart it draws
 * (the 24-hour change, high and low are the chart's), and a stablecoin at its peg reads as neither
 * rising nor falling, its sparkline flat. Then pictures of the screens for a person to look at.
 */
test.describe.configure({ timeout: 120_000 });

const USD = { code: 'USD', symbol: '$', rate: '1' };

async function data<T>(request: APIRequestContext, path: string): Promise<T> {
  return ((await (await request.get(path)).json()) as { data: T }).data;
}

test('coin detail: the card’s change, high and low are those of the 1D chart it draws', async ({ page, request }) => {
  const { ticker } = await data<MarketCoin>(request, `${MARKET_PATHS.coin}?symbol=SOL`);
  const { points } = await data<Candles>(request, `${MARKET_PATHS.candles}?symbol=SOL&range=1D`);
  const closes = points.map(([, close]) => close);
  expect([Number(ticker.high24hUsd), Number(ticker.low24hUsd)]).toEqual([Math.max(...closes), Math.min(...closes)]);

  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=SOL')}`);
  await logIn(page, request, phone.national, 'Secret123');
  await expect(page).toHaveURL(/coinDetail/);
  const plot = page.getByTestId('chart-plot');
  // The chart runs from the day-before price the change is against to the price on the card.
  await expect(plot).toHaveAttribute('aria-label', `SOL price over 1D: from ${formatPrice(String(closes[0]), USD)} to $151.30`);
  expect(closes[0]).toBe(148.2);
  await expect(page.getByTestId('coin-market')).toContainText('+2.09%');
  const facts = page.getByTestId('coin-market-facts');
  await expect(facts).toContainText(formatPrice(ticker.high24hUsd!, USD));
  await expect(facts).toContainText(formatPrice(ticker.low24hUsd!, USD));
});

test('stablecoins at their peg: a neutral "0%" and a flat sparkline', async ({ page }) => {
  await open(page, '/index/market');
  for (const symbol of ['USDT', 'USDC']) {
    const row = page.getByTestId('market-row').filter({ has: page.getByTestId('market-symbol').getByText(symbol, { exact: true }) });
    const change = row.getByTestId('market-change').locator('[data-trend]');
    // "0%" unsigned (after the visually hidden "24 h" label).
    await expect(change).toHaveText(/(^|\s)0%$/);
    await expect(change).toHaveAttribute('data-trend', 'flat');
    // Neither the rise nor the fall colour: the muted text colour.
    const muted = await page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--muted)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    await expect(change).toHaveCSS('color', muted);
    const line = row.getByTestId('sparkline');
    await expect(line).toHaveClass(/change-flat/);
    // The 0.0x % wiggle stays within a few units of the 24-unit box's middle.
    const ys = (await line.locator('path').getAttribute('d'))!.match(/,[\d.]+/g)!.map((y) => Number(y.slice(1)));
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThan(3);
  }
  // A coin that moved keeps its colour.
  await expect(page.getByTestId('market-row').first().getByTestId('market-change').locator('[data-trend]')).toHaveAttribute('data-trend', 'up');
});

test('pictures of coin detail, the market list, home with its banner and the news feed (to look at)', async ({ page, request }) => {
  test.setTimeout(240_000);
  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  await open(page, '/relogin');
  await logIn(page, request, phone.national, 'Secret123');
  await page.waitForURL('**/index/home');
  const screens: [string, string, boolean, (p: typeof page) => Promise<void>][] = [
    ['coinDetail-SOL', '/coinDetail?coin=SOL', true, async (p) => void (await expect(p.getByTestId('chart-plot').locator('canvas')).toBeVisible({ timeout: 30_000 }))],
    ['market', '/index/market', false, async (p) => void (await expect(p.getByTestId('market-row').nth(5)).toBeVisible())],
    [
      'home',
      '/index/home',
      false,
      async (p) => {
        const banner = p.getByTestId('home-banners').locator('img').first();
        await banner.scrollIntoViewIfNeeded();
        await expect(banner).toHaveJSProperty('complete', true);
        expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      },
    ],
    [
      'news',
      '/zixun',
      false,
      async (p) => {
        const thumb = p.locator('main img').first();
        await expect(thumb).toHaveJSProperty('complete', true);
        expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      },
    ],
  ];
  for (const [name, path, full, ready] of screens) {
    for (const variant of VARIANTS) await shoot(page, 'market-sample-screens', name, variant, path, ready, full);
  }
});
