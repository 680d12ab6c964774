import { logInAs, userByApi } from './accountSupport';
import { expect, navigate, open, test } from './fixtures';

test.describe('page transitions and keep-alive', () => {
  test('forward slides one way and back the other', async ({ page }) => {
    await open(page, '/index/mypage');
    await page.getByRole('link', { name: /Font size/ }).click();
    await expect(page.locator('.page')).toHaveAttribute('data-direction', 'forward');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/index\/mypage$/);
    await expect(page.locator('.page')).toHaveAttribute('data-direction', 'back');
  });

  test('going back restores a kept-alive page as the user left it', async ({ page }) => {
    await open(page, '/index/mypage');
    await navigate(page, '/huobi');
    await page.getByRole('searchbox').fill('dollar');
    await page.evaluate(() => window.scrollTo(0, 120));
    const scrolled = await page.evaluate(() => window.scrollY);
    await navigate(page, '/setlang');
    await page.goBack();
    await expect(page).toHaveURL(/\/huobi$/);
    await expect(page.getByRole('searchbox')).toHaveValue('dollar');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test('a page visited anew starts fresh', async ({ page }) => {
    await open(page, '/index/mypage');
    await navigate(page, '/huobi');
    await page.getByRole('searchbox').fill('euro');
    await page.goBack();
    await navigate(page, '/huobi');
    await expect(page.getByRole('searchbox')).toHaveValue('');
  });
});

test.describe('user info', () => {
  test('is fetched once at start and not again on every screen', async ({ page, request }) => {
    const user = await userByApi(request, { usdt: '10', payPassword: '135790' });
    await logInAs(page, request, user);
    const asked: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/user/profile/userInfo')) asked.push(page.url());
    });
    // A fresh start of the app, then the tabs and screens a user goes through.
    await open(page, '/index/home');
    await expect(page.getByTestId('account-uid')).toBeVisible();
    for (const path of ['/index/market', '/index/wealth', '/index/mypage', '/setUp', '/send', '/against', '/payPassword', '/index/home']) {
      await navigate(page, path);
      await expect(page.locator('[aria-busy="true"], .text-skeleton')).toHaveCount(0);
    }
    expect(asked).toHaveLength(1);
  });
});
