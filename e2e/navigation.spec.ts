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
