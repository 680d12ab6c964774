import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { KYC_PATHS } from '../features/kyc/contract/kycApi';
import { WALLET_PATHS, type RecordPage, type WalletBalances } from '../features/cloudWallet/contract/walletApi';
import { PROMOTIONS_PATHS } from '../features/promotions/contract/promotionsApi';
import { getAs, logInAs, postAs, userByApi, type TestUser } from './accountSupport';
import { expect, expectAccessible, open, test, withIsolates } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * The discounted token sale on /discount-buy end to end (SPEC §1, §5, §6, record type 14): a user
 * applies for KYC level 2 (identity and ID photos, through the API) and the operator approves it
 * (the dev route that runs scripts/kyc.ts approve's service); they buy AU at 90 % of the operator's
 * price, see what is left of their 100 and the type-14 record. A user without KYC is refused on the
 * screen, with the way to /securityLevel. The e2e server charges no service fee.
 */
const PAY_PASSWORD = '246801';

async function devPost(request: APIRequestContext, path: string, data: unknown) {
  const res = await request.post(path, { data });
  const body = (await res.json()) as { code: number };
  expect(body.code, JSON.stringify(body)).toBe(1);
}
const balanceOf = async (request: APIRequestContext, token: string, coin: string) =>
  (await getAs<WalletBalances>(request, token, WALLET_PATHS.balances)).coins.find((c) => c.symbol === coin)?.balance;

async function uploadPhoto(request: APIRequestContext, token: string, purpose: 'idFront' | 'idBack'): Promise<string> {
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#8899aa' } }).png().toBuffer();
  const res = await request.post(`${KYC_PATHS.upload}?purpose=${purpose}`, { multipart: { file: { name: 'id.png', mimeType: 'image/png', buffer } }, headers: { 'x-token': token } });
  const body = (await res.json()) as { code: number; data: { id: string } };
  expect(body.code, JSON.stringify(body)).toBe(1);
  return body.data.id;
}

/** A user with 100 USDT (after the KYC fee of the e2e server, 1 USDT) and a pay password whose KYC level 2 the operator approved. */
async function verifiedBuyer(request: APIRequestContext): Promise<TestUser> {
  const user = await userByApi(request, { usdt: '101', payPassword: PAY_PASSWORD });
  await postAs(request, user.token, KYC_PATHS.submit, {
    level: 2,
    country: 'SG',
    firstName: 'Mei',
    surname: 'Tan',
    birthDate: '1990-04-21',
    idType: 'nric',
    idNumber: 'S1234567D',
    idFront: await uploadPhoto(request, user.token, 'idFront'),
    idBack: await uploadPhoto(request, user.token, 'idBack'),
    idempotencyKey: `e2e-kyc-${user.phone.national}`,
  });
  await devPost(request, KYC_PATHS.devReview, { user: user.phone.e164, decision: 'approve', level: 2 });
  expect(await balanceOf(request, user.token, 'USDT')).toBe('100');
  return user;
}

test.describe.serial('the discounted token sale (/discount-buy)', () => {
  test.beforeAll(async ({ request }) => {
    await devPost(request, PROMOTIONS_PATHS.devPrice, { coin: 'AU', price: '2.5' });
  });

  test('a user at KYC level 2 buys AU at 10 % off and sees the balance, what is left of 100 and the type-14 record', async ({ page, request }) => {
    test.setTimeout(120_000);
    const a = await verifiedBuyer(request);
    await logInAs(page, request, a);
    await open(page, '/discount-buy');
    await expect(page.getByTestId('discount-price')).toHaveText('1 AU = 2.25 USDT');
    await expect(page.getByTestId('discount-normal-price')).toContainText('1 AU = 2.5 USDT');
    await expect(page.getByTestId('discount-left')).toHaveText('100 AU');
    await expect(page.getByTestId('discount-kyc-level')).toHaveText('Level 2 (needed: 2 or above)');
    await expect(page.getByText('Each person can buy at most 100 AU in total, over all their purchases in the sale.')).toBeVisible();
    await expectAccessible(page);

    // Past the cap and past the balance as typed; then 20 AU at 2.25 = 45 USDT.
    const amount = page.getByLabel('Amount of AU to buy', { exact: true });
    await amount.fill('101');
    await expect(page.getByText(withIsolates("You can't buy more than 100 AU: 100 AU left for you."))).toBeVisible();
    await amount.fill('50');
    await expect(page.getByText(withIsolates('Not enough USDT: you have 100 USDT, less than the total with the fee.'))).toBeVisible();
    await amount.fill('20');
    await expect(page.getByTestId('discount-total')).toHaveText('45 USDT');
    await expectAccessible(page);
    await page.getByTestId('discount-next').click();

    await expect(page.getByTestId('discount-confirm-total')).toHaveText('45 USDT');
    await page.getByTestId('discount-pay-password').fill('000000');
    await page.getByTestId('discount-submit').click();
    await expect(page.getByText('The password you entered is incorrect', { exact: false })).toBeVisible();
    expect(await balanceOf(request, a.token, 'USDT')).toBe('100');
    await page.getByTestId('discount-pay-password').fill(PAY_PASSWORD);
    await page.getByTestId('discount-submit').click();
    await expect(page.getByTestId('discount-done')).toContainText(withIsolates('You bought 20 AU at 2.25 USDT for 45 USDT plus a service fee of 0 USDT.'));
    await expect(page.getByTestId('discount-done-left')).toHaveText(withIsolates('80 of your 100 AU left.'));
    await expectAccessible(page);
    expect(await balanceOf(request, a.token, 'USDT')).toBe('55');
    expect(await balanceOf(request, a.token, 'AU')).toBe('20');
    const records = await getAs<RecordPage>(request, a.token, WALLET_PATHS.records, { coin: 'USDT' });
    expect(records.items[0]).toMatchObject({ type: 14, direction: 'out', amount: '45', fee: '0' });

    await page.getByTestId('discount-view-token').click();
    await expect(page).toHaveURL(/\/coinDetail\?coin=AU$/);
    await expect(page.getByRole('button', { name: /^Token purchase at a discount .* \+20 AU Success$/ })).toBeVisible();
  });

  test('a user below KYC level 2 is refused: the screen says so and links to /securityLevel', async ({ page, request }) => {
    const b = await userByApi(request, { usdt: '100', payPassword: PAY_PASSWORD });
    await logInAs(page, request, b);
    await open(page, '/discount-buy');
    await expect(page.getByTestId('discount-kyc-low')).toContainText('The discounted sale needs KYC level 2 or above. Your level is 0.');
    await expect(page.getByTestId('discount-form')).toHaveCount(0);
    await expectAccessible(page);
    const refused = (await (await request.post(PROMOTIONS_PATHS.discountBuy, { data: { amount: '1', price: '2.25', payPassword: PAY_PASSWORD, idempotencyKey: 'e2e-discount-kyc-low' }, headers: { 'x-token': b.token } })).json()) as { key: string };
    expect(refused.key).toBe('promotions.errors.discountKycTooLow');
    await page.getByTestId('discount-kyc-link').click();
    await expect(page).toHaveURL(/\/securityLevel$/);
  });

  test('screenshots of /discount-buy in light, dark, Arabic and 20 px (to look at)', async ({ page, request }) => {
    test.setTimeout(180_000);
    const c = await verifiedBuyer(request);
    await logInAs(page, request, c);
    const screens: [string, (p: Page) => Promise<void>][] = [
      ['form', async (p) => void (await expect(p.getByTestId('discount-price')).toBeVisible())],
      [
        'over-cap',
        async (p) => {
          await p.locator('input[name="amount"]').fill('101');
          await expect(p.locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'true');
          await p.locator('input[name="amount"]').blur();
        },
      ],
      [
        'confirm',
        async (p) => {
          await p.locator('input[name="amount"]').fill('4');
          await p.getByTestId('discount-next').click();
          await expect(p.getByTestId('discount-confirm-total')).toBeVisible();
        },
      ],
    ];
    for (const [name, ready] of screens) for (const variant of VARIANTS) await shoot(page, 'discount-screens', name, variant, '/discount-buy', ready, true);
    const d = await userByApi(request, { usdt: '10', payPassword: PAY_PASSWORD });
    await logInAs(page, request, d);
    for (const variant of VARIANTS) await shoot(page, 'discount-screens', 'kyc-low', variant, '/discount-buy', async (p) => void (await expect(p.getByTestId('discount-kyc-low')).toBeVisible()), true);
  });
});
