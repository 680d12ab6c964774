import type { Page } from '@playwright/test';
import { fillPhone } from './accountSupport';
import { E2E_SUPPORT_EMAIL, MARKET_BASE_URL } from './e2eSettings';
import { booted, expect, expectAccessible, open, test } from './fixtures';
import { VARIANTS, shoot } from './screenshotVariants';

/** The help and legal pages: FAQ and its search, one entry in Arabic, the legal texts, consent at sign-up, My → Help centre. */
test.describe.configure({ timeout: 120_000 });

test('FAQ lists the 15 questions, searches them, and steps through the entries', async ({ page }) => {
  await open(page, '/faq');
  const list = page.getByTestId('faq-list');
  await expect(list.getByRole('link')).toHaveCount(15);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Search questions' }).fill('multiple of 100');
  await expect(list.getByRole('link')).toHaveCount(1);
  await expect(list.getByRole('link')).toHaveText('How does flash swap work?');
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('no such words here');
  await expect(page.getByText('No question matches “no such words here”.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search questions' }).fill('red envelope');
  await list.getByRole('link', { name: 'How do red envelopes work?' }).click();

  await expect(page).toHaveURL(/\/faqitem8$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('How do red envelopes work?');
  await expect(page.getByText(/within 24 hours is refunded/)).toBeVisible();
  await expect(page.getByText('Question 8 of 15')).toBeVisible();
  await page.getByRole('link', { name: 'Next question' }).click();
  await expect(page).toHaveURL(/\/faqitem9$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('What fees do I pay?');
  await page.getByRole('link', { name: 'All questions' }).click();
  await expect(page).toHaveURL(/\/faq$/);

  await open(page, '/faqitem1');
  await expect(page.getByRole('link', { name: 'Previous question' })).toHaveCount(0);
  await open(page, '/faqitem15');
  await expect(page.getByRole('link', { name: 'Next question' })).toHaveCount(0);
  await expectAccessible(page);
});

test('FAQ item 7 in Arabic: translated, right to left', async ({ page }) => {
  await open(page, '/faq');
  await page.evaluate(() => localStorage.setItem('lang', JSON.stringify('ar')));
  await open(page, '/faqitem7');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const question = page.getByRole('heading', { level: 2 });
  await expect(question).toHaveText('كيف تعمل المبادلة الفورية؟');
  await expect(page.getByText(/من مضاعفات 100/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('الأسئلة الشائعة');
  // The answer reads from the right edge.
  const align = await page.locator('article p').last().evaluate((el) => getComputedStyle(el).textAlign);
  expect(['start', 'right']).toContain(align);
  const box = await page.locator('article p').last().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box && width - (box.x + box.width)).toBeLessThan(24);
  await expectAccessible(page);
});

test('the service agreement and the privacy policy show their headings and dates', async ({ page }) => {
  await open(page, '/serviceagreement');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service agreement');
  await expect(page.getByText('Effective 1 March 2021')).toBeVisible();
  await expect(page.getByRole('heading', { name: '9. Disputes' })).toBeVisible();
  await expect(page.getByText(/not settled within 30 days, either party may refer it to arbitration/)).toBeVisible();
  await expect(page.getByText(/Wallet keys are never stored on our servers/)).toBeVisible();
  expect(await page.getByTestId('legal-agreement').getByRole('heading', { level: 2 }).count()).toBe(10);
  await expectAccessible(page);

  await open(page, '/privacypolicy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy policy');
  await expect(page.getByText('Last updated November 2022')).toBeVisible();
  await expect(page.getByRole('heading', { name: '6. Your rights' })).toBeVisible();
  await expect(page.getByText(/We answer data requests within 30 days/)).toBeVisible();
  await expectAccessible(page);
});

test('registration shows the consent with links to both texts, and back keeps what was typed', async ({ page }) => {
  await open(page, '/register');
  const consent = page.getByTestId('register-consent');
  await expect(consent).toHaveText('By registering you agree to the Service agreement and the Privacy policy.');
  await expect(consent.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacypolicy');
  await fillPhone(page, '13800138000');
  await page.getByLabel('Invite code (optional)').fill('ABC123');
  await consent.getByRole('link', { name: 'Service agreement' }).click();
  await expect(page).toHaveURL(/\/serviceagreement$/);
  await expect(page.getByText('Effective 1 March 2021')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue(/13800138000|138 0013 8000/);
  await expect(page.getByLabel('Invite code (optional)')).toHaveValue('ABC123');
  await expectAccessible(page);
});

test('My → Help centre: topics into the FAQ, the legal pages, and the configured support contact', async ({ page }) => {
  await open(page, '/index/mypage');
  await expect(page.getByRole('link', { name: 'Contact support' })).toBeVisible();
  await page.getByRole('link', { name: 'Help centre' }).click();
  await expect(page).toHaveURL(/\/helpcenter$/);
  await expect(page.getByRole('heading', { name: 'Wallets and backup' })).toBeVisible();
  await expect(page.getByRole('link', { name: `E-mail ${E2E_SUPPORT_EMAIL}` })).toHaveAttribute('href', `mailto:${E2E_SUPPORT_EMAIL}`);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'I forgot my PIN. Can it be recovered?' }).click();
  await expect(page).toHaveURL(/\/faqitem3$/);
  await expect(page.getByText(/cannot be restored/)).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL(/\/privacypolicy$/);
});

test('without a configured contact, the help centre says how support is reached', async ({ page }) => {
  await page.goto(`${MARKET_BASE_URL}/helpcenter`);
  await booted(page);
  await expect(page.getByTestId('support-contact')).toHaveText(/Support is reached through the contact the operator publishes/);
  await page.goto(`${MARKET_BASE_URL}/index/mypage`);
  await booted(page);
  await expect(page.getByRole('link', { name: 'Help centre' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveCount(0);
});

test('screenshots of the FAQ, FAQ item 7 and the agreement in light, dark, Arabic and 20 px (to look at)', async ({ page }) => {
  await open(page, '/faq');
  for (const variant of VARIANTS) {
    const ready = (p: Page) => expect(p.locator('[data-testid="faq-list"], main article').first()).toBeVisible();
    await shoot(page, 'help-screens', 'faq', variant, '/faq', ready);
    await shoot(page, 'help-screens', 'faqitem7', variant, '/faqitem7', ready);
    await shoot(page, 'help-screens', 'serviceagreement', variant, '/serviceagreement', ready);
  }
});
