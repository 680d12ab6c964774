import type { Page } from '@playwright/test';
import { createPublicClient, createTestClient, createWalletClient, http, parseEther, type Address, type Hash } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { mainnet } from 'viem/chains';
import { startAnvil, type Anvil } from '../lib/wallet/testing/startAnvil';
import { expect, expectAccessible, open, test } from './fixtures';
import { ANVIL_URL, seedWallet, TEST_MNEMONIC } from './hdWalletSupport';

/**
 * Speed up and cancel of a pending HD send. The shared e2e anvil keeps mining (other specs use it),
 * so this spec starts its own anvil with mining off and routes the page's calls to the app's
 * Ethereum RPC (RPC_URL_1, the shared anvil) there: a send stays pending until the test mines.
 */
const PASSWORD = 'speed-up-e2e-1';
const RECIPIENT: Address = '0x00000000000000000000000000000000000000c7';
const account = mnemonicToAccount(TEST_MNEMONIC);

// Unlocking the vault (its key derivation) takes seconds on a loaded CI machine.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let anvil: Anvil;
let chain: ReturnType<typeof clients>;

function clients(url: string) {
  const c = { ...mainnet, rpcUrls: { default: { http: [url] } } };
  return {
    public: createPublicClient({ chain: c, transport: http(url) }),
    test: createTestClient({ chain: c, mode: 'anvil', transport: http(url) }),
    wallet: createWalletClient({ account, chain: c, transport: http(url) }),
  };
}

test.beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1, args: ['--no-mining'] });
  chain = clients(anvil.url);
});
test.afterAll(async () => {
  await anvil?.stop();
});

/** The page's node is this spec's anvil; `refuse` answers eth_sendRawTransaction with the node's error instead. */
async function routeToOwnAnvil(page: Page, options: { refuse?: () => string | null } = {}): Promise<void> {
  await page.route((url) => url.origin === ANVIL_URL, async (route) => {
    const body = route.request().postData() ?? '';
    const refusal = body.includes('eth_sendRawTransaction') ? options.refuse?.() : null;
    if (refusal) {
      const id = (JSON.parse(body) as { id: number }).id;
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32003, message: refusal } }) });
    }
    const response = await route.fetch({ url: anvil.url });
    await route.fulfill({ response });
  });
}

/** A send of `ether` from the wallet, pending in the node's pool, and recorded in the device's history as the send screen does. */
async function pendingSend(page: Page, ether: string): Promise<Hash> {
  const hash = await chain.wallet.sendTransaction({ to: RECIPIENT, value: parseEther(ether) });
  await page.evaluate(
    ({ hash, from, to, amount }) => {
      const sends = JSON.parse(localStorage.getItem('hdSends') ?? '[]') as unknown[];
      localStorage.setItem('hdSends', JSON.stringify([{ hash, chainId: 1, time: Date.now(), from, to, amount, symbol: 'ETH', decimals: 18, status: 'pending' }, ...sends]));
    },
    { hash, from: account.address, to: RECIPIENT, amount: parseEther(ether).toString() },
  );
  return hash;
}

const row = (page: Page, hash: string) => page.locator(`[data-testid="history-row"][data-hash="${hash}"]`);

test('speed up a pending send: the node mines it once, under the new hash; the original shows "Sped up"', async ({ page }) => {
  await routeToOwnAnvil(page);
  await open(page, '/');
  await seedWallet(page, TEST_MNEMONIC, PASSWORD, 'Speedy');
  const original = await pendingSend(page, '1');
  // Read now: once replaced, the node no longer has the original.
  const before = await chain.public.getTransaction({ hash: original });
  await open(page, `/transactions/${account.address}`);
  await expect(row(page, original)).toHaveAttribute('data-state', 'pending');
  await expect(row(page, original)).toContainText('Pending');
  await expectAccessible(page);

  await row(page, original).getByTestId('history-speed-up').click();
  const panel = page.getByTestId('replace-panel');
  await expect(panel.getByRole('heading', { name: 'Speed up this transaction' })).toBeFocused();
  await expect(page.getByTestId('replace-new-fee')).toContainText('gwei');
  await expectAccessible(page);
  // Locked: the send's password step.
  await page.getByTestId('replace-confirm').click();
  await expect(page.getByTestId('replace-error')).toHaveText('Enter the wallet password.');
  await page.getByLabel('Wallet password').fill(PASSWORD);
  await page.getByTestId('replace-confirm').click();
  await expect(panel).toHaveCount(0, { timeout: 45_000 });
  await expect(row(page, original)).toHaveAttribute('data-state', 'speedingUp');
  await expect(row(page, original)).toContainText('Speeding up');
  const replacement = (await page.locator('[data-testid="history-row"]').first().getAttribute('data-hash')) as Hash;
  expect(replacement).not.toBe(original);
  await expect(row(page, replacement)).toContainText('Speed-up of');

  // Same nonce, recipient and value; higher fees.
  const after = await chain.public.getTransaction({ hash: replacement });
  await expect(chain.public.getTransaction({ hash: original })).rejects.toThrow();
  expect(after).toMatchObject({ nonce: before.nonce, to: before.to, value: before.value, input: before.input });
  expect(after.maxFeePerGas! * 1000n).toBeGreaterThanOrEqual(before.maxFeePerGas! * 1125n);
  expect(after.maxPriorityFeePerGas! * 1000n).toBeGreaterThanOrEqual(before.maxPriorityFeePerGas! * 1125n);

  await chain.test.mine({ blocks: 1 });
  await expect(row(page, original)).toHaveAttribute('data-state', 'spedUp', { timeout: 15_000 });
  await expect(row(page, original)).toContainText('Sped up');
  await expect(row(page, original)).toContainText('Replaced by');
  await expect(row(page, replacement)).toHaveAttribute('data-state', 'success');
  expect((await chain.public.getTransactionReceipt({ hash: replacement })).status).toBe('success');
  await expect(chain.public.getTransactionReceipt({ hash: original })).rejects.toThrow();
  expect(await chain.public.getTransactionCount({ address: account.address })).toBe(before.nonce + 1);
  expect(await chain.public.getBalance({ address: RECIPIENT })).toBe(parseEther('1'));
  await expect(row(page, original).getByTestId('history-speed-up')).toHaveCount(0);
  await expectAccessible(page);
});

test('cancel a pending send: a refused replacement changes nothing; then a 0-value self-transfer is mined and the original shows "Cancelled"', async ({ page }) => {
  let refuse = true;
  await routeToOwnAnvil(page, { refuse: () => (refuse ? 'replacement transaction underpriced' : null) });
  await open(page, '/');
  await seedWallet(page, TEST_MNEMONIC, PASSWORD, 'Speedy');
  const paid = await chain.public.getBalance({ address: RECIPIENT });
  const original = await pendingSend(page, '2');
  await open(page, `/transactions/${account.address}`);
  await expect(row(page, original)).toHaveAttribute('data-state', 'pending');

  await row(page, original).getByTestId('history-cancel').click();
  await expect(page.getByRole('heading', { name: 'Cancel this transaction' })).toBeFocused();
  await page.getByLabel('Wallet password').fill(PASSWORD);
  await page.getByTestId('replace-confirm').click();
  await expect(page.getByTestId('replace-error')).toContainText('The network refused the replacement', { timeout: 45_000 });
  await expect(page.getByTestId('history-row')).toHaveCount(1);
  await expect(row(page, original)).toHaveAttribute('data-state', 'pending');
  await expectAccessible(page);

  refuse = false;
  await page.getByTestId('replace-confirm').click();
  await expect(page.getByTestId('replace-panel')).toHaveCount(0, { timeout: 45_000 });
  await expect(row(page, original)).toHaveAttribute('data-state', 'cancelling');
  const cancel = (await page.locator('[data-testid="history-row"]').first().getAttribute('data-hash')) as Hash;
  await expect(row(page, cancel)).toContainText('Cancellation of');

  await chain.test.mine({ blocks: 1 });
  await expect(row(page, original)).toHaveAttribute('data-state', 'cancelled', { timeout: 15_000 });
  await expect(row(page, original)).toContainText('Cancelled');
  const tx = await chain.public.getTransaction({ hash: cancel });
  expect([tx.from.toLowerCase(), tx.to?.toLowerCase(), tx.value]).toEqual([account.address.toLowerCase(), account.address.toLowerCase(), 0n]);
  expect((await chain.public.getTransactionReceipt({ hash: cancel })).status).toBe('success');
  await expect(chain.public.getTransactionReceipt({ hash: original })).rejects.toThrow();
  expect(await chain.public.getBalance({ address: RECIPIENT })).toBe(paid);
  await expectAccessible(page);
});

test('Arabic at 20 px in the dark: the pending send offers تسريع and إلغاء, the speed up panel reads right to left', async ({ page }) => {
  await routeToOwnAnvil(page);
  await open(page, '/');
  await seedWallet(page, TEST_MNEMONIC, PASSWORD, 'Speedy');
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => {
    localStorage.setItem('lang', JSON.stringify('ar'));
    localStorage.setItem('fontSize', '20');
  });
  const original = await pendingSend(page, '0.5');
  await open(page, `/transactions/${account.address}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('20px');
  await expect(row(page, original)).toContainText('قيد التأكيد');
  await expect(row(page, original).getByTestId('history-cancel')).toHaveText('إلغاء');
  await row(page, original).getByTestId('history-speed-up').click();
  await expect(page.getByRole('heading', { name: 'تسريع هذه المعاملة' })).toBeFocused();
  await expect(page.getByTestId('replace-new-fee')).toContainText('gwei');
  // Nothing wider than the screen at 20 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await expectAccessible(page);
});
