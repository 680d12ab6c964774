import type { APIRequestContext, Browser, Page } from '@playwright/test';
import type { Envelope } from '../lib/contract/envelope';
import { USER_PATHS } from '../lib/contract/userApi';
import { WALLET_PATHS, type RecordPage, type WalletBalances } from '../features/cloudWallet/contract/walletApi';
import { RED_ENVELOPE_PATHS, type DevExpireResult, type EnvelopeCreated, type ReceivedPage, type SentPage } from '../features/redEnvelope/contract/redEnvelopeApi';
import { randomUUID } from 'node:crypto';
import { creditByApi, getAs, logIn, newPhone, postAs, registerByApi } from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * Red envelopes end to end: user A (pay password, 20 USDT) sends a lucky envelope of 10 USDT in 3
 * shares through /sendEnvelope and gets its link, code and QR code; user B opens the link logged
 * out, sees the preview, logs in and comes back to claim; user C claims with the code on
 * /redEnvelopeRecord; A sees both claims in the detail. The dev route expires the envelope (the e2e
 * server cannot wait hours) and refunds the rest through the job's service: A gets it back, with a
 * record. Records on all three sides. Arabic lays the screens out right to left.
 */
const PASSWORD = 'Secret123';
const PAY_PASSWORD = '246801';

type User = { phone: ReturnType<typeof newPhone>; token: string };

async function user(request: APIRequestContext, usdt?: string, payPassword = false): Promise<User> {
  const phone = newPhone();
  const token = await registerByApi(request, phone, PASSWORD);
  if (payPassword) await postAs(request, token, USER_PATHS.payPasswordSet, { payPassword: PAY_PASSWORD });
  if (usdt) await creditByApi(request, phone.e164, 'USDT', usdt);
  return { phone, token };
}

async function loggedIn(page: Page, request: APIRequestContext, who: User) {
  await open(page, '/relogin');
  await logIn(page, request, who.phone.national, PASSWORD);
  await expect(page).toHaveURL(/\/index\/home$/);
}

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

const usdtOf = async (request: APIRequestContext, token: string) =>
  (await getAs<WalletBalances>(request, token, WALLET_PATHS.balances)).coins.find((c) => c.symbol === 'USDT')?.balance;

test.describe('red envelopes', () => {
  test('A sends a lucky envelope; B claims by link after logging in, C by code; A sees both, then the refund', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(120_000);
    const a = await user(request, '20', true);
    const [b, c] = [await user(request), await user(request)];

    // A: home → Red envelope; rules on screen; a fixed total is computed; lucky 10 USDT in 3 shares.
    await loggedIn(page, request, a);
    await page.getByTestId('entry-red-envelope').click();
    await expect(page).toHaveURL(/\/sendEnvelope$/);
    await expect(page.getByTestId('envelope-rules')).toContainText('At most 100 shares');
    await expect(page.getByTestId('envelope-rules')).toContainText('24 hours');
    await expect(page.getByTestId('envelope-coin')).toContainText('USDT');
    await page.getByText('Fixed', { exact: true }).click();
    await page.getByLabel('Number of shares').fill('4');
    await page.getByLabel('Amount of USDT per share').fill('2.5');
    await expect(page.getByTestId('envelope-total')).toContainText('10 USDT');
    await page.getByLabel('Number of shares').fill('101');
    await page.getByTestId('envelope-next').click();
    await expect(page.getByText('At most 100 shares.')).toBeVisible();
    await expectAccessible(page);

    await page.getByText('Lucky', { exact: true }).click();
    await page.getByLabel('Number of shares').fill('3');
    await page.getByLabel('Total amount of USDT').fill('10');
    await page.getByLabel('Wishes').fill('Happy new year');
    await page.getByTestId('envelope-next').click();
    const confirm = page.getByTestId('envelope-confirm');
    await expect(confirm.getByTestId('confirm-total')).toHaveText('10 USDT');
    await confirm.getByTestId('envelope-pay-password').fill(PAY_PASSWORD);
    await confirm.getByTestId('envelope-send').click();
    const sent = page.getByTestId('envelope-sent');
    await expect(sent).toBeVisible();
    await expect(sent.getByRole('img', { name: "QR code of the red envelope's link" })).toBeVisible();
    const link = (await sent.getByTestId('envelope-link').textContent())!.trim();
    const code = (await sent.getByTestId('envelope-code').textContent())!.trim();
    const envelopeId = (await sent.getAttribute('data-envelope-id'))!;
    expect(link).toMatch(/\/redEnvelopeDetail\?link=[A-Za-z0-9_-]{22}$/);
    expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{10}$/);
    await expectAccessible(page);
    expect(await usdtOf(request, a.token)).toBe('10');

    // A opens their own link: the sender's view (link, QR code, copy, share, what is left), no Claim.
    const linkPath = new URL(link).pathname + new URL(link).search;
    await open(page, linkPath);
    const own = page.getByTestId('envelope-detail');
    await expect(own).toHaveAttribute('data-mine', 'true');
    await expect(own.getByTestId('own-envelope')).toBeVisible();
    await expect(own.getByTestId('envelope-link')).toHaveText(link);
    await expect(own.getByTestId('envelope-code')).toHaveText(code);
    await expect(own.getByRole('img', { name: "QR code of the red envelope's link" })).toBeVisible();
    await expect(own.getByTestId('envelope-copy-link')).toBeVisible();
    await expect(own.getByTestId('envelope-share')).toBeVisible();
    await expect(own.getByTestId('detail-remaining')).toHaveText('3 shares, 10 USDT');
    await expect(page.getByTestId('claim-button')).toHaveCount(0);
    await expectAccessible(page);

    // B: the link, logged out: the public preview and "Log in to claim", back here after the login.
    const pageB = await newPage(browser, baseURL);
    await open(pageB, linkPath);
    await expect(pageB.getByTestId('claim-wishes')).toHaveText('Happy new year');
    await expect(pageB.getByTestId('claim-state')).toContainText('waiting');
    await expectAccessible(pageB);
    await pageB.getByTestId('claim-login').click();
    await expect(pageB).toHaveURL(/\/relogin\?redirect=/);
    await logIn(pageB, request, b.phone.national, PASSWORD);
    await expect(pageB).toHaveURL(/\/redEnvelopeDetail\?link=/);
    // B is neither its sender nor a claimer yet: the claim, and no toast for the detail asked first.
    await expect(pageB.getByTestId('claim-button')).toBeVisible();
    await expect(pageB.getByTestId('toast')).toHaveCount(0);
    await pageB.getByTestId('claim-button').click();
    const claimedB = (await pageB.getByTestId('claim-amount').textContent())!.trim();
    expect(claimedB).toMatch(/^[\d.]+ USDT$/);
    await pageB.getByTestId('claim-view-detail').click();
    await expect(pageB.getByTestId('detail-claimed')).toContainText('1/3');
    // B opens the link again: the envelope's detail (B's claim), not a Claim that would fail.
    await open(pageB, linkPath);
    await expect(pageB.getByTestId('claim-row')).toContainText('(you)');
    await expect(pageB.getByTestId('claim-button')).toHaveCount(0);
    await expect(pageB.getByTestId('envelope-link')).toHaveCount(0);

    // C: a wrong code first (a clear message), then the right one on /redEnvelopeRecord.
    const pageC = await newPage(browser, baseURL);
    await loggedIn(pageC, request, c);
    await open(pageC, '/redEnvelopeRecord');
    await expect(pageC.getByText('No red envelopes sent yet')).toBeVisible();
    await expectAccessible(pageC);
    await pageC.getByLabel('Claim code').fill('2222222222');
    await pageC.getByTestId('claim-code-submit').click();
    await expect(pageC.getByText('No red envelope has this code. Check it and try again.')).toBeVisible();
    await pageC.getByLabel('Claim code').fill(code.toLowerCase());
    await pageC.getByTestId('claim-code-submit').click();
    await expect(pageC).toHaveURL(new RegExp(`/redEnvelopeDetail\\?id=${envelopeId}$`));
    await expect(pageC.getByTestId('detail-claimed')).toContainText('2/3');

    // A: the detail shows both claims; the records list it under Sent with the totals.
    await open(page, `/redEnvelopeDetail?id=${envelopeId}`);
    await expect(page.getByTestId('claim-row')).toHaveCount(2);
    await expect(page.getByTestId('detail-state')).toContainText('Open until');
    // Open: the sender's detail keeps the link, its QR code and the code to share, and what is left.
    await expect(page.getByTestId('envelope-code')).toHaveText(code);
    await expect(page.getByTestId('envelope-link')).toHaveText(link);
    await expect(page.getByTestId('detail-remaining')).toContainText('1 share, ');
    await expectAccessible(page);

    // Expiry: the rest comes back to A with a record, and the detail says so.
    const expired = (await (await request.post(RED_ENVELOPE_PATHS.devExpire, { data: { id: envelopeId } })).json()) as Envelope<DevExpireResult>;
    expect(expired.data.outcome).toBe('refunded');
    await page.reload();
    await expect(page.getByTestId('detail-state')).toContainText('refunded');
    await expect(page.getByTestId('best-luck')).toHaveCount(1);
    await open(page, '/coinDetail?coin=USDT');
    await expect(page.getByTestId('records').getByTestId('record-row').first()).toContainText('Red envelope refund');
    await open(page, '/redEnvelopeRecord');
    await expect(page.getByTestId('sent-row')).toHaveCount(1);
    await expect(page.getByTestId('envelope-totals')).toContainText('10 USDT in 1 envelope');
    await expectAccessible(page);

    // Records on all three sides; balances add up to what A was credited.
    const recordsA = await getAs<RecordPage>(request, a.token, WALLET_PATHS.records);
    expect(recordsA.items.map((r) => r.kind)).toEqual(expect.arrayContaining(['redEnvelope', 'redEnvelopeRefund']));
    const refund = recordsA.items.find((r) => r.kind === 'redEnvelopeRefund')!;
    for (const who of [b, c]) {
      const records = await getAs<RecordPage>(request, who.token, WALLET_PATHS.records, { type: '10' });
      expect(records.items).toHaveLength(1);
      expect(records.items[0]).toMatchObject({ kind: 'redEnvelope', direction: 'in', coin: 'USDT' });
      const received = await getAs<ReceivedPage>(request, who.token, RED_ENVELOPE_PATHS.received);
      expect(received.items[0].envelopeId).toBe(envelopeId);
    }
    const sentPage = await getAs<SentPage>(request, a.token, RED_ENVELOPE_PATHS.sent);
    expect(sentPage.items[0]).toMatchObject({ state: 'refunded', claimedCount: 2, refundedAmount: refund.amount });
    const total = [await usdtOf(request, a.token), await usdtOf(request, b.token), await usdtOf(request, c.token)].reduce((s, x) => s + Number(x ?? 0), 0);
    expect(total).toBeCloseTo(20, 6);
    expect(`${await usdtOf(request, b.token)} USDT`).toBe(claimedB);
  });

  test('Arabic: the send and record screens read right to left, translated', async ({ page, request }) => {
    const a = await user(request, '5', true);
    await loggedIn(page, request, a);
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('ar')));
    await open(page, '/sendEnvelope');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'مغلف أحمر' })).toBeVisible();
    await expect(page.getByTestId('envelope-rules')).toContainText('100');
    // "(بتوقيت UTC)" stays on one line: no "(UTC" left alone at a line's start.
    const utcLines = await page
      .getByTestId('envelope-rules')
      .locator('li', { hasText: 'UTC' })
      .evaluate((li) => {
        const text = li.firstChild as Text;
        const range = document.createRange();
        range.setStart(text, text.data.indexOf('('));
        range.setEnd(text, text.data.indexOf(')') + 1);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
    expect(utcLines).toBe(1);
    await expectAccessible(page);
    await open(page, '/redEnvelopeRecord');
    await expect(page.getByRole('heading', { name: 'الاستلام برمز' })).toBeVisible();
    await expectAccessible(page);
  });

  test('a user without a pay password is told to set one first', async ({ page, request }) => {
    const a = await user(request, '5');
    await loggedIn(page, request, a);
    await open(page, '/sendEnvelope');
    await expect(page.getByTestId('pay-password-first')).toContainText('Set a pay password before sending a red envelope.');
    await expect(page.getByTestId('envelope-next')).toBeDisabled();
  });

  test('a shared link without JavaScript: the exported HTML carries the claim card, not the start-up spinner', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/redEnvelopeDetail?link=AAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { level: 1, name: 'Red envelope' })).toBeVisible();
    await expect(page.getByTestId('claim-card')).toBeVisible();
    await expect(page.getByText('Log in or create an account to claim your share.')).toBeVisible();
    await expect(page.getByTestId('claim-login')).toHaveAttribute('href', '/relogin');
    await expect(page.locator('main.boot')).toHaveCount(0);
    await context.close();
  });

  test('screenshots of the sender view, the claim view (logged out and in) and the send screen in light, dark, Arabic and 20 px (to look at)', async ({ page, request, browser, baseURL }) => {
    test.setTimeout(180_000);
    const a = await user(request, '20', true);
    const b = await user(request);
    const { envelope } = await postAs<EnvelopeCreated>(request, a.token, RED_ENVELOPE_PATHS.create, {
      coin: 'USDT',
      kind: 'lucky',
      quantity: 3,
      amount: '10',
      wishes: 'Happy new year',
      payPassword: PAY_PASSWORD,
      idempotencyKey: randomUUID(),
    });
    const linkPath = `/redEnvelopeDetail?link=${envelope.linkId}`;
    const loggedOut = await newPage(browser, baseURL);
    await open(loggedOut, '/index/home');
    const pageB = await newPage(browser, baseURL);
    await loggedIn(pageB, request, b);
    await loggedIn(page, request, a);
    for (const variant of VARIANTS) {
      await shoot(page, 'red-envelope', 'sender', variant, linkPath, (p) => expect(p.getByTestId('envelope-share-panel')).toBeVisible(), true);
      await shoot(page, 'red-envelope', 'send', variant, '/sendEnvelope', (p) => expect(p.getByTestId('envelope-rules')).toBeVisible(), true);
      await shoot(pageB, 'red-envelope', 'claim', variant, linkPath, (p) => expect(p.getByTestId('claim-button')).toBeVisible(), true);
      await shoot(loggedOut, 'red-envelope', 'claimLoggedOut', variant, linkPath, (p) => expect(p.getByTestId('claim-wishes')).toBeVisible(), true);
    }
  });
});
