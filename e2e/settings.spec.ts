import { logIn, newPhone, registerByApi } from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';

const GREEN = 'rgb(10, 122, 61)';
const RED = 'rgb(196, 40, 43)';

test.describe('settings persist and apply', () => {
  test('language: Arabic lays out right-to-left and survives a reload', async ({ page }) => {
    await open(page, '/index/mypage');
    await page.getByRole('link', { name: /Language/ }).click();
    await expect(page).toHaveURL(/\/setlang$/);
    await page.getByText('العربية').click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // After a reload the page is Arabic again; that no frame shows English first is e2e/firstScreen.spec.ts's.
    await open(page, '/index/mypage');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const tabs = page.getByRole('navigation').last().getByRole('link');
    await expect(tabs.first()).not.toHaveText('Wallet');
    // Right-to-left: the first tab (wallet) sits at the right edge.
    const first = await tabs.first().boundingBox();
    const last = await tabs.last().boundingBox();
    expect(first!.x).toBeGreaterThan(last!.x);
    await expectAccessible(page);
  });

  test('language: Hindi is `in` in storage and `hi` on the page', async ({ page }) => {
    await open(page, '/setlang');
    await page.getByText('हिन्दी').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('"in"');
  });

  test('font size changes the whole app and persists', async ({ page }) => {
    await open(page, '/fontSizeSettings');
    const rootSize = () => page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
    expect(await rootSize()).toBe('16px');
    const before = (await page.getByTestId('font-preview').boundingBox())!.height;
    await page.getByText('20 px').click();
    expect(await rootSize()).toBe('20px');
    expect((await page.getByTestId('font-preview').boundingBox())!.height).toBeGreaterThan(before);
    await page.reload();
    await expect.poll(rootSize).toBe('20px');
    await expect(page.getByRole('radio', { name: '20 px' })).toBeChecked();
  });

  test('default currency: USD by default, the choice shows on My and persists', async ({ page }) => {
    await open(page, '/index/mypage');
    await expect(page.getByRole('link', { name: /Default currency/ })).toContainText('USD $');
    await page.getByRole('link', { name: /Default currency/ }).click();
    await expect(page.getByRole('radio', { name: /^USD \$/ })).toBeChecked();
    await expect(page.getByText(/Sample rates from/)).toBeVisible();
    await page.getByRole('searchbox').fill('yuan');
    await page.getByText(/CNY ¥/).click();
    await page.goto('/index/mypage');
    await expect(page.getByRole('link', { name: /Default currency/ })).toContainText('CNY ¥');
    await expectAccessible(page);
  });

  test('currency search has an empty state', async ({ page }) => {
    await open(page, '/huobi');
    await page.getByRole('searchbox').fill('zzz');
    await expect(page.getByText('No currency matches “zzz”.')).toBeVisible();
  });

  test('colour option flips the colours of every price change and persists', async ({ page }) => {
    await open(page, '/redgreen');
    const rising = page.locator('[data-trend="up"]');
    const falling = page.locator('[data-trend="down"]');
    // The light theme's --green and --red tokens (app/globals.css).
    await expect(rising).toHaveCSS('color', GREEN);
    await expect(falling).toHaveCSS('color', RED);
    await page.getByText('Red up, green down').click();
    await expect(rising).toHaveCSS('color', RED);
    await expect(falling).toHaveCSS('color', GREEN);
    await page.reload();
    await expect(page.locator('[data-trend="up"]')).toHaveCSS('color', RED);
    await expectAccessible(page);
  });
});

test.describe('My: account entries and installing the app', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('a logged-in user finds notices and shares the invite code; Download app explains or uses the browser offer', async ({ page, request }) => {
    // This browser's own install offer (if any) is kept out: the test sends its own.
    await page.addInitScript(() =>
      window.addEventListener('beforeinstallprompt', (event) => !(event as Event & { fake?: boolean }).fake && event.stopImmediatePropagation(), { capture: true }),
    );
    const phone = newPhone();
    await registerByApi(request, phone, 'Secret123');
    await open(page, '/relogin');
    await logIn(page, request, phone.national, 'Secret123');
    await page.waitForURL('**/index/home');
    await open(page, '/index/mypage');
    await expect(page.getByRole('link', { name: 'Notices' })).toHaveAttribute('href', '/historyNotice');

    const invite = page.getByRole('button', { name: /Invite code/ });
    const code = ((await invite.getByTestId('invite-code').textContent()) ?? '').trim();
    expect(code).toMatch(/^[A-Za-z0-9]{6,12}$/);
    await invite.click();
    await expect(page.getByText('Copy successfully')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toBe(`${new URL(page.url()).origin}/register?invite=${code}`);

    // No offer from the browser (Safari never makes one): how to add it by hand, for this Android phone.
    await page.getByRole('button', { name: 'Download app' }).click();
    const help = page.getByTestId('install-help');
    await expect(help).toContainText('In Chrome, open the menu');
    await expectAccessible(page);
    await help.getByRole('button', { name: 'OK' }).click();
    await expect(help).toHaveCount(0);

    // The browser offers: the entry opens its prompt, and once accepted says the app is installed.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        fake: true,
        prompt: async () => void ((window as unknown as { prompted: boolean }).prompted = true),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(offer);
    });
    await page.getByRole('button', { name: 'Download app' }).click();
    await expect(page.getByText('Installed')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { prompted: boolean }).prompted)).toBe(true);
    await expect(page.getByTestId('install-help')).toHaveCount(0);

    // The shared link opens registration with the code filled in.
    await page.goto(link);
    await expect(page.getByLabel(/Invite code/)).toHaveValue(code);
  });
});
