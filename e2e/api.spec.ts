import { expect, test } from './fixtures';

test('a failing API code shows the server message as a toast', async ({ page }) => {
  await page.route('**/api/public/initInfo', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ code: 9, msg: 'Service under maintenance', data: null }) }),
  );
  await page.goto('/index/home');
  await expect(page.getByTestId('toast')).toHaveText('Service under maintenance');
  await expect(page.getByText('The app could not reach the server. Check your connection and try again.')).toBeVisible();
  // The retry works once the server answers again.
  await page.unroute('**/api/public/initInfo');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /Cloud wallet/ })).toBeVisible();
});
