import { creditByApi, logIn, newPhone, registerByApi } from './accountSupport';
import { expect, expectAccessible, navigate, open, test } from './fixtures';

/**
 * The design tokens at work: the theme follows the device unless overridden in settings (applied
 * before the app boots, so a reload does not flash), and the red/green option recolours real
 * up/down figures, not only its own preview.
 */

/** The --bg token of each theme (app/globals.css). */
const LIGHT_BG = 'rgb(245, 246, 248)';
const DARK_BG = 'rgb(15, 18, 23)';
/** The light theme's --green and --red. */
const GREEN = 'rgb(10, 122, 61)';
const RED = 'rgb(196, 40, 43)';

test.describe('theme', () => {
  // axe runs twice (light and dark): slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test('follows the device, an override in settings wins and is applied before the app starts', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(page, '/index/mypage');
    expect(await background()).toBe(DARK_BG);
    await expect(page.getByRole('link', { name: /Theme\s*Same as device/ })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(background).toBe(LIGHT_BG);

    await page.getByRole('link', { name: /Theme/ }).click();
    await expect(page).toHaveURL(/\/fontSizeSettings/);
    await page.getByRole('radio', { name: 'Dark', exact: true }).check();
    await expect.poll(background).toBe(DARK_BG);
    await expectAccessible(page);

    // A reload in a light device: the stored override is on <html> before the app's code runs.
    await page.goto('/fontSizeSettings', { waitUntil: 'commit' });
    await page.waitForFunction(() => document.body !== null);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await background()).toBe(DARK_BG);
    await expect(page.getByRole('radio', { name: 'Dark', exact: true })).toBeChecked();

    await page.getByRole('radio', { name: /^Same as device/ }).check();
    await expect.poll(background).toBe(LIGHT_BG);
    await navigate(page, '/index/mypage');
    await expect(page.getByRole('link', { name: /Theme\s*Same as device/ })).toBeVisible();
  });
});

test.describe('red and green', () => {
  test.describe.configure({ timeout: 90_000 });

  test('the option recolours a record amount outside the preview', async ({ page, request }) => {
    const phone = newPhone();
    await registerByApi(request, phone, 'Secret123');
    await creditByApi(request, phone.e164, 'USDT', '12');

    await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=USDT')}`);
    await logIn(page, request, phone.national, 'Secret123');
    await expect(page).toHaveURL(/\/coinDetail\?coin=USDT$/);
    const incoming = page.getByTestId('record-row').first().locator('.amount-in');
    await expect(incoming).toContainText('+12');
    await expect(incoming).toHaveCSS('color', GREEN);

    await navigate(page, '/redgreen');
    await page.getByText('Red up, green down').click();
    await page.goBack();
    await expect(page).toHaveURL(/\/coinDetail\?coin=USDT$/);
    await expect(incoming).toHaveCSS('color', RED);
    await expectAccessible(page);
  });
});

test.describe('home account header', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows the account with its UID and the total with its 24-hour change; hiding the balances lasts across a reload', async ({ page, request }) => {
    const phone = newPhone();
    await registerByApi(request, phone, 'Secret123');
    await creditByApi(request, phone.e164, 'USDT', '40');
    await creditByApi(request, phone.e164, 'ETH', '1');
    await open(page, '/relogin');
    await logIn(page, request, phone.national, 'Secret123');
    await expect(page).toHaveURL(/\/index\/home$/);
    const header = page.getByTestId('account-header');
    await expect(header).toContainText(phone.national.slice(-4));
    await expect(header.getByTestId('account-uid')).toContainText(/UID \d+/);
    await expect(page.getByTestId('total-assets')).toContainText('$2,525.00');
    // The sample's day-before prices (ETH 2431, USDT 1): 54 on 2,471.
    const change = page.getByTestId('total-change');
    await expect(change).toContainText('+$54.00 (+2.19%)');
    await expect(change).toHaveAttribute('data-trend', 'up');

    const toggle = page.getByRole('button', { name: 'Hide balances' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('total-assets')).not.toContainText('$');
    await expect(change).toHaveCount(0);
    await expect(page.getByTestId('coin-balance')).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('total-assets').getByTestId('hidden-amount')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hide balances' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);
  });
});
