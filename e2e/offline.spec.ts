import { expect, open, test } from './fixtures';

test('after one online visit the app launches and navigates offline', async ({ page, context }) => {
  await open(page, '/index/home');
  // Wait for the service worker to finish precaching and take control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /Cloud wallet/ })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'My' }).click();
  await expect(page).toHaveURL(/\/index\/mypage$/);
  await expect(page.getByRole('link', { name: /Language/ })).toBeVisible();
  await page.goto('/fontSizeSettings');
  await expect(page.getByRole('heading', { name: 'Font size' })).toBeVisible();
  await context.setOffline(false);
});

test('the app is installable: manifest with icons and theme colours', async ({ page }) => {
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/index/home');
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  await open(page, '/index/home');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  // The browser's bar takes the page's background colour of each theme.
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: light)"]')).toHaveAttribute('content', '#f5f6f8');
  await expect(page.locator('meta[name="theme-color"][media="(prefers-color-scheme: dark)"]')).toHaveAttribute('content', '#0f1217');
});
