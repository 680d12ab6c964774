import { mkdirSync } from 'node:fs';
import { logIn, newPhone, registerByApi } from './accountSupport';
import { expect, open, test } from './fixtures';
import { seedWallet, TEST_MNEMONIC } from './hdWalletSupport';

/**
 * Screenshots for review (not a test of its own): SHOTS_DIR=/tmp/x npx playwright test e2e/uiCoinsShots.spec.ts.
 * Home, My, the coin lists and the HD wallet screens in light, dark, Arabic and at 20 px.
 */
const DIR = process.env.SHOTS_DIR;
test.skip(!DIR, 'screenshots only when SHOTS_DIR is set');

const VARIANTS = [
  { name: 'light', lang: 'en', font: 16, scheme: 'light' as const },
  { name: 'dark', lang: 'en', font: 16, scheme: 'dark' as const },
  { name: 'ar', lang: 'ar', font: 16, scheme: 'light' as const },
  { name: '20px', lang: 'en', font: 20, scheme: 'light' as const },
];

test('screens', async ({ page, request }) => {
  test.setTimeout(300_000);
  mkdirSync(DIR!, { recursive: true });
  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  for (const [coin, amount] of [['BTC', '12345.6789'], ['USDT', '98765432.123456'], ['DOGE', '1000'], ['AISI', '5'], ['ARB', '12'], ['TON', '3']]) {
    await request.post('/api/dev/credit', { data: { phone: phone.e164, coin, amount } });
  }
  await open(page, '/relogin');
  await seedWallet(page, TEST_MNEMONIC, 'Password123', 'Main wallet');
  await open(page, '/relogin');
  await logIn(page, request, phone.national, 'Secret123');
  await page.waitForURL('**/index/home');
  for (const v of VARIANTS) {
    await page.emulateMedia({ colorScheme: v.scheme });
    await page.evaluate(({ lang, font }) => {
      localStorage.setItem('lang', JSON.stringify(lang));
      localStorage.setItem('fontSize', String(font));
    }, v);
    for (const [name, path, ready] of [
      ['home', '/index/home', 'home-coins'],
      ['my', '/index/mypage', null],
      ['purse', '/coinPurse', 'purse-coins'],
      ['coinlist', '/coinList', 'coin-list'],
      ['coindetail', '/coinDetail?coin=BTC', null],
      ['hdwallet', '/index/hd-wallet', 'wallet-address'],
      ['hdreceive', '/hd-receive', 'receive-address'],
    ] as const) {
      await open(page, path);
      if (ready) await expect(page.getByTestId(ready)).toBeVisible();
      await page.waitForTimeout(600);
      if (name === 'hdreceive') await page.getByTestId('receive-address').click();
      await page.screenshot({ path: `${DIR}/${name}-${v.name}.png`, fullPage: name !== 'hdreceive' });
    }
  }
});
