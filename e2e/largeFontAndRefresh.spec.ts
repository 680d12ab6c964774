import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { creditByApi, logIn, newPhone, registerByApi } from './accountSupport';
import { expect, open, test } from './fixtures';

/**
 * At the 20 px font setting no balance wraps mid-number and no label runs into its value on My (both
 * once did). And the pull-to-refresh of the balance lists, driven by real touch events.
 */

const PASSWORD = 'Secret123';

/** Logs a new user in with a large balance (a total of 17+ characters), at the given font size. */
async function richUserAt(page: Page, request: APIRequestContext, fontSize: number): Promise<void> {
  const phone = newPhone();
  await registerByApi(request, phone, PASSWORD);
  await creditByApi(request, phone.e164, 'BTC', '12345.6789');
  await creditByApi(request, phone.e164, 'USDT', '98765432.123456');
  await open(page, '/relogin');
  await page.evaluate((size) => localStorage.setItem('fontSize', String(size)), fontSize);
  await open(page, '/relogin');
  await logIn(page, request, phone.national, PASSWORD);
  await page.waitForURL('**/index/home');
}

/** The element's text sits on one line, wholly visible (not wrapped, not cut). */
async function expectOneLine(locator: Locator): Promise<void> {
  const box = await locator.evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = style.lineHeight === 'normal' ? parseFloat(style.fontSize) * 1.2 : parseFloat(style.lineHeight);
    const range = document.createRange();
    range.selectNodeContents(el);
    const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return { height: el.getBoundingClientRect().height, lineHeight, lines: lines.size, scroll: el.scrollWidth, client: el.clientWidth, text: el.textContent };
  });
  expect(box.lines, `"${box.text}" on one line`).toBe(1);
  expect(box.height, `"${box.text}" one line high`).toBeLessThanOrEqual(box.lineHeight * 1.25);
  expect(box.scroll, `"${box.text}" not cut`).toBeLessThanOrEqual(box.client);
}

test.describe('20 px font', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the totals and balances never wrap inside a number', async ({ page, request }) => {
    await richUserAt(page, request, 20);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    const total = page.getByTestId('total-assets').locator('.fit-number');
    await expect(total).toHaveText(/^\$\d{1,3}(,\d{3}){2,}\.\d\d$/); // 11+ digits
    await expectOneLine(total);
    for (const balance of await page.getByTestId('coin-balance').all()) await expectOneLine(balance);

    await open(page, '/coinPurse');
    await expectOneLine(page.getByTestId('purse-total').locator('.fit-number'));
    await open(page, '/coinDetail?coin=USDT');
    await expectOneLine(page.getByTestId('coin-balance').locator('.fit-number'));
  });

  test('on My, no label runs into its value', async ({ page }) => {
    await open(page, '/index/mypage');
    await page.evaluate(() => localStorage.setItem('fontSize', '20'));
    for (const locale of ['en', 'ar', 'el', 'fr']) {
      await page.evaluate((lang) => localStorage.setItem('lang', JSON.stringify(lang)), locale);
      await open(page, '/index/mypage');
      const rows = page.locator('.cell:has(.cell-value)');
      await expect(rows.first()).toBeVisible();
      for (const row of await rows.all()) {
        const [label, value, cell] = await Promise.all([row.locator('.cell-label').boundingBox(), row.locator('.cell-value').boundingBox(), row.boundingBox()]);
        const apart =
          label!.y + label!.height <= value!.y + 0.5 || // stacked
          (locale === 'ar' ? value!.x + value!.width + 8 <= label!.x : label!.x + label!.width + 8 <= value!.x); // side by side, a gap between
        expect(apart, `${locale}: "${await row.textContent()}"`).toBe(true);
        expect(value!.x >= cell!.x && value!.x + value!.width <= cell!.x + cell!.width + 0.5, `${locale}: value inside its row`).toBe(true);
      }
    }
  });
});

test('pulling the home coin list down refreshes the balances; the refresh button does the same', async ({ page, request }) => {
  test.setTimeout(90_000);
  await richUserAt(page, request, 16);
  await expect(page.getByTestId('home-coins')).toBeVisible();
  const box = (await page.getByTestId('total-assets').boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', dy: number) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y: y + dy }] });

  // A short pull does not refresh.
  let fetched = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/wallet/getBalance')) fetched++;
  });
  await touch('touchStart', 0);
  for (const dy of [10, 30, 50]) await touch('touchMove', dy);
  await expect(page.getByTestId('home-pull')).toHaveAttribute('data-pull', 'pulling');
  await touch('touchEnd', 50);
  await expect(page.getByTestId('home-pull')).toHaveAttribute('data-pull', 'idle');
  await page.waitForTimeout(500);
  expect(fetched).toBe(0);

  // A long one does.
  const refreshed = page.waitForRequest((r) => r.url().includes('/api/wallet/getBalance'));
  await touch('touchStart', 0);
  for (const dy of [10, 60, 120, 180]) await touch('touchMove', dy);
  await expect(page.getByTestId('home-pull')).toHaveAttribute('data-pull', 'armed');
  await touch('touchEnd', 180);
  await refreshed;
  await expect(page.getByTestId('home-pull')).toHaveAttribute('data-pull', 'idle');

  const again = page.waitForRequest((r) => r.url().includes('/api/wallet/getBalance'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  await again;
});
