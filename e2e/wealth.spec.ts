import type { APIRequestContext, Page } from '@playwright/test';
import { WTCENTER_SUCCESS, type Envelope } from '../lib/contract/envelope';
import { WALLET_PATHS, type RecordPage, type WalletBalances } from '../features/cloudWallet/contract/walletApi';
import { WEALTH_PATHS, type BuyResult, type DevMatureResult, type WealthOrder } from '../features/wealth/contract/wealthApi';
import { getAs, logInAs, userByApi } from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';
import { addProduct, wtcenterGetAs, wtcenterPostAs } from './wealthSupport';

/**
 * Wealth products end to end (SPEC §1, §3, §4, §6): the operator's products (here through the dev
 * route that runs scripts/wealth.ts product-add's service) on the Asset tab and /coinplan; a user
 * buys a fixed-term plan through /plandetail and /buyploy (limits checked as typed, the pay
 * password asked), sees it on /mywealth and /ploydetail, redeems it early on /sellploy after the
 * no-interest warning, and finds both movements on /query. A second order matures (the dev route
 * runs the maturity job's service): principal and interest come back with a notice.
 */
const PAY_PASSWORD = '246801';

const usdtOf = async (request: APIRequestContext, token: string) =>
  (await getAs<WalletBalances>(request, token, WALLET_PATHS.balances)).coins.find((c) => c.symbol === 'USDT')?.balance;

/** The product's card on a list (other tests add products to the same server). */
const card = (page: Page, id: string) => page.locator(`a[href="/plandetail?id=${id}"]`);

test.describe('wealth products', () => {
  test('a user buys a fixed plan, redeems it early without interest, and a second order matures with interest', async ({ page, request }) => {
    test.setTimeout(120_000);
    const plan = await addProduct(request, { category: 'coinplan', coin: 'USDT', annualRate: '12', termDays: 30, minAmount: '50', quota: '100000', maxPerUser: '500' });
    const a = await userByApi(request, { usdt: '1000', payPassword: PAY_PASSWORD });
    const wealthCalls: string[] = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (/^\/(api|wtcenter)\/wealth\//.test(pathname)) wealthCalls.push(pathname);
    });

    // Logged out, the Asset tab lists the products and asks to log in for holdings.
    await open(page, '/index/wealth');
    await expect(page.getByTestId('wealth-login')).toBeVisible();
    await expect(card(page, plan)).toContainText('USDT coin plan');
    await expect(card(page, plan)).toContainText('12 %');
    await expectAccessible(page);

    await logInAs(page, request, a);
    await page.getByRole('link', { name: 'Asset' }).click();
    await expect(page).toHaveURL(/\/index\/wealth$/);
    await expect(page.getByTestId('wealth-summary')).toContainText('You hold no wealth products yet.');
    await page.getByTestId('wealth-category-coinplan').click();
    await expect(page).toHaveURL(/\/coinplan$/);
    await expect(page.getByTestId('wealth-rules')).toContainText('returns the principal only: it earns no interest');
    await card(page, plan).click();

    // The product: rate, term, limits, the dates an order placed now gets, and Buy.
    await expect(page).toHaveURL(new RegExp(`/plandetail\\?id=${plan}$`));
    await expect(page.getByTestId('product-rate')).toHaveText('12 %');
    await expect(page.getByTestId('product-detail')).toContainText('30 days');
    await expect(page.getByTestId('product-held')).toHaveText('0 USDT');
    await expectAccessible(page);
    await page.getByTestId('product-buy').click();

    // The amount is checked as typed, before Next: over the per-person maximum, then below the
    // minimum; Next then stays on the form.
    await expect(page).toHaveURL(new RegExp(`/buyploy\\?id=${plan}$`));
    const amount = page.getByLabel('Amount (USDT)', { exact: true });
    await amount.fill('600');
    await expect(page.getByText('You can add at most 500 USDT to this product.')).toBeVisible();
    await amount.fill('20');
    await expect(page.getByText('The smallest order is 50 USDT.')).toBeVisible();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await page.getByTestId('buy-next').click();
    await expect(page.getByTestId('buy-confirm')).toHaveCount(0);
    await expect(amount).toBeFocused();
    // 400 USDT at 12 % for 30 days: 400 × 0.12 × 30 / 365 = 3.945205… USDT, rounded down.
    await amount.fill('400');
    await expect(page.getByTestId('buy-expected')).toHaveText('3.945205 USDT at expiry');
    await expectAccessible(page);
    await page.getByTestId('buy-next').click();
    await expect(page.getByTestId('confirm-amount')).toHaveText('400 USDT');
    await expect(page.getByTestId('buy-confirm').getByRole('term').first()).toHaveText('Product');
    await expect(page.getByTestId('confirm-product')).toHaveText('USDT coin plan');
    await page.getByTestId('buy-pay-password').fill('000000');
    await page.getByTestId('buy-submit').click();
    await expect(page.getByText('The password you entered is incorrect', { exact: false })).toBeVisible();
    await page.getByTestId('buy-pay-password').fill(PAY_PASSWORD);
    // The app buys through the wealth centre's family: /wtcenter, success code 0.
    const buyAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === WEALTH_PATHS.buy);
    await page.getByTestId('buy-submit').click();
    expect(await (await buyAnswer).json()).toMatchObject({ code: WTCENTER_SUCCESS, data: { order: { amount: '400' } } });
    await expect(page.getByTestId('buy-done')).toContainText('400 USDT is in the product.');
    expect(await usdtOf(request, a.token)).toBe('600');

    // The order: unexpired, nothing earned before its value date.
    await page.getByTestId('view-order').click();
    await expect(page).toHaveURL(/\/ploydetail\?id=\d+$/);
    await expect(page.getByTestId('order-state')).toHaveText('Unexpired');
    await expect(page.getByTestId('order-earnings')).toHaveText('0 USDT');
    await expectAccessible(page);

    // Redeem early: the warning, and the box must be ticked.
    await page.getByTestId('order-redeem').click();
    await expect(page).toHaveURL(/\/sellploy\?id=\d+$/);
    await expect(page.getByTestId('redeem-early-warning')).toContainText('Redeeming it now returns the principal only');
    await expect(page.getByTestId('redeem-interest')).toHaveText('0 USDT');
    await expectAccessible(page);
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-problem')).toHaveText('Tick the box to confirm that you accept redeeming without interest.');
    expect(await usdtOf(request, a.token)).toBe('600');
    await page.getByTestId('redeem-accept').check();
    await page.getByTestId('redeem-submit').click();
    await expect(page.getByTestId('redeem-done')).toContainText('400 USDT is back in your balance.');
    expect(await usdtOf(request, a.token)).toBe('1000');
    await page.getByRole('link', { name: 'View the order' }).click();
    await expect(page.getByTestId('order-state')).toHaveText('Redeemed');
    await expect(page.getByTestId('order-detail')).toContainText('Redeemed early (no interest)');

    await open(page, '/mywealth');
    await expect(page.getByTestId('orders-tab-unexpired')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('No unexpired orders')).toBeVisible();
    await page.getByTestId('orders-tab-redeemed').click();
    await expect(page.getByTestId('order-row')).toContainText('Redeemed early (no interest)');
    await expectAccessible(page);

    // A second order matures (the maturity job's service): principal and the term's interest.
    const second = await wtcenterPostAs<BuyResult>(request, a.token, WEALTH_PATHS.buy, { productId: plan, amount: '365', payPassword: PAY_PASSWORD, idempotencyKey: `e2e-wealth-${Date.now()}` });
    const matured = (await (await request.post(WEALTH_PATHS.devMature, { data: { orderId: second.order.id } })).json()) as Envelope<DevMatureResult>;
    expect(matured.code, matured.msg).toBe(1);
    // 365 USDT at 12 % for 30 days = 3.6 USDT.
    const order = await wtcenterGetAs<WealthOrder>(request, a.token, WEALTH_PATHS.order, { id: second.order.id });
    expect(order).toMatchObject({ state: 'redeemed', settlement: 'maturity', totalEarnings: '3.6' });
    expect(await usdtOf(request, a.token)).toBe('1003.6');
    await open(page, `/ploydetail?id=${second.order.id}`);
    await expect(page.getByTestId('order-state')).toHaveText('Redeemed');
    await expect(page.getByTestId('order-earnings')).toHaveText('3.6 USDT');
    await expect(page.getByTestId('order-redeem')).toHaveCount(0);
    await open(page, '/historyNotice');
    await expect(page.getByText('Your wealth order matured: 368.6 USDT, principal and interest, is back in your balance')).toBeVisible();

    // /query: the wealth records of every coin, both ways.
    await open(page, '/query');
    const records = await getAs<RecordPage>(request, a.token, WALLET_PATHS.records, { type: '4' });
    expect(records.items.map((r) => [r.kind, r.amount])).toEqual([
      ['wealthPayout', '368.6'],
      ['wealthOrder', '365'],
      ['wealthPayout', '400'],
      ['wealthOrder', '400'],
    ]);
    await expect(page.getByTestId('record-row')).toHaveCount(4);
    await expect(page.getByTestId('record-row').first()).toContainText('Wealth payout');
    await expect(page.getByTestId('record-type')).toHaveCount(0);
    await expectAccessible(page);
    // Every wealth call of the walk went to /wtcenter; nothing answers under /api/wealth any more.
    expect(wealthCalls.length).toBeGreaterThan(5);
    expect(wealthCalls.filter((path) => !path.startsWith('/wtcenter/wealth/'))).toEqual([]);
    expect((await request.get('/api/wealth/products')).status()).toBe(404);
  });

  test('an on-demand order shows the rules, and the screens read right to left in Arabic', async ({ page, request }) => {
    const pos = await addProduct(request, { category: 'pos', coin: 'USDT', annualRate: '7.3', minAmount: '10', quota: '50000' });
    const a = await userByApi(request, { usdt: '200', payPassword: PAY_PASSWORD });
    const bought = await wtcenterPostAs<BuyResult>(request, a.token, WEALTH_PATHS.buy, { productId: pos, amount: '100', payPassword: PAY_PASSWORD, idempotencyKey: `e2e-pos-${Date.now()}` });
    await logInAs(page, request, a);

    await open(page, `/plandetail?id=${pos}`);
    await expect(page.getByTestId('product-detail')).toContainText('On demand');
    await expect(page.getByTestId('wealth-rules')).toContainText('On demand: redeem on any day');
    await expect(page.getByTestId('product-held')).toHaveText('100 USDT');

    // On demand, no warning: the principal and the interest earned so far (none before the value date).
    await open(page, `/sellploy?id=${bought.order.id}`);
    await expect(page.getByTestId('redeem-total')).toHaveText('100 USDT');
    await expect(page.getByTestId('redeem-early-warning')).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('ar')));
    await open(page, '/index/wealth');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('holding-USDT')).toBeVisible();
    await expect(page.getByTestId('wealth-category-pos')).not.toContainText('PoS mining');
    await expectAccessible(page);
  });

  test('pictures of the wealth screens (to look at)', async ({ page, request }) => {
    test.setTimeout(180_000);
    const plan = await addProduct(request, { category: 'coinplan', coin: 'USDT', annualRate: '9.5', termDays: 90, minAmount: '100', quota: '20000', maxPerUser: '5000', qualifiedOnly: true });
    const a = await userByApi(request, { usdt: '1000', payPassword: PAY_PASSWORD });
    const pos = await addProduct(request, { category: 'pos', coin: 'USDT', annualRate: '6', minAmount: '10', quota: '1000' });
    const order = await wtcenterPostAs<BuyResult>(request, a.token, WEALTH_PATHS.buy, { productId: pos, amount: '250', payPassword: PAY_PASSWORD, idempotencyKey: `e2e-pics-${Date.now()}` });
    const fixed = await addProduct(request, { category: 'coinplan', coin: 'USDT', annualRate: '8', termDays: 60, minAmount: '10', quota: '10000' });
    const fixedOrder = await wtcenterPostAs<BuyResult>(request, a.token, WEALTH_PATHS.buy, { productId: fixed, amount: '120', payPassword: PAY_PASSWORD, idempotencyKey: `e2e-pics-fixed-${Date.now()}` });
    await logInAs(page, request, a);
    const screens: [string, string, (page: Page) => Promise<void>][] = [
      ['asset-tab', '/index/wealth', async (p) => void (await expect(p.getByTestId('holding-USDT')).toBeVisible())],
      ['plan-detail', `/plandetail?id=${plan}`, async (p) => void (await expect(p.getByTestId('product-not-qualified')).toBeVisible())],
      ['buy', `/buyploy?id=${pos}`, async (p) => void (await expect(p.getByTestId('buy-form')).toBeVisible())],
      // 5 USDT against the 10 USDT minimum, said as typed; then the confirm step naming the product.
      [
        'buy-minimum',
        `/buyploy?id=${pos}`,
        async (p) => {
          await p.locator('input[name="amount"]').fill('5');
          await expect(p.locator('input[name="amount"]')).toHaveAttribute('aria-invalid', 'true');
          await p.locator('input[name="amount"]').blur();
        },
      ],
      [
        'buy-confirm',
        `/buyploy?id=${pos}`,
        async (p) => {
          await p.locator('input[name="amount"]').fill('100');
          await p.getByTestId('buy-next').click();
          await expect(p.getByTestId('confirm-product')).toBeVisible();
        },
      ],
      ['my-wealth', '/mywealth', async (p) => void (await expect(p.getByTestId('order-row')).toHaveCount(2))],
      ['order', `/ploydetail?id=${order.order.id}`, async (p) => void (await expect(p.getByTestId('order-detail')).toBeVisible())],
      ['redeem', `/sellploy?id=${fixedOrder.order.id}`, async (p) => void (await expect(p.getByTestId('redeem-early-warning')).toBeVisible())],
    ];
    for (const [name, path, ready] of screens) {
      for (const variant of VARIANTS) await shoot(page, 'wealth-screens', name, variant, path, ready, true);
    }
  });
});
