import type { Locator, Page } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { USER_PATHS } from '../lib/contract/userApi';
import { creditByApi, logIn, newPhone, postAs, registerByApi } from './accountSupport';
import { booted, expect, open, test } from './fixtures';
import { seedWallet } from './hdWalletSupport';

/**
 * Screenshot comparisons against committed baselines (e2e/visual.spec.ts-snapshots/): home, send,
 * its confirmation, a coin's records, My and the HD wallet, each in light, dark, Arabic and at the
 * 20 px font, in the Pixel 7 viewport. A layout regression (a wrapped total, an overlapping label,
 * a lost icon, a theme colour gone) fails the suite. What differs per run is masked: the account's
 * name, phone and UID, record times, the recipient. The HD wallet is a fresh phrase nobody funds,
 * so its balances are zero on every run.
 *
 * After an intended visual change: `npx playwright test e2e/visual.spec.ts --update-snapshots`,
 * look at every changed PNG, and commit them with the change.
 */

/** What differs per run and cannot be masked (the invite code), hidden while a picture is taken. */
const SCREENSHOT_STYLE = fileURLToPath(new URL('visualScreenshot.css', import.meta.url));
const PASSWORD = 'Secret123';
const PAY_PASSWORD = '246810';
/** A valid phrase no other test funds (BIP-39 test vector). */
const VISUAL_MNEMONIC = 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong';

/** localStorage entries of each variant, as the settings screens store them. */
const VARIANTS: Record<string, Record<string, string>> = {
  light: { theme: '"light"' },
  dark: { theme: '"dark"' },
  arabic: { theme: '"light"', lang: '"ar"' },
  px20: { theme: '"light"', fontSize: '20' },
};

function masks(page: Page): Locator[] {
  return [
    page.locator('.account-text'),
    page.locator('[data-testid="record-row"] .coin-sub'),
    // The recipient's whole row: its text (and so its width) differs per run.
    page.getByTestId('confirm-to').locator('xpath=..'),
  ];
}

async function expectScreen(page: Page, name: string, extraMasks: Locator[] = []): Promise<void> {
  await booted(page);
  // Loading states gone: skeletons, busy regions, and the spinner of a screen whose chunk is still on its way (LazyScreen).
  await expect(page.locator('.text-skeleton, [aria-busy="true"], .spinner')).toHaveCount(0);
  // The floating connection button loads once the browser is idle (WalletConnectMount): under load,
  // later than a screenshot that is otherwise stable.
  await expect(page.getByTestId('wc-button')).toBeVisible();
  await expectPinnedFonts(page);
  // The invite code is hidden by the screenshot's own stylesheet, so a render of the screen cannot bring it back.
  // maxDiffPixels: the native <select>'s text (the HD tab's network) is rasterised with a jitter of a
  // few dozen anti-aliased pixels between runs (22 and 33 seen); a layout regression changes thousands.
  await expect(page).toHaveScreenshot(`${name}.png`, { mask: [...masks(page), ...extraMasks], animations: 'disabled', caret: 'hide', stylePath: SCREENSHOT_STYLE, maxDiffPixels: 80 });
}

/**
 * With the screenshot's stylesheet, every element is drawn in one of the two pinned DejaVu families,
 * so a machine with other fonts (say Noto Sans Mono) draws the same picture. A style that names a
 * font itself instead of using the font tokens fails here, naming it.
 */
async function expectPinnedFonts(page: Page): Promise<void> {
  // Left in place: it is the screenshot's own stylesheet, so the picture is taken with no font change just before it.
  await page.addStyleTag({ path: SCREENSHOT_STYLE });
  const families = await page.evaluate(() => {
    const found = new Map<string, string>();
    for (const element of document.querySelectorAll('body, body *')) {
      const family = getComputedStyle(element).fontFamily;
      if (!found.has(family)) found.set(family, `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    }
    return Object.fromEntries(found);
  });
  expect(Object.keys(families).filter((family) => family !== '"DejaVu Sans"' && family !== '"DejaVu Sans Mono"'), JSON.stringify(families)).toEqual([]);
}

test.describe('screens look as committed', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const [variant, storage] of Object.entries(VARIANTS)) {
    test(variant, async ({ page, request }) => {
      const phone = newPhone();
      const token = await registerByApi(request, phone, PASSWORD);
      await postAs(request, token, USER_PATHS.payPasswordSet, { payPassword: PAY_PASSWORD });
      const recipient = newPhone();
      await registerByApi(request, recipient, PASSWORD);
      await creditByApi(request, phone.e164, 'USDT', '1250.5');
      await creditByApi(request, phone.e164, 'ETH', '0.75');
      await open(page, '/relogin');
      await logIn(page, request, phone.national, PASSWORD);
      await page.waitForURL('**/index/home');
      await seedWallet(page, VISUAL_MNEMONIC, 'Passw0rd!x', 'Main wallet');
      await page.evaluate((entries) => {
        for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      }, storage);

      await open(page, '/index/home');
      await expectScreen(page, `home-${variant}`);
      await open(page, '/index/mypage');
      await expectScreen(page, `my-${variant}`);
      await open(page, '/coinDetail?coin=USDT');
      await expect(page.getByTestId('record-row')).toHaveCount(1);
      await page.getByTestId('record-row').scrollIntoViewIfNeeded();
      await expectScreen(page, `records-${variant}`);
      await open(page, '/index/hd-wallet');
      await expectScreen(page, `hd-wallet-${variant}`);

      await open(page, '/send?coin=USDT');
      await expectScreen(page, `send-${variant}`);
      // Labels change with the language: the recipient is the form's first text field, the amount its decimal one.
      const to = page.locator('main form input:not([type]), main form input[type="text"]').first();
      await to.fill(recipient.e164);
      await page.locator('main form input[inputmode="decimal"]').first().fill('25');
      await page.getByTestId('send-review').click();
      await expect(page.getByTestId('confirm-total')).toBeVisible();
      await expectScreen(page, `confirm-${variant}`, [to]);
    });
  }
});
