import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Envelope } from '../lib/contract/envelope';
import { KYC_PATHS, type KycStatus } from '../features/kyc/contract/kycApi';
import { USER_PATHS } from '../lib/contract/userApi';
import { logInAs, postAs, userByApi } from './accountSupport';
import { VARIANTS, shoot } from './screenshotVariants';
import { expect, expectAccessible, open, test } from './fixtures';
import { addProduct } from './wealthSupport';

/**
 * KYC end to end: a user with 10 USDT applies for KYC level 3 on /levelThreeApply (photos of
 * the ID, address and its proofs uploaded as chosen, a phone number), answers the investor
 * questionnaire on /levelThreeApply3 and signs on the canvas; the application waits for review;
 * the operator approves it with investor qualification (the dev route that runs scripts/kyc.ts's
 * service); /securityLevel shows level 3 and the qualified-investor state, and the fee is a type-16
 * record; a wealth product for qualified investors, refused before, can now be bought. Then the stock pre-purchase application and feedback with a screenshot. Arabic lays the
 * form out right to left.
 */
const PAY_PASSWORD = '135792';

const user = (request: APIRequestContext, usdt = '10') => userByApi(request, { usdt });

async function statusOf(request: APIRequestContext, token: string): Promise<KycStatus> {
  const body = (await (await request.get(KYC_PATHS.status, { headers: { 'x-token': token } })).json()) as Envelope<KycStatus>;
  return body.data;
}

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } }).jpeg().toBuffer(),
});

/** Fills the level-1 part of the real-name form. */
async function fillIdentity(page: Page, who: { country: string; idType: string; firstName: string; surname: string; birthDate: string; idNumber: string }) {
  await pick(page, 'Country or region of residence', who.country);
  await pick(page, 'ID type', who.idType);
  await page.getByLabel('First name', { exact: true }).fill(who.firstName);
  await page.getByLabel('Surname', { exact: true }).fill(who.surname);
  await page.getByTestId('kyc-birth-date').fill(who.birthDate);
  await page.getByLabel('ID number', { exact: true }).fill(who.idNumber);
}

async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('KYC and the forms', () => {
  test('a user applies for level 3 with photos and a drawn signature; the operator approves; level 3 and qualified investor show', async ({ page, request }) => {
    test.setTimeout(120_000);
    const a = await user(request);
    const qualifiedPlan = await addProduct(request, { category: 'coinplan', coin: 'USDT', annualRate: '15', termDays: 180, minAmount: '5', quota: '1000000', qualifiedOnly: true });
    await logInAs(page, request, a);

    // A product for qualified investors: not buyable yet, and the screen says how to qualify.
    await open(page, `/plandetail?id=${qualifiedPlan}`);
    await expect(page.getByTestId('product-not-qualified')).toBeVisible();
    await expect(page.getByTestId('product-buy')).toHaveCount(0);

    await open(page, '/securityLevel');
    await expect(page.getByTestId('kyc-level')).toHaveText('Not verified');
    await expect(page.getByTestId('kyc-state')).toHaveText('Not submitted');
    await page.getByTestId('kyc-apply').click();
    await expect(page).toHaveURL(/\/levelThreeApply$/);
    await expect(page.getByTestId('kyc-rules')).toContainText('A USDT balance of at least 3 is needed (you have 10).');
    await expect(page.getByTestId('kyc-rules')).toContainText('North Korea');
    await expectAccessible(page);

    await page.getByTestId('kyc-level-3').check();
    // The form says what is missing before anything is sent.
    await page.getByTestId('kyc-next').click();
    await expect(page.getByText('Upload this document.').first()).toBeVisible();

    await fillIdentity(page, { country: 'Singapore', idType: 'NRIC', firstName: 'Mei', surname: 'Tan', birthDate: '1990-04-21', idNumber: 'S1234567D' });
    for (const [testId, colour] of [['kyc-id-front', '#c33'], ['kyc-id-back', '#3c3'], ['kyc-address-proof', '#33c'], ['kyc-asset-proof', '#cc3']] as const) {
      await page.getByTestId(testId).locator('input[type=file]').setInputFiles(await photo(`${testId}.jpg`, colour));
      await expect(page.getByTestId(testId)).toContainText(`Uploaded: ${testId}.jpg`);
    }
    // The owner can look at what was stored (through a short-lived link, shown from memory).
    const front = page.getByTestId('kyc-id-front');
    await front.getByRole('button', { name: /^View / }).click();
    const preview = front.getByTestId('file-preview-image');
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute('src', /^blob:/);
    expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await front.screenshot({ path: 'test-results/kyc-screens/document-view-light.png' });
    await expectAccessible(page);
    await front.getByRole('button', { name: /^Hide / }).click();
    await expect(preview).toHaveCount(0);
    await page.getByLabel('Residential address', { exact: true }).fill('1 Raffles Place, Singapore 048616');
    await page.getByRole('combobox', { name: 'Country or region calling code' }).selectOption('SG');
    await page.getByLabel('Phone number', { exact: true }).fill('91234567');
    await page.getByTestId('kyc-next').click();

    await expect(page).toHaveURL(/\/levelThreeApply3$/);
    await page.getByTestId('kyc-experience-securities').check();
    await page.getByLabel('Average monthly volume over the last 12 months (USD)').fill('25000');
    await page.getByLabel('Average number of trades a month over the last 12 months').fill('12');
    await page.getByLabel('Years of investment experience').fill('6');
    await page.getByLabel('Net asset (USD)').fill('2500000');
    await page.getByTestId('kyc-riskTolerance').getByLabel('Medium').check();
    await page.getByTestId('kyc-idealTerm').getByLabel('1 to 3 years').check();
    await page.getByTestId('kyc-derivativeKnowledge').getByLabel('Yes').check();
    // Unsigned: refused on the screen.
    await page.getByTestId('kyc-submit').click();
    await expect(page.getByText('Sign in the box.')).toBeVisible();
    // By keyboard: the typed name signs; drawing again starts from a blank box.
    await page.getByRole('button', { name: 'Type instead' }).click();
    await page.getByLabel('Your full name, as your signature').fill('Ann Lee');
    await expect(page.getByText('Signed', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Draw instead' }).click();
    await expect(page.getByText('Not signed yet')).toBeVisible();
    const box = (await page.getByTestId('kyc-signature').boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(box.x + 20 + i * ((box.width - 40) / 10), box.y + box.height / 2 + (i % 2 ? -20 : 20));
    await page.mouse.up();
    await expect(page.getByText('Signed', { exact: true })).toBeVisible();
    await expectAccessible(page);
    await page.getByTestId('kyc-submit').click();
    await expect(page.getByTestId('kyc-sent')).toContainText('Application sent');
    await expect(page.getByTestId('kyc-state')).toHaveText('Waiting for review');

    const pending = await statusOf(request, a.token);
    expect(pending).toMatchObject({ level: 0, state: 'pending', latest: { level: 3, idNumberMasked: '••••567D', fee: '1' } });

    // The operator approves (scripts/kyc.ts approve --qualified totalAssets; here its dev route).
    const review = await request.post(KYC_PATHS.devReview, { data: { user: a.phone.e164, decision: 'approve', qualified: 'totalAssets' } });
    expect(((await review.json()) as Envelope<unknown>).code).toBe(1);

    await page.getByTestId('kyc-back-to-level').click();
    await expect(page).toHaveURL(/\/securityLevel$/);
    await expect(page.getByTestId('kyc-level')).toHaveText('Identity verification level 3 of 3');
    await expect(page.getByTestId('kyc-state')).toHaveText('Approved');
    await expect(page.getByTestId('kyc-qualified')).toHaveText('Yes: total assets of 2 million USD or more');
    await expect(page.getByTestId('kyc-apply')).toHaveCount(0);
    await expectAccessible(page);
    await open(page, '/historyNotice');
    await expect(page.getByText('Your identity verification was approved: KYC level 3, qualified investor')).toBeVisible();

    // Qualified now: the product for qualified investors can be bought (9 USDT left after the fee).
    await postAs(request, a.token, USER_PATHS.payPasswordSet, { payPassword: PAY_PASSWORD });
    await open(page, `/plandetail?id=${qualifiedPlan}`);
    await expect(page.getByTestId('product-not-qualified')).toHaveCount(0);
    await page.getByTestId('product-buy').click();
    await page.getByLabel('Amount (USDT)', { exact: true }).fill('5');
    await page.getByTestId('buy-next').click();
    await page.getByTestId('buy-pay-password').fill(PAY_PASSWORD);
    await page.getByTestId('buy-submit').click();
    await expect(page.getByTestId('buy-done')).toContainText('5 USDT is in the product.');
  });

  test('KYC is refused below 3 USDT with the spec message', async ({ page, request }) => {
    const a = await user(request, '2');
    await logInAs(page, request, a);
    await open(page, '/levelThreeApply');
    await page.getByTestId('kyc-level-1').check();
    await fillIdentity(page, { country: 'Japan', idType: 'Passport', firstName: 'Aiko', surname: 'Sato', birthDate: '1985-01-02', idNumber: 'TR1234567' });
    await page.getByTestId('kyc-next').click();
    await expect(page.getByTestId('kyc-problem')).toHaveText('Your USDT balance is less than 3 and cannot undergo KYC authentication');
  });

  test('stock pre-purchase: not applied, applied, edited; feedback with a screenshot in the list', async ({ page, request }) => {
    const a = await user(request);
    await logInAs(page, request, a);
    await open(page, '/securityLevel');
    await page.getByTestId('kyc-stock-link').click();
    await expect(page).toHaveURL(/\/stockApply$/);
    await expect(page.getByTestId('stock-state')).toContainText('Not applied');
    await page.getByLabel('Full name', { exact: true }).fill('Mei Tan');
    await page.getByLabel('Number of shares', { exact: true }).fill('100');
    await page.getByLabel('Amount to invest (USD)', { exact: true }).fill('5000');
    await page.getByTestId('stock-save').click();
    await expect(page.getByTestId('stock-saved')).toBeVisible();
    await expect(page.getByTestId('stock-state')).toContainText('Applied');
    await expect(page.getByTestId('stock-review')).toHaveText('Waiting for review');
    await page.getByLabel('Number of shares', { exact: true }).fill('150');
    await page.getByTestId('stock-save').click();
    await expect(page.getByTestId('stock-saved')).toBeVisible();
    await open(page, '/stockApply');
    await expect(page.getByLabel('Number of shares', { exact: true })).toHaveValue('150');
    await expectAccessible(page);

    await open(page, '/feedback');
    await expect(page.getByText('Nothing sent yet')).toBeVisible();
    await pick(page, 'Category', 'Suggestion');
    await page.getByTestId('feedback-text').fill('Please add a dark chart theme.');
    await page.getByTestId('feedback-screenshot').locator('input[type=file]').setInputFiles(await photo('screen.jpg', '#888'));
    await expect(page.getByTestId('feedback-screenshot')).toContainText('Uploaded: screen.jpg');
    await page.getByTestId('feedback-send').click();
    await expect(page.getByTestId('feedback-sent')).toBeVisible();
    await expect(page.getByTestId('feedback-list')).toContainText('Please add a dark chart theme.');
    await expect(page.getByTestId('feedback-list')).toContainText('With a screenshot');
    await expect(page.getByTestId('feedback-list')).toContainText('Waiting for an answer');
    await expectAccessible(page);
  });

  test('Arabic: the real-name form reads right to left, translated', async ({ page, request }) => {
    const a = await user(request);
    await logInAs(page, request, a);
    await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('ar')));
    await open(page, '/levelThreeApply');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'توثيق الاسم الحقيقي' })).toBeVisible();
    await expect(page.getByTestId('kyc-rules')).toContainText('يلزم رصيد USDT');
    await expectAccessible(page);
  });

  test('20 px text: the forms keep to the screen width', async ({ page, request }) => {
    const a = await user(request);
    await logInAs(page, request, a);
    await page.evaluate(() => localStorage.setItem('fontSize', '20'));
    for (const path of ['/securityLevel', '/levelThreeApply', '/stockApply', '/feedback']) {
      await open(page, path);
      await expect(page.locator('main form, main [data-testid="kyc-card"]').first()).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
      // Polled: the route's slide-in (a transform) widens the page for its few frames.
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), { message: path }).toBeLessThanOrEqual(0);
    }
  });

  test('screenshots of the KYC part of the security level, the forms and the questionnaire in light, dark, Arabic and 20 px (to look at)', async ({ page, request }) => {
    // Sixteen screens, each loaded and shot: about 20 s alone, more beside the other workers.
    test.setTimeout(120_000);
    await logInAs(page, request, await user(request));
    for (const variant of VARIANTS) {
      await shoot(page, 'kyc-screens', 'securityLevel', variant, '/securityLevel', (p) => expect(p.getByTestId('kyc-level')).toBeVisible(), true);
      await shoot(page, 'kyc-screens', 'levelThreeApply', variant, '/levelThreeApply', (p) => expect(p.getByTestId('kyc-submit').or(p.getByRole('button', { name: /Next|التالي/ })).first()).toBeVisible(), true);
      await shoot(page, 'kyc-screens', 'feedback', variant, '/feedback', (p) => expect(p.locator('main textarea')).toBeVisible(), true);
      await shoot(page, 'kyc-screens', 'stockApply', variant, '/stockApply', (p) => expect(p.locator('main form, main [role=status]').first()).toBeVisible(), true);
    }
  });
});

