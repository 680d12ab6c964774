import { expect, expectAccessible, open, test } from './fixtures';

test.describe('routing', () => {
  test('/ and /index land on /index/home', async ({ page }) => {
    await open(page, '/');
    await expect(page).toHaveURL(/\/index\/home$/);
    await open(page, '/index');
    await expect(page).toHaveURL(/\/index\/home$/);
  });

  test('an unknown /index child and an unknown route go to /404', async ({ page }) => {
    await open(page, '/index/nonsense');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await open(page, '/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    const response = await page.request.get('/no/such/page');
    expect(response.status()).toBe(404);
  });

  test('a visitor sees the landing that offers both wallets', async ({ page }) => {
    await open(page, '/index/home');
    await expect(page.getByRole('link', { name: /Cloud wallet/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /HD wallet/ })).toBeVisible();
    await expectAccessible(page);
  });

  test('a protected route without a token goes to / with the wanted path as redirect', async ({ page }) => {
    await open(page, '/send?coin=USDT');
    await expect(page).toHaveURL(/\/index\/home\?redirect=%2Fsend%3Fcoin%3DUSDT$/);
    await expect(page.getByRole('link', { name: /Cloud wallet/ })).toHaveAttribute('href', '/relogin?redirect=%2Fsend%3Fcoin%3DUSDT');
  });

  test('the tab bar reads wallet, market, asset, discover, my and switches tabs', async ({ page }) => {
    await open(page, '/index/home');
    const tabs = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link');
    await expect(tabs).toHaveText(['Wallet', 'Market', 'Asset', 'Discover', 'My']);
    await expect(tabs.nth(0)).toHaveAttribute('aria-current', 'page');
    await tabs.nth(4).click();
    await expect(page).toHaveURL(/\/index\/mypage$/);
    await expect(tabs.nth(4)).toHaveAttribute('aria-current', 'page');
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/\/index\/market$/);
    await expect(page.getByRole('heading', { name: 'Market', level: 1 })).toBeVisible();
  });

  test('HTML answers carry a strict Content-Security-Policy', async ({ page }) => {
    const response = await page.request.get('/index/home');
    const csp = response.headers()['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });
});
