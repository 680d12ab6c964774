import type { Page } from '@playwright/test';
import { booted, expect, open, test } from './fixtures';
import { logIn, newPhone, registerByApi } from './accountSupport';
import { connectDapp, type Dapp, newDapp, seedWallet } from './walletConnectSupport';

/**
 * The floating wallet-connection button: always there and draggable, but at
 * rest it covers no button, input, link or list value on the main screens, with a live connection
 * shown; a drop snaps it to the nearest side edge; where it rests is remembered; in Arabic it
 * starts on the other side (the inline end).
 */

const PASSWORD = 'secret123';
const dapps: Dapp[] = [];
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
test.afterEach(() => {
  for (const dapp of dapps.splice(0)) dapp.transportClose();
});

/** What the button's box overlaps among the things a user taps or reads as a value (visible ones). */
async function coveredByButton(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector('[data-testid="wc-button"]') as HTMLElement;
    const box = button.getBoundingClientRect();
    const targets = 'button, input, select, textarea, a[href], [role="button"], [role="link"], [role="radio"], [role="checkbox"], li, dd, td, output';
    return [...document.querySelectorAll<HTMLElement>(targets)]
      .filter((element) => element !== button && !button.contains(element) && !element.closest('.visually-hidden, dialog:not([open])'))
      .filter((element) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const r = element.getBoundingClientRect();
        return r.width > 1 && r.height > 1 && r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
      })
      .map((element) => `${element.tagName.toLowerCase()}${element.dataset.testid ? `[${element.dataset.testid}]` : ''} "${(element.textContent ?? '').trim().slice(0, 30)}"`);
  });
}

/** The app, logged in to the cloud wallet, with an HD wallet and a dapp connected. */
async function connectedApp(page: Page, request: Parameters<typeof registerByApi>[0]): Promise<void> {
  const phone = newPhone();
  await registerByApi(request, phone, PASSWORD);
  await open(page, '/relogin');
  await seedWallet(page);
  await page.reload();
  await booted(page);
  await logIn(page, request, phone.national, PASSWORD);
  await expect(page).toHaveURL(/\/index\/home$/);
  const dapp = await newDapp();
  dapps.push(dapp);
  await connectDapp(page, dapp);
}

/** Client-side navigation to a path with its query (fixtures' navigate compares the path alone). */
async function navigate(page: Page, href: string): Promise<void> {
  await page.evaluate((p) => (window as unknown as { next: { router: { push(p: string): void } } }).next.router.push(p), href);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === href);
}

async function settle(page: Page): Promise<void> {
  await booted(page);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // The page slides in: measure where it comes to rest.
  await page.waitForTimeout(300);
}

const MAIN_SCREENS = [
  '/index/home',
  '/index/hd-wallet',
  '/index/mypage',
  '/index/market',
  '/send',
  '/receive',
  '/coinPurse',
  '/coinDetail',
  '/historyNotice',
  '/setUp',
  '/hd-send',
  '/hd-receive',
  '/addressBook',
  '/setlang',
];
const QUERY: Record<string, string> = { '/send': '?coin=USDT', '/receive': '?coin=USDT', '/coinDetail': '?coin=USDT', '/addressBook': '?wallet=hd' };

test('at rest the button covers nothing to tap or read on the main screens, with a connection shown', async ({ page, request }) => {
  test.setTimeout(120_000);
  await connectedApp(page, request);
  const width = page.viewportSize()!.width;
  for (const path of MAIN_SCREENS) {
    await navigate(page, `${path}${QUERY[path] ?? ''}`);
    await settle(page);
    const box = (await page.getByTestId('wc-button').boundingBox())!;
    expect(box.x, `${path}: on the end (right) side`).toBeGreaterThan(width / 2);
    expect(await coveredByButton(page), `${path}: covered by the button`).toEqual([]);
  }
  // The tab bar is never under it: a tab is clicked where it is, without forcing.
  await navigate(page, '/index/home');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My' }).click({ trial: true, timeout: 2_000 });
});

test('a drop snaps it to the nearest side edge, clear of the tab bar; the place is remembered; the keyboard moves it too', async ({ page, request }) => {
  test.setTimeout(90_000);
  await connectedApp(page, request);
  const viewport = page.viewportSize()!;
  const button = page.getByTestId('wc-button');
  const drag = async (to: { x: number; y: number }) => {
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x, to.y, { steps: 8 });
    await page.mouse.up();
  };

  // Dropped left of the middle at mid height: against the left edge at that height.
  await drag({ x: viewport.width * 0.4, y: 420 });
  await expect(button).toHaveAttribute('data-side', 'start');
  let box = (await button.boundingBox())!;
  expect(box.x).toBeLessThan(12);
  expect(Math.abs(box.y + box.height / 2 - 420)).toBeLessThan(4);
  await expect(button).toHaveAttribute('data-connected', 'true');

  // Dropped just above the tab bar (the bar itself lies in the bottom disconnect zone): it rests
  // above the bar, not on it, and stays connected.
  const tabBar = (await page.locator('.tabbar').boundingBox())!;
  await drag({ x: viewport.width - 30, y: tabBar.y - 30 });
  await expect(button).toHaveAttribute('data-side', 'end');
  box = (await button.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(tabBar.y);
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 12);
  await expect(button).toHaveAttribute('data-connected', 'true');

  // Remembered across a reload.
  await page.reload();
  await booted(page);
  await expect(button).toHaveAttribute('data-side', 'end');
  const again = (await button.boundingBox())!;
  expect(Math.abs(again.y - box.y)).toBeLessThan(2);

  // The keyboard: Left to the other edge, Up back towards the top; a tap still opens the panel.
  await button.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(button).toHaveAttribute('data-side', 'start');
  const up = (await button.boundingBox())!;
  await page.keyboard.press('ArrowUp');
  expect((await button.boundingBox())!.y).toBeLessThan(up.y);
  await page.keyboard.press('ArrowRight');
  for (let i = 0; i < 40 && (await button.getAttribute('data-docked')) !== 'true'; i++) await page.keyboard.press('ArrowUp');
  await expect(button).toHaveAttribute('data-docked', 'true');
  await button.click();
  await expect(page.getByTestId('wc-panel')).toBeVisible();
});

test('in Arabic it starts on the inline end (the left) and covers nothing; at 20 px text too', async ({ page, request }) => {
  test.setTimeout(90_000);
  await connectedApp(page, request);
  await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('ar')));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const width = page.viewportSize()!.width;
  for (const path of ['/index/home', '/index/mypage', '/send?coin=USDT', '/historyNotice']) {
    await navigate(page, path);
    await settle(page);
    const box = (await page.getByTestId('wc-button').boundingBox())!;
    expect(box.x + box.width, `${path}: on the left`).toBeLessThan(width / 2);
    expect(await coveredByButton(page), `${path} (ar): covered by the button`).toEqual([]);
  }
  await page.evaluate(() => {
    localStorage.setItem('lang', JSON.stringify('en'));
    localStorage.setItem('fontSize', '20');
  });
  await page.reload();
  for (const path of ['/index/home', '/index/mypage', '/send?coin=USDT', '/hd-send']) {
    await navigate(page, path);
    await settle(page);
    expect(await coveredByButton(page), `${path} (20 px): covered by the button`).toEqual([]);
  }
});
