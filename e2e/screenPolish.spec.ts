import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Envelope } from '../lib/contract/envelope';
import { FLASH_SWAP_PATHS } from '../features/flashSwap/contract/flashSwapApi';
import { logInAs, userByApi, type TestUser } from './accountSupport';
import { expect, open, test } from './fixtures';
import { seedWallet } from './hdWalletSupport';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * Screens that looked unfinished: the phone field's country select cut off, section headers out of
 * line with their rows, and the security and identity verification levels told apart only by their
 * position on /securityLevel.
 */
const MNEMONIC = 'test test test test test test test test test test test junk';
const PAY_PASSWORD = '246801';

/**
 * Where a text starts on screen: the left edge of its glyphs in a left-to-right page, the right edge
 * in a right-to-left one (the text's own box, so an element's padding counts as the indent it is).
 */
async function textStart(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const box = range.getBoundingClientRect();
    return getComputedStyle(element).direction === 'rtl' ? box.right : box.left;
  });
}

async function setLooks(page: Page, storage: Record<string, string>) {
  await page.evaluate((entries) => {
    for (const key of ['lang', 'fontSize']) localStorage.removeItem(key);
    for (const [key, value] of entries) localStorage.setItem(key, value);
  }, Object.entries(storage));
}

/** A logged-in user with USDT and a pay password, and BTC in the swap treasury. */
async function payer(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = await userByApi(request, { usdt: '1000', payPassword: PAY_PASSWORD });
  const fund = (await (await request.post(FLASH_SWAP_PATHS.devFund, { data: { coin: 'BTC', amount: '1' } })).json()) as Envelope<unknown>;
  expect(fund.code, fund.msg).toBe(1);
  await logInAs(page, request, user);
  return user;
}

async function openQuote(page: Page) {
  await open(page, '/against?from=USDT&to=BTC');
  // The pay side's amount is the form's first decimal field, whatever the language calls it.
  await page.locator('main input[inputmode="decimal"]').first().fill('200');
  await page.getByTestId('swap-quote').click();
  await expect(page.getByTestId('quote-pay')).toBeVisible();
}

async function openEnvelopeConfirm(page: Page) {
  await open(page, '/sendEnvelope');
  await page.getByLabel('Number of shares').fill('3');
  await page.getByLabel('Total amount of USDT').fill('10');
  await page.getByTestId('envelope-next').click();
  await expect(page.getByTestId('confirm-total')).toBeVisible();
}

/** /selectWords after one wrong pick among right ones: a backup flow lives in memory only, so it is walked each time. */
async function shootWrongPick(page: Page, variant: (typeof VARIANTS)[number]) {
  await page.emulateMedia({ colorScheme: variant.scheme });
  await setLooks(page, variant.storage);
  await open(page, '/createWalletPassword');
  const passwords = page.locator('main input[type="password"]');
  await passwords.nth(0).fill('Passw0rd!pick');
  await passwords.nth(1).fill('Passw0rd!pick');
  await page.getByTestId('create-submit').click();
  await page.getByTestId('backup-now').click({ timeout: 20_000 });
  await page.getByTestId('show-words').click();
  await expect(page.locator('[data-testid="word-grid"] .word-text')).toHaveCount(12);
  const words = await page.locator('[data-testid="word-grid"] .word-text').allTextContents();
  await page.getByTestId('words-next').click();
  const questions = page.getByTestId('word-question');
  await expect(questions).toHaveCount(4);
  for (const [n, question] of (await questions.all()).entries()) {
    const right = words[Number(await question.getAttribute('data-position')) - 1];
    const options = await question.locator('.word-option span').allTextContents();
    await question.locator(`input[value="${n === 1 ? options.find((word) => word !== right) : right}"]`).check();
  }
  await page.getByTestId('select-submit').click();
  await expect(page.getByTestId('word-wrong')).toBeVisible();
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // Focus went to the question to answer again; a full-page picture is taken from the top.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screen-polish/selectWords-${variant.name}.png`, fullPage: true });
}

test.describe('screen polish', () => {
  test('the country code select shows its whole text at 20 px, in English and in Arabic, on register and login', async ({ page }) => {
    for (const storage of [{ fontSize: '20' }, { fontSize: '20', lang: JSON.stringify('ar') }] as Record<string, string>[]) {
      await open(page, '/');
      await setLooks(page, storage);
      for (const path of ['/register', '/relogin']) {
        await open(page, path);
        const shown = page.getByTestId('phone-region-shown');
        await expect(shown).toContainText('+1');
        const size = await shown.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
        expect(size.scroll, `${path} ${JSON.stringify(storage)}`).toBeLessThanOrEqual(size.client);
        // The picker names the country: its choice reads "United States +1" to a screen reader too.
        const select = page.getByRole('combobox', { name: /Country or region calling code|رمز الاتصال/ });
        await expect(select.locator('option:checked')).toHaveText(/\+1/);
        expect(await select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.text.length ?? 0)).toBeGreaterThan(4);
        // The number keeps room to be typed.
        expect((await page.getByRole('textbox', { name: /Phone number|رقم الهاتف/ }).boundingBox())!.width).toBeGreaterThan(150);
      }
    }
  });

  test('section headers start where their rows’ content starts, left to right and right to left', async ({ page, request }) => {
    test.setTimeout(90_000);
    await payer(page, request);
    await seedWallet(page, MNEMONIC, 'Passw0rd!x', 'Main wallet');
    for (const storage of [{}, { lang: JSON.stringify('ar') }] as Record<string, string>[]) {
      await setLooks(page, storage);
      await openQuote(page);
      const quote = page.getByTestId('swap-quote-panel');
      expect(await textStart(quote.locator('.section-title')), `quote ${JSON.stringify(storage)}`).toBeCloseTo(await textStart(quote.locator('dt').first()), 0);

      await open(page, '/index/hd-wallet');
      const card = page.locator('.wallet-card');
      const contentStart = await textStart(card.locator('.card-kicker'));
      expect(await textStart(page.getByTestId('copy-address')), `copy address ${JSON.stringify(storage)}`).toBeCloseTo(contentStart, 0);
      expect(await textStart(page.getByTestId('manage-networks')), `manage networks ${JSON.stringify(storage)}`).toBeCloseTo(contentStart, 0);
    }
    await setLooks(page, {});
    await openEnvelopeConfirm(page);
    const confirm = page.getByTestId('envelope-confirm');
    expect(await textStart(confirm.locator('.section-title'))).toBeCloseTo(await textStart(confirm.locator('dt').first()), 0);
  });

  test('/securityLevel names each level: security, and identity verification', async ({ page, request }) => {
    await logInAs(page, request, await userByApi(request, { payPassword: PAY_PASSWORD }));
    await open(page, '/securityLevel');
    await expect(page.getByTestId('security-level')).toHaveText('Security level 2 of 3');
    await expect(page.getByTestId('kyc-level')).toHaveText('Not verified');
    await setLooks(page, { lang: JSON.stringify('ar') });
    await open(page, '/securityLevel');
    await expect(page.getByTestId('security-level')).toHaveText('مستوى الأمان 2 من 3');
  });

  test('pictures of the phone field, the section headers and the security level (to look at)', async ({ page, request }) => {
    test.setTimeout(300_000);
    for (const variant of VARIANTS) {
      await open(page, '/');
      await shoot(page, 'screen-polish', 'register', variant, '/register', (p) => expect(p.getByTestId('phone-region-shown')).toBeVisible());
    }
    await payer(page, request);
    await seedWallet(page, MNEMONIC, 'Passw0rd!x', 'Main wallet');
    // /send where the server has no on-chain transfers (the e2e server has custody on).
    await page.route('**/api/public/initInfo', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Envelope<{ features: Record<string, boolean> }>;
      body.data.features.onChainTransfers = false;
      await route.fulfill({ response, json: body });
    });
    for (const variant of VARIANTS) {
      await shoot(page, 'screen-polish', 'send-chain-off', variant, '/send?coin=USDT', (p) => expect(p.getByTestId('chain-off')).toBeVisible());
    }
    await page.unroute('**/api/public/initInfo');
    for (const variant of VARIANTS) {
      await shootWrongPick(page, variant);
      await shoot(page, 'screen-polish', 'securityLevel', variant, '/securityLevel', (p) => expect(p.getByTestId('kyc-level')).toBeVisible(), true);
      await shoot(page, 'screen-polish', 'hd-wallet', variant, '/index/hd-wallet', (p) => expect(p.getByTestId('manage-networks')).toBeVisible());
      await shoot(page, 'screen-polish', 'quote', variant, '/against?from=USDT&to=BTC', async (p) => {
        await p.locator('main input[inputmode="decimal"]').first().fill('200');
        await p.getByTestId('swap-quote').click();
        await expect(p.getByTestId('quote-pay')).toBeVisible();
      }, true);
    }
  });
});
