import type { Page } from '@playwright/test';
import { PREFETCH_DELAY_MS } from '../lib/firstPaint/afterAppUp';
import { logInAs, userByApi } from './accountSupport';
import { expect, test } from './fixtures';

/**
 * The tab bar fetches the other tabs' code, and with a cloud session that of home's quick actions,
 * once the app is up and idle (components/shell/prefetchScreens.ts): a tap then loads no code, and
 * nothing of it is fetched during a first screen's boot (Lighthouse's window).
 */

// Only what the page fetches itself: the service worker's precache would fetch every chunk too.
test.use({ serviceWorkers: 'block' });

/** Records when the app says it is up (`data-ready`), on the page's clock. */
async function recordReady(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The document, not <html>: an init script runs before the element exists.
    const observer = new MutationObserver(() => {
      if (!document.documentElement?.hasAttribute('data-ready')) return;
      (window as unknown as { readyAt: number }).readyAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
  });
}

/**
 * Waits until the page has started no fetch for 1.5 s. `router.prefetch` starts a route's fetches and
 * returns, and Next asks for the route's chunks only once its payload is in: Playwright's
 * `networkidle` (500 ms) came before the last chunk in a CI run, which the taps then counted.
 */
async function fetchesSettled(page: Page): Promise<void> {
  let started = 0;
  const onRequest = () => void started++;
  page.on('request', onRequest);
  try {
    let last = -1;
    await expect
      .poll(
        () => {
          const settled = started === last;
          last = started;
          return settled;
        },
        { timeout: 20_000, intervals: [1_500] },
      )
      .toBe(true);
  } finally {
    page.off('request', onRequest);
  }
}

/** The code and route payloads the page requests while `act` runs (API calls and images are not code). */
async function codeFetchedDuring(page: Page, act: () => Promise<void>): Promise<string[]> {
  const fetched: string[] = [];
  const onRequest = (request: { url(): string }) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_next/') || pathname.endsWith('.txt')) fetched.push(pathname);
  };
  page.on('request', onRequest);
  await act();
  page.off('request', onRequest);
  return fetched;
}

test.describe('the screens one tap away', () => {
  test("a first screen fetches the other tabs only once the app is up; a tab's tap then fetches no code", async ({ page }) => {
    test.setTimeout(90_000);
    await recordReady(page);
    await page.goto('/index/market');
    await expect(page.locator('html')).toHaveAttribute('data-prefetched', 'tabs', { timeout: 40_000 });
    await fetchesSettled(page);

    const { readyAt, tabs } = await page.evaluate(() => ({
      readyAt: (window as unknown as { readyAt: number }).readyAt,
      // The route payloads of the other tabs (Next's prefetch), e.g. /index/wealth/__next….txt.
      tabs: performance
        .getEntriesByType('resource')
        .filter((r) => /\/index\/(home|wealth|find|mypage)[./]/.test(new URL(r.name).pathname))
        .map((r) => ({ path: new URL(r.name).pathname, startTime: r.startTime })),
    }));
    expect(readyAt).toBeGreaterThan(0);
    for (const tab of ['home', 'wealth', 'find', 'mypage']) expect(tabs.some((r) => r.path.includes(`/index/${tab}`)), tab).toBe(true);
    for (const r of tabs) expect(r.startTime, r.path).toBeGreaterThanOrEqual(readyAt + PREFETCH_DELAY_MS);

    const fetched = await codeFetchedDuring(page, async () => {
      await page.getByTestId('tab-asset').click();
      await expect(page.getByTestId('wealth-login')).toBeVisible();
      await page.getByTestId('tab-discover').click();
      await expect(page).toHaveURL(/\/index\/find$/);
      await expect(page.locator('main.screen')).toBeVisible();
      await page.getByTestId('tab-my').click();
      await expect(page.getByRole('link', { name: /Language/ })).toBeVisible();
      await page.getByTestId('tab-wallet').click();
      await expect(page.getByTestId('landing-cloud')).toBeVisible();
    });
    expect(fetched).toEqual([]);
  });

  test("with a cloud session, home's quick actions are fetched too: the swap screen's tap fetches no code", async ({ page, request }) => {
    test.setTimeout(90_000);
    const user = await userByApi(request, { usdt: '100' });
    await logInAs(page, request, user);
    await expect(page.locator('html')).toHaveAttribute('data-prefetched', 'signed-in', { timeout: 40_000 });
    await fetchesSettled(page);

    const fetched = await codeFetchedDuring(page, async () => {
      await page.getByTestId('entry-swap').click();
      await expect(page.getByTestId('swap-form')).toBeVisible();
      await page.goBack();
      await page.getByTestId('tab-market').click();
      await expect(page.getByTestId('market-list')).toBeVisible();
      await page.getByTestId('tab-asset').click();
      await expect(page.getByTestId('wealth-summary')).toBeVisible();
    });
    expect(fetched).toEqual([]);
  });
});
