import type { APIRequestContext, Page } from '@playwright/test';
import { WALLET_PATHS, type WalletBalances } from '../features/cloudWallet/contract/walletApi';
import { PRESALE_PATHS, type PresaleDrawResult, type PresaleRound } from '../features/promotions/contract/presaleApi';
import { getAs, logInAs, userByApi, type TestUser } from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * Pre-sale rounds end to end (/index/premmt, its history and prize history): the operator opens a
 * round (the dev route that runs presale-add's service) whose window closes within a minute on the
 * server's real clock; a user commits 30 USDT through the screen (refused past the cap and in
 * part-lots as typed, a wrong pay password moving nothing); the window runs out, the operator draws
 * (the dev route behind presale-draw); the user sees the result, verifies the draw in the browser
 * from the published seed, and finds the round in the history and the prize history.
 */
const PAY_PASSWORD = '246801';

async function devPost<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { data });
  const body = (await res.json()) as { code: number; data: T };
  expect(body.code, JSON.stringify(body)).toBe(1);
  return body.data;
}
const balanceOf = async (request: APIRequestContext, token: string, coin: string) =>
  (await getAs<WalletBalances>(request, token, WALLET_PATHS.balances)).coins.find((c) => c.symbol === coin)?.balance;
/** A round of AU at 2.5 USDT in lots of 10 USDT (4 AU), 400 AU on sale, at most 50 USDT a person, open since a minute ago. */
const addRound = (request: APIRequestContext, closesInMs: number) =>
  devPost<PresaleRound>(request, PRESALE_PATHS.devRound, {
    price: '2.5',
    allocation: '400',
    cap: '50',
    opensAt: new Date(Date.now() - 60_000).toISOString(),
    closesAt: new Date(Date.now() + closesInMs).toISOString(),
  });

test.describe.serial('pre-sale rounds (/index/premmt)', () => {
  let a: TestUser;
  let drawn: PresaleRound;

  test('a user commits in the window, the operator draws after it, and the user sees, verifies and finds the result', async ({ page, request }) => {
    test.setTimeout(180_000);
    a = await userByApi(request, { usdt: '100', payPassword: PAY_PASSWORD });
    await logInAs(page, request, a);
    const round = await addRound(request, 45_000);
    await open(page, '/index/premmt');
    await expect(page.getByTestId('presale-phase')).toHaveText('Open');
    await expect(page.getByTestId('presale-price')).toHaveText('1 AU = 2.5 USDT');
    await expect(page.getByTestId('presale-lot')).toHaveText('10 USDT = 4 AU');
    await expect(page.getByTestId('presale-countdown')).toContainText('Closes in');
    await expect(page.getByTestId('presale-seed-hash')).toContainText(round.seedHash);
    await expect(page.getByTestId('presale-seed')).toContainText('Published when the round is drawn');
    await expect(page.getByTestId('presale-state')).toContainText('Not applied');
    await expect(page.getByText('Each person may commit at most 50 USDT to the round, over all their commitments.')).toBeVisible();
    await expectAccessible(page);

    const amount = page.getByLabel('Amount to commit (USDT)', { exact: true });
    await amount.fill('15');
    await expect(page.getByText('Commit whole lots of 10 USDT.')).toBeVisible();
    await amount.fill('60');
    await expect(page.getByText('You may commit at most 50 USDT more to this round.')).toBeVisible();
    await amount.fill('30');
    await expect(page.getByTestId('presale-lots')).toHaveText('3 lots: 3 tickets in the draw, up to 12 AU');
    await page.getByTestId('presale-next').click();
    await expect(page.getByTestId('presale-confirm-amount')).toHaveText('30 USDT');
    await page.getByTestId('presale-pay-password').fill('000000');
    await page.getByTestId('presale-submit').click();
    await expect(page.getByText('The password you entered is incorrect', { exact: false })).toBeVisible();
    expect(await balanceOf(request, a.token, 'USDT')).toBe('100');
    await page.getByTestId('presale-pay-password').fill(PAY_PASSWORD);
    await page.getByTestId('presale-submit').click();
    await expect(page.getByTestId('presale-done')).toContainText('You committed 30 USDT. Your total in this round is 30 USDT; you may still commit 20 USDT.');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('presale-committed')).toHaveText('30 USDT');
    await expect(page.getByTestId('presale-state')).toContainText('Applied');
    expect(await balanceOf(request, a.token, 'USDT')).toBe('70');

    await page.getByTestId('presale-history-link').click();
    await expect(page).toHaveURL(/\/index\/premmt-history$/);
    const item = page.getByTestId(`presale-item-${round.id}`);
    await expect(item.getByTestId('presale-item-state')).toHaveText('Applied');
    await expect(item.getByTestId('presale-item-committed')).toHaveText('30 USDT');
    await expectAccessible(page);

    // The window runs out on the server's clock; then the operator draws.
    await expect.poll(() => Date.now() > new Date(round.closesAt).getTime() + 500, { timeout: 60_000 }).toBe(true);
    const result = await devPost<PresaleDrawResult>(request, PRESALE_PATHS.devDraw, { roundId: round.id });
    expect(result).toMatchObject({ drawn: true, subscribers: 1, lotsWon: 3, settled: 1 });
    drawn = { ...round, seed: result.seed };

    await open(page, `/index/premmt?id=${round.id}`);
    await expect(page.getByTestId('presale-phase')).toHaveText('Drawn');
    await expect(page.getByTestId('presale-state')).toContainText('Won');
    await expect(page.getByTestId('presale-won')).toHaveText('3 lots: 12 AU');
    await expect(page.getByTestId('presale-refund')).toHaveText('0 USDT');
    await expect(page.getByTestId('presale-seed')).toContainText(result.seed);
    await page.getByTestId('presale-verify').click();
    await expect(page.getByTestId('presale-verdict')).toHaveText('Verified: the seed matches its hash, and recomputing the draw gives the same result for all 1 subscriber.');
    await expectAccessible(page);
    expect(await balanceOf(request, a.token, 'AU')).toBe('12');
    expect(await balanceOf(request, a.token, 'USDT')).toBe('70');

    await page.getByTestId('presale-prizes-link').click();
    await expect(page).toHaveURL(/\/index\/premmt-prize-history$/);
    await expect(page.getByTestId(`presale-item-${round.id}`).getByTestId('presale-item-won')).toHaveText('3 lots: 12 AU');
    await expectAccessible(page);
    await open(page, '/index/premmt-history');
    await expect(page.getByTestId(`presale-item-${round.id}`).getByTestId('presale-item-state')).toHaveText('Won');
  });

  test('a user with nothing won sees the empty prize history', async ({ page, request }) => {
    const b = await userByApi(request, { usdt: '10', payPassword: PAY_PASSWORD });
    await logInAs(page, request, b);
    await open(page, '/index/premmt-prize-history');
    await expect(page.getByText('No prizes yet')).toBeVisible();
    await expectAccessible(page);
  });

  test('screenshots of the pre-sale screens in light, dark, Arabic and 20 px (to look at)', async ({ page, request }) => {
    test.skip(!process.env.PRESALE_SCREENSHOTS, 'set PRESALE_SCREENSHOTS=1 to take them');
    test.setTimeout(240_000);
    await logInAs(page, request, a);
    const open30 = await addRound(request, 600_000);
    const screens: [string, string, (p: Page) => Promise<void>][] = [
      ['round', `/index/premmt?id=${open30.id}`, async (p) => void (await expect(p.getByTestId('presale-form')).toBeVisible())],
      [
        'confirm',
        `/index/premmt?id=${open30.id}`,
        async (p) => {
          await p.locator('input[name="amount"]').fill('20');
          await p.getByTestId('presale-next').click();
          await expect(p.getByTestId('presale-confirm-amount')).toBeVisible();
        },
      ],
      [
        'drawn',
        `/index/premmt?id=${drawn.id}`,
        async (p) => {
          await p.getByTestId('presale-verify').click();
          await expect(p.getByTestId('presale-verdict')).toBeVisible();
        },
      ],
      ['history', '/index/premmt-history', async (p) => void (await expect(p.getByTestId('presale-history')).toBeVisible())],
      ['prizes', '/index/premmt-prize-history', async (p) => void (await expect(p.getByTestId('presale-prizes')).toBeVisible())],
    ];
    for (const [name, path, ready] of screens) for (const variant of VARIANTS) await shoot(page, 'presale-screens', name, variant, path, ready, true);
  });
});
