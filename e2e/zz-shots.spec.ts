import { logIn, newPhone, registerByApi } from './accountSupport';
import { expect, open, test } from './fixtures';
import { TEST_MNEMONIC, seedWallet } from './hdWalletSupport';

const DIR = process.env.SHOTS_DIR ?? '/tmp/ui-kit-shots';
const VARIANTS: Record<string, Record<string, string>> = {
  light: {},
  dark: { theme: '"dark"' },
  ar: { lang: '"ar"' },
  px20: { fontSize: '20' },
};
const PAGES = [
  ['home', '/index/home'],
  ['my', '/index/mypage'],
  ['send', '/send?coin=USDT'],
  ['records', '/coinDetail?coin=USDT'],
  ['hd', '/index/hd-wallet'],
  ['display', '/fontSizeSettings'],
  ['redgreen', '/redgreen'],
] as const;

for (const [variant, storage] of Object.entries(VARIANTS)) {
  test(`shots ${variant}`, async ({ page, request }) => {
    test.setTimeout(180_000);
    const phone = newPhone();
    await registerByApi(request, phone, 'Secret123');
    await request.post('/api/dev/credit', { data: { phone: phone.e164, coin: 'USDT', amount: '1250.5' } });
    await request.post('/api/dev/credit', { data: { phone: phone.e164, coin: 'ETH', amount: '0.75' } });
    await open(page, '/relogin');
    await logIn(page, request, phone.national, 'Secret123');
    await expect(page).toHaveURL(/\/index\/home/);
    await seedWallet(page, TEST_MNEMONIC, 'Passw0rd!x', 'Main wallet');
    await page.evaluate((s) => {
      for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
    }, storage);
    for (const [name, path] of PAGES) {
      await page.goto(path);
      await expect(page.locator('main.boot')).toHaveCount(0);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${DIR}/${name}-${variant}.png`, fullPage: true });
    }
  });
}
