import { logIn, newPhone, registerByApi } from './accountSupport';
import { MARKET_BASE_URL } from './e2eSettings';
import { expect, open, test } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * Screenshots of the market screens for a person to look at (not baselines: the list's figures are
 * live-like test data that move), in the Pixel 7 viewport: light, dark, Arabic and 20 px. Each
 * checks that nothing runs off the side of the screen. Written to test-results/market-screens/.
 */
test.use({ baseURL: MARKET_BASE_URL });
test.describe.configure({ timeout: 180_000 });

test('market tab, favourites order and coin detail in light, dark, Arabic and 20 px', async ({ page, request }) => {
  await expect
    .poll(async () => ((await (await request.get('/api/market/candles?symbol=BTC&range=1D')).json()) as { data: { points: unknown[] } }).data.points.length, { timeout: 60_000 })
    .toBeGreaterThan(10);
  await open(page, '/index/market');
  await page.evaluate(() => localStorage.setItem('marketFavourites', JSON.stringify(['BTC', 'ETH', 'PEPE', 'T123'])));
  for (const variant of VARIANTS) {
    await shoot(page, 'market-screens', 'market', variant, '/index/market', async (p) => {
      await expect(p.getByTestId('market-row').nth(5)).toBeVisible();
    });
    await shoot(page, 'market-screens', 'hangqingSort', variant, '/hangqingSort', async (p) => {
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
    await shoot(page, 'market-screens', 'coinDetail', variant, '/coinDetail?coin=BTC', async (p) => {
      await expect(p.getByTestId('chart-plot').locator('canvas')).toBeVisible({ timeout: 30_000 });
      await expect(p.getByTestId('coin-market-facts')).toBeVisible();
    }, true);
  }
});
