import type { Page } from '@playwright/test';
import { logIn, newPhone, registerByApi } from './accountSupport';
import { MARKET_BASE_URL } from './e2eSettings';
import { booted, expect, open, test } from './fixtures';

/**
 * Screenshots of the market screens for a person to look at (not baselines: the list's figures are
 * live-like test data that move), in the Pixel 7 viewport: light, dark, Arabic and 20 px. Each
 * checks that nothing runs off the side of the screen. Written to test-results/market-screens/.
 */
test.use({ baseURL: MARKET_BASE_URL });
test.describe.configure({ timeout: 180_000 });

const VARIANTS = [
  { name: 'light', scheme: 'light', storage: {} },
  { name: 'dark', scheme: 'dark', storage: {} },
  { name: 'arabic', scheme: 'light', storage: { lang: JSON.stringify('ar') } },
  { name: '20px', scheme: 'light', storage: { fontSize: '20' } },
] as const;

async function shoot(page: Page, screen: string, variant: (typeof VARIANTS)[number], path: string, ready: (page: Page) => Promise<void>, fullPage = false) {
  await page.emulateMedia({ colorScheme: variant.scheme });
  await page.evaluate((entries) => {
    for (const key of ['lang', 'fontSize']) localStorage.removeItem(key);
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(variant.storage));
  await page.goto(path);
  await booted(page);
  await ready(page);
  // Nothing wider than the screen (a wrapped or cut figure shows in the picture; this catches overflow).
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: `test-results/market-screens/${screen}-${variant.name}.png`, fullPage });
}

test('market tab, favourites order and coin detail in light, dark, Arabic and 20 px', async ({ page, request }) => {
  await expect
    .poll(async () => ((await (await request.get('/api/market/candles?symbol=BTC&range=1D')).json()) as { data: { points: unknown[] } }).data.points.length, { timeout: 60_000 })
    .toBeGreaterThan(10);
  await open(page, '/index/market');
  await page.evaluate(() => localStorage.setItem('marketFavourites', JSON.stringify(['BTC', 'ETH', 'PEPE', 'T123'])));
  for (const variant of VARIANTS) {
    await shoot(page, 'market', variant, '/index/market', async (p) => {
      await expect(p.getByTestId('market-row').nth(5)).toBeVisible();
    });
    await shoot(page, 'hangqingSort', variant, '/hangqingSort', async (p) => {
      await expect(p.getByTestId('sort-row')).toHaveCount(4);
    });
  }
  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=BTC')}`);
  await logIn(page, request, phone.national, 'Secret123');
  await expect(page).toHaveURL(/coinDetail/);
  // The session is kept (encrypted) once the screen shows: only then do the reloads below keep the login.
  await expect(page.getByTestId('coin-market')).toBeVisible();
  await expect(page.getByTestId('coin-balance')).toBeVisible();
  for (const variant of VARIANTS) {
    await shoot(page, 'coinDetail', variant, '/coinDetail?coin=BTC', async (p) => {
      await expect(p.getByTestId('chart-plot').locator('canvas')).toBeVisible({ timeout: 30_000 });
      await expect(p.getByTestId('coin-market-facts')).toBeVisible();
    }, true);
  }
});
