import { booted, expect, open, test } from './fixtures';

/**
 * The first screens are in the exported HTML, and a device whose screen is not the English
 * visitor's never sees that HTML's English (lib/firstPaint/earlySettings.ts).
 */
test.describe('the first screen in the HTML', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('home, login and My carry their content, not the start-up spinner', async ({ page }) => {
      await page.goto('/index/home');
      await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
      await expect(page.getByTestId('landing-cloud')).toHaveAttribute('href', '/relogin');
      await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')).toHaveCount(5);
      await expect(page.locator('main.boot')).toHaveCount(0);

      await page.goto('/relogin');
      await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
      await expect(page.getByLabel('Password')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();

      await page.goto('/index/mypage');
      await expect(page.getByRole('link', { name: /Language/ })).toContainText('English');
      await expect(page.getByRole('link', { name: /Theme/ })).toContainText('Same as device');
    });

    test('a route that is not a first screen keeps the start-up spinner', async ({ page }) => {
      await page.goto('/fontSizeSettings');
      await expect(page.locator('main.boot')).toHaveCount(1);
    });
  });

  /** Records, on every frame the browser draws, the first tab's label when it is visible. */
  async function recordTabLabels(page: import('@playwright/test').Page) {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenTabs: string[] }).seenTabs = seen;
      const sample = () => {
        const held = document.documentElement.hasAttribute('data-hold');
        const label = document.querySelector('.tabbar .tab-label');
        if (!held && label && getComputedStyle(label).visibility !== 'hidden') seen.push(label.textContent ?? '');
        if (seen.length < 30) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
  }

  test('Arabic: no frame shows the English first screen; the Arabic one replaces it', async ({ page }) => {
    await open(page, '/index/mypage');
    await page.evaluate(() => localStorage.setItem('lang', '"ar"'));
    await recordTabLabels(page);
    await page.goto('/index/home');
    await expect(page.getByRole('heading', { name: 'مرحبًا' })).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hold');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenTabs: string[] }).seenTabs.length)).toBeGreaterThan(0);
    const seen = await page.evaluate(() => (window as unknown as { seenTabs: string[] }).seenTabs);
    expect(seen).not.toContain('Wallet');
    await expect(page.locator('.tabbar .tab-label').first()).not.toHaveText('Wallet');
  });

  test('an English visitor sees the first screen at once and it becomes interactive in place', async ({ page }) => {
    await recordTabLabels(page);
    await page.goto('/index/home');
    await expect(page.getByTestId('landing-cloud')).toBeVisible();
    await expect(page.locator('html')).not.toHaveAttribute('data-hold');
    // Read on this page: a click before hydration is a full load of /relogin, which starts a new record.
    await expect.poll(() => page.evaluate(() => (window as unknown as { seenTabs: string[] }).seenTabs[0])).toBe('Wallet');
    await page.getByTestId('landing-cloud').click();
    await expect(page).toHaveURL(/\/relogin$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  });

  test("a first screen's chunks are requested after its first contentful paint; a held device's at once", async ({ page }) => {
    // scripts/postbuild.mjs: Lighthouse counts every script fetched before the paint as needed for it.
    const chunkRequests = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const chunks = performance.getEntriesByType('resource').filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'));
        return { paint, firstChunk: Math.min(...chunks.map((r) => r.startTime)), count: chunks.length };
      });
    await page.goto('/index/home');
    await expect(page.getByTestId('landing-cloud')).toHaveAttribute('href', '/relogin');
    await expect.poll(async () => (await chunkRequests()).count).toBeGreaterThan(5);
    const english = await chunkRequests();
    expect(english.paint).not.toBeNull();
    expect(english.firstChunk).toBeGreaterThanOrEqual(english.paint!);

    // Under data-hold (here a stored language) nothing is painted before the app runs: no waiting.
    await page.evaluate(() => localStorage.setItem('lang', '"fr"'));
    await page.goto('/index/home');
    await expect(page.getByRole('heading', { name: 'Bienvenue' })).toBeVisible();
    const held = await chunkRequests();
    expect(held.paint === null || held.firstChunk < held.paint).toBe(true);
  });

  test('a browser that never reports the paint still gets its chunks, 3 s after the loader ran, once each', async ({ page }) => {
    // An observer that accepts the 'paint' type but never calls back (scripts/postbuild.mjs, FIRST_PAINT_WAIT_MS).
    await page.addInitScript(() => {
      window.PerformanceObserver = class {
        observe() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      } as unknown as typeof PerformanceObserver;
    });
    await page.goto('/index/home');
    await expect(page.getByTestId('landing-cloud')).toBeVisible();
    await booted(page);
    const timing = await page.evaluate(() => {
      const chunks = performance.getEntriesByType('resource').filter((r) => r.name.includes('/_next/static/chunks/') && r.name.endsWith('.js'));
      const names = chunks.map((r) => r.name);
      return { firstChunk: Math.min(...chunks.map((r) => r.startTime)), count: names.length, unique: new Set(names).size };
    });
    // The loader runs while the page is parsed, after the time origin: no chunk before 3 s.
    expect(timing.firstChunk).toBeGreaterThanOrEqual(3000);
    expect(timing.count).toBeGreaterThan(5);
    expect(timing.unique).toBe(timing.count);
  });

  test('a guard redirect reaches the landing link once hydrated', async ({ page }) => {
    await open(page, '/index/home?redirect=%2Fsend');
    await expect(page.getByTestId('landing-cloud')).toHaveAttribute('href', '/relogin?redirect=%2Fsend');
  });
});
