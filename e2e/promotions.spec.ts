import type { APIRequestContext, Page } from '@playwright/test';
import { USER_PATHS } from '../lib/contract/userApi';
import { WALLET_PATHS, type RecordPage, type WalletBalances } from '../features/cloudWallet/contract/walletApi';
import { PROMOTIONS_PATHS, type TokenBuyInfo } from '../features/promotions/contract/promotionsApi';
import { getAs, logInAs, userByApi, type TestUser } from './accountSupport';
import { expect, expectAccessible, open, test, withIsolates } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * Buying the platform token on /buyAU end to end (SPEC §1, §6, record type 13): no price yet is an
 * empty state; the operator's price (here through the dev route that runs scripts/promotions.ts
 * price-set's service) opens it; the amount is checked as typed; the pay password is asked; the
 * balance and the type-13 record follow. Activated points (the dev route of points-credit) show
 * beside the balances. The e2e server charges no service fee (PROMOTIONS_BUY_FEE_BP unset).
 */
const PAY_PASSWORD = '246801';

async function devPost(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  const body = (await res.json()) as { code: number };
  expect(body.code, JSON.stringify(body)).toBe(1);
}
const balanceOf = async (request: APIRequestContext, token: string, coin: string) =>
  (await getAs<WalletBalances>(request, token, WALLET_PATHS.balances)).coins.find((c) => c.symbol === coin)?.balance;

async function buyer(request: APIRequestContext, points?: string): Promise<TestUser> {
  const user = await userByApi(request, { usdt: '100', payPassword: PAY_PASSWORD });
  if (points) {
    const { accid } = await getAs<{ accid: string }>(request, user.token, USER_PATHS.userInfo);
    await devPost(request, PROMOTIONS_PATHS.devPoints, { accid, amount: points });
  }
  return user;
}

test.describe.serial('buying the platform token (/buyAU)', () => {
  test('without a price the screen says so; with one, a user buys AU with USDT and sees the balance and the record', async ({ page, request }) => {
    test.setTimeout(120_000);
    const a = await buyer(request, '30');
    await logInAs(page, request, a);

    const info = await getAs<TokenBuyInfo>(request, a.token, PROMOTIONS_PATHS.buyInfo);
    if (info.price === null) {
      await open(page, '/buyAU');
      await expect(page.getByText('AU has no price yet')).toBeVisible();
      await expect(page.getByTestId('balance-points')).toHaveText('30');
      await expectAccessible(page);
    }
    await devPost(request, PROMOTIONS_PATHS.devPrice, { coin: 'AU', price: '2.5' });

    await open(page, '/buyAU');
    await expect(page.getByTestId('token-price')).toHaveText('1 AU = 2.5 USDT');
    await expect(page.getByText('Price set by the platform (no market lists AU yet)')).toBeVisible();
    await expect(page.getByTestId('balance-pay')).toHaveText('100 USDT');
    await expect(page.getByTestId('balance-token')).toHaveText('0 AU');
    await expect(page.getByTestId('balance-points')).toHaveText('30');
    await expect(page.getByText('Activated points cannot be sent, withdrawn or swapped.')).toBeVisible();
    await expectAccessible(page);

    // Zero is said on Next; over the balance as typed; then 10 AU at 2.5 = 25 USDT.
    const amount = page.getByLabel('Amount of AU to buy', { exact: true });
    await amount.fill('0');
    await page.getByTestId('buy-token-next').click();
    await expect(page.getByText('Enter an amount greater than 0.')).toBeVisible();
    await expect(amount).toBeFocused();
    await amount.fill('50');
    await expect(page.getByText(withIsolates('Not enough USDT: you have 100 USDT, less than the total with the fee.'))).toBeVisible();
    await expect(page.getByTestId('buy-total')).toHaveText('125 USDT');
    await amount.fill('10');
    await expect(page.getByTestId('buy-cost')).toHaveText('25 USDT');
    await expect(page.getByTestId('buy-fee')).toHaveText('0 USDT');
    await expect(page.getByTestId('buy-total')).toHaveText('25 USDT');
    await expectAccessible(page);
    await page.getByTestId('buy-token-next').click();

    await expect(page.getByTestId('confirm-amount')).toHaveText('10 AU');
    await expect(page.getByTestId('confirm-total')).toHaveText('25 USDT');
    await page.getByTestId('buy-token-pay-password').fill('000000');
    await page.getByTestId('buy-token-submit').click();
    await expect(page.getByText('The password you entered is incorrect', { exact: false })).toBeVisible();
    expect(await balanceOf(request, a.token, 'USDT')).toBe('100');
    await expectAccessible(page);
    await page.getByTestId('buy-token-pay-password').fill(PAY_PASSWORD);
    await page.getByTestId('buy-token-submit').click();
    await expect(page.getByTestId('buy-token-done')).toContainText(withIsolates('You bought 10 AU for 25 USDT plus a service fee of 0 USDT.'));
    await expectAccessible(page);
    expect(await balanceOf(request, a.token, 'USDT')).toBe('75');
    expect(await balanceOf(request, a.token, 'AU')).toBe('10');
    const records = await getAs<RecordPage>(request, a.token, WALLET_PATHS.records, { coin: 'AU' });
    expect(records.items).toEqual([expect.objectContaining({ type: 13, direction: 'in', amount: '10', swap: expect.objectContaining({ coin: 'USDT', amount: '25' }) })]);

    // The coin's page lists the purchase with its type-13 title.
    await page.getByTestId('view-token').click();
    await expect(page).toHaveURL(/\/coinDetail\?coin=AU$/);
    await expect(page.getByRole('button', { name: /^Token purchase .* \+10 AU Success$/ })).toBeVisible();
  });

  test('screenshots of /buyAU in light, dark, Arabic and 20 px (to look at)', async ({ page, request }) => {
    test.setTimeout(120_000);
    const b = await buyer(request, '120');
    await logInAs(page, request, b);
    const screens: [string, (p: Page) => Promise<void>][] = [
      ['form', async (p) => void (await expect(p.getByTestId('token-price')).toBeVisible())],
      [
        'over-balance',
        async (p) => {
          await p.getByTestId('buy-token-form').locator('input[name="amount"]').fill('50');
          await expect(p.getByTestId('buy-token-form').locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'true');
          await p.getByTestId('buy-token-form').locator('input[name="amount"]').blur();
        },
      ],
      [
        'confirm',
        async (p) => {
          await p.getByTestId('buy-token-form').locator('input[name="amount"]').fill('4');
          await p.getByTestId('buy-token-next').click();
          await expect(p.getByTestId('confirm-total')).toBeVisible();
        },
      ],
    ];
    for (const [name, ready] of screens) for (const variant of VARIANTS) await shoot(page, 'promotions-screens', name, variant, '/buyAU', ready, true);
  });
});
