import { type ChildProcess, spawn } from 'node:child_process';
import { request as playwrightRequest } from '@playwright/test';
import { type Address, type Hex, createWalletClient, http, parseEther } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { creditByApi, logIn, newPhone, postAs, registerByApi } from './accountSupport';
import { CUSTODY_BASE_URL, CUSTODY_DATABASE_URL, CUSTODY_E2E_CONFIRMATIONS, CUSTODY_E2E_ENV, CUSTODY_SIGNER_KEY } from './e2eSettings';
import { expect, expectAccessible, open, test } from './fixtures';
import { ANVIL_URL, fund, publicClient, testClient } from './hdWalletSupport';

/**
 * On-chain deposits and withdrawals of the cloud wallet against the e2e anvil (chain 1,
 * RPC_URL_1) and the first app server's custody settings (e2eSettings.ts CUSTODY_E2E_ENV).
 */
const PASSWORD = 'Secret123';
const PAY_PASSWORD = '246810';
const chain = { ...mainnet, rpcUrls: { default: { http: [ANVIL_URL] } } };

test.describe('on-chain deposits and withdrawals', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a deposit from an anvil account to the shown address climbs its confirmations and is credited', async ({ page, request }) => {
    const phone = newPhone();
    await registerByApi(request, phone, PASSWORD);
    await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=ETH')}`);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/coinDetail\?coin=ETH$/);
    await page.getByTestId('coin-deposit').click();
    await expect(page.getByTestId('deposit-warning')).toContainText('Send only ETH on');
    await expect(page.getByTestId('deposit-minimum')).toContainText('0.0005 ETH');
    const shown = page.getByTestId('deposit-address');
    await expect(shown).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    const address = (await shown.textContent())!.trim() as Address;
    await expect(page.getByTestId('deposit-qr')).toHaveAttribute('data-address', address);
    await expectAccessible(page);

    // A fresh sender (tests run in parallel: a shared account would race on its nonce).
    const sender = privateKeyToAccount(generatePrivateKey());
    await fund(sender.address, '1');
    const wallet = createWalletClient({ account: sender, chain, transport: http(ANVIL_URL) });
    const hash = await wallet.sendTransaction({ to: address, value: parseEther('0.05') });
    await publicClient.waitForTransactionReceipt({ hash });
    const item = page.getByTestId('deposit-item');
    // Other specs mine blocks too: it may be past its confirmations already when first seen.
    await expect(item).toHaveAttribute('data-state', /pending|credited/, { timeout: 20_000 });
    await expect(item).toContainText('0.05 ETH');
    await testClient.mine({ blocks: CUSTODY_E2E_CONFIRMATIONS });
    await expect(item).toHaveAttribute('data-state', 'credited', { timeout: 30_000 });
    await expect(item).toContainText('Credited');
    await page.reload();
    await expect(page.getByTestId('coin-balance')).toHaveText('0.05 ETH');
    await expect(page.getByTestId('record-row').first()).toContainText('+0.05 ETH');
  });

  test('a blockchain transfer from /send holds amount and fee and lists the withdrawal; a look-alike address is warned about', async ({ page, request }) => {
    const phone = newPhone();
    const token = await registerByApi(request, phone, PASSWORD);
    await postAs(request, token, '/api/user/payPassword/set', { payPassword: PAY_PASSWORD });
    await creditByApi(request, phone.e164, 'ETH', '1');
    await open(page, `/relogin?redirect=${encodeURIComponent('/send?coin=ETH')}`);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/send\?coin=ETH$/);
    await page.getByRole('radio', { name: 'Blockchain transfer' }).check();
    const form = page.getByTestId('withdraw-form');
    await expect(form).toBeVisible();
    const to = privateKeyToAccount(generatePrivateKey()).address;
    await form.getByLabel('Address').fill(to);
    await form.getByLabel('Amount (ETH)').fill('0.1');
    await expect(page.getByTestId('withdraw-fee')).toContainText('0.001 ETH');
    await expect(page.getByTestId('withdraw-total')).toContainText('0.101 ETH');
    await form.getByLabel('Pay password').fill(PAY_PASSWORD);
    await expectAccessible(page);
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-done')).toBeVisible();
    const item = page.getByTestId('withdrawal-item').first();
    await expect(item).toContainText('0.1 ETH');
    // The signer is a separate process (npm run custody:signer, on PostgreSQL); here it waits, approved.
    await expect(item).toHaveAttribute('data-state', 'approved');

    await page.getByRole('button', { name: 'Another withdrawal' }).click();
    const lookalike = `${to.slice(0, 6)}${'0'.repeat(32)}${to.slice(-4)}`;
    await form.getByLabel('Address').fill(lookalike);
    await expect(page.getByTestId('poisoning-warning')).toBeVisible();
  });

  test('Arabic at 20 px in the dark: the deposit screen reads right to left, the address stays left to right', async ({ page, request }) => {
    const phone = newPhone();
    await registerByApi(request, phone, PASSWORD);
    await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=ETH')}`);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/coinDetail\?coin=ETH$/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => {
      localStorage.setItem('lang', JSON.stringify('ar'));
      localStorage.setItem('fontSize', '20');
    });
    await open(page, '/coinDetail?coin=ETH');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
    await page.getByTestId('coin-deposit').click();
    await expect(page.getByTestId('deposit-warning')).toContainText('أرسل ETH');
    await expect(page.getByTestId('deposit-address').locator('bdi')).toHaveAttribute('dir', 'ltr');
    // Nothing wider than the screen at 20 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectAccessible(page);
  });

  test('a withdrawal is sent by the signer process to an anvil address, confirmed, and shown in the records', async ({ page }) => {
    // The custody server on PostgreSQL (playwright.config.ts), and the signer beside it, as production runs it.
    const api = await playwrightRequest.newContext({ baseURL: CUSTODY_BASE_URL });
    let signer: ChildProcess | null = null;
    try {
      const phone = newPhone();
      const token = await registerByApi(api, phone, PASSWORD);
      await postAs(api, token, '/api/user/payPassword/set', { payPassword: PAY_PASSWORD });
      await creditByApi(api, phone.e164, 'ETH', '1');
      signer = spawn('node_modules/.bin/tsx', ['server/features/custody/signer/signerMain.ts'], {
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'development',
          DATABASE_URL: CUSTODY_DATABASE_URL,
          RPC_URL_1: ANVIL_URL,
          ...CUSTODY_E2E_ENV,
          CUSTODY_SIGNER_KEY,
          CUSTODY_SIGNER_POLL_SECONDS: '1',
        },
        stdio: 'ignore',
      });

      await page.goto(`${CUSTODY_BASE_URL}/relogin?redirect=${encodeURIComponent('/send?coin=ETH')}`);
      await logIn(page, api, phone.national, PASSWORD);
      await expect(page).toHaveURL(/\/send\?coin=ETH$/);
      await page.getByRole('radio', { name: 'Blockchain transfer' }).check();
      const form = page.getByTestId('withdraw-form');
      const to = privateKeyToAccount(generatePrivateKey()).address;
      await form.getByLabel('Address').fill(to);
      await form.getByLabel('Amount (ETH)').fill('0.25');
      await form.getByLabel('Pay password').fill(PAY_PASSWORD);
      await page.getByTestId('withdraw-submit').click();
      await expect(page.getByTestId('withdraw-done')).toBeVisible();
      const item = page.getByTestId('withdrawal-item').first();
      // anvil mines the signer's transaction at once; the server settles it after its confirmations.
      await expect(item).toHaveAttribute('data-state', /broadcast|confirmed/, { timeout: 30_000 });
      await testClient.mine({ blocks: CUSTODY_E2E_CONFIRMATIONS });
      await expect(item).toHaveAttribute('data-state', 'confirmed', { timeout: 30_000 });
      const hash = (await item.getAttribute('data-tx')) as Hex;
      const receipt = await publicClient.getTransactionReceipt({ hash });
      expect(receipt.status).toBe('success');
      expect(receipt.to?.toLowerCase()).toBe(to.toLowerCase());
      expect(await publicClient.getBalance({ address: to })).toBe(parseEther('0.25'));

      await page.goto(`${CUSTODY_BASE_URL}/coinDetail?coin=ETH`);
      await expect(page.getByTestId('coin-balance')).toHaveText('0.749 ETH');
      const record = page.getByTestId('record-row').first();
      await expect(record).toContainText('0.25 ETH');
      await expect(record).toContainText('Success');
    } finally {
      signer?.kill('SIGTERM');
      await api.dispose();
    }
  });
});
