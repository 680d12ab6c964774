import { createTestClient, http, parseEther } from 'viem';
import { startAnvil, type Anvil } from '../lib/wallet/testing/startAnvil';
import { CUSTOM_CHAIN_PORT, CUSTOM_CHAIN_URL } from './e2eSettings';
import { expect, expectAccessible, open, test } from './fixtures';
import { seedWallet } from './hdWalletSupport';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * Custom networks: a second anvil with chain id 31337 at the origin the first app server
 * lists in CUSTOM_RPC_ORIGINS. The form refuses a built-in chain id, an RPC the page CSP would block
 * and a chain id the RPC contradicts (eth_chainId); the saved network is in the wallet's network list
 * with its balance; edit renames it; remove moves the wallet back to Ethereum.
 */
const MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';

test.describe.configure({ mode: 'serial' });

let anvil: Anvil;
test.beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: CUSTOM_CHAIN_PORT });
});
test.afterAll(async () => {
  await anvil?.stop();
});

async function fill(page: import('@playwright/test').Page, values: Partial<Record<'Chain ID' | 'Network name' | 'RPC URL' | 'Currency symbol' | 'Block explorer (optional)', string>>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

test('add a network checked by eth_chainId, use it, edit it, remove it', async ({ page }) => {
  await open(page, '/index/hd-wallet');
  const address = await seedWallet(page, MNEMONIC, 'Passw0rd!net', 'Networks');
  await createTestClient({ mode: 'anvil', transport: http(CUSTOM_CHAIN_URL) }).setBalance({ address, value: parseEther('3.5') });

  await open(page, '/index/hd-wallet');
  await page.getByTestId('manage-networks').click();
  await expect(page).toHaveURL(/\/hDnetworks$/);
  await expect(page.getByTestId('allowed-origins')).toHaveText(CUSTOM_CHAIN_URL);
  await expect(page.getByText('No networks added')).toBeVisible();
  await expectAccessible(page);

  await page.getByTestId('add-network').click();
  await fill(page, { 'Chain ID': '1', 'Network name': 'Local test chain', 'RPC URL': 'https://rpc.example.org', 'Currency symbol': 'tst' });
  await page.getByTestId('save-network').click();
  await expect(page.getByText('This network is already built in: choose it in the network list.')).toBeVisible();
  await expect(page.getByText("This site's security policy doesn't allow this RPC address. Use one of the addresses listed above.")).toBeVisible();
  await expectAccessible(page);

  // Allowed, but the node answers another chain id: nothing is saved.
  await fill(page, { 'Chain ID': '31338', 'RPC URL': CUSTOM_CHAIN_URL });
  await page.getByTestId('save-network').click();
  await expect(page.getByText('The RPC answered chain ID 31337, not the one you entered.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('hdCustomNetworks'))).toBeNull();

  await fill(page, { 'Chain ID': '31337' });
  await page.getByTestId('save-network').click();
  const row = page.getByTestId('custom-network');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Local test chain');
  await expect(row).toContainText('Chain ID 31337 · TST');

  // In the wallet's network list, with the balance read from the added RPC.
  await open(page, '/index/hd-wallet');
  await page.getByTestId('network-select').selectOption({ label: 'Local test chain' });
  await expect(page.getByTestId('native-balance')).toHaveText('3.5');
  await expect(page.getByTestId('balances')).toContainText('TST');

  // Survives a reload; edit renames it everywhere.
  await open(page, '/hDnetworks');
  await page.getByRole('button', { name: 'Edit Local test chain' }).click();
  await fill(page, { 'Network name': 'Devnet' });
  await page.getByTestId('save-network').click();
  await expect(page.getByTestId('custom-network')).toContainText('Devnet');
  await open(page, '/index/hd-wallet');
  await expect(page.getByTestId('network-select').locator('option:checked')).toHaveText('Devnet');

  // Removed: the wallet goes back to Ethereum.
  await open(page, '/hDnetworks');
  await page.getByRole('button', { name: 'Remove Devnet' }).click();
  await page.getByTestId('remove-network-dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('No networks added')).toBeVisible();
  await open(page, '/index/hd-wallet');
  await expect(page.getByTestId('network-select')).toHaveValue('1');
});

test('screenshots of the networks screen with one network and the form, light, dark, Arabic and 20 px (to look at)', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/index/hd-wallet');
  await seedWallet(page, MNEMONIC, 'Passw0rd!net', 'Networks');
  await page.evaluate(
    (url) => localStorage.setItem('hdCustomNetworks', JSON.stringify([{ chainId: 31337, name: 'Local test chain', rpcUrl: `${url}/`, symbol: 'TST', explorerUrl: null }])),
    CUSTOM_CHAIN_URL,
  );
  for (const variant of VARIANTS) {
    await shoot(page, 'hd-networks', 'list', variant, '/hDnetworks', (p) => expect(p.getByTestId('custom-network')).toBeVisible(), true);
    await page.getByTestId('add-network').click();
    await page.getByTestId('save-network').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
    await page.screenshot({ path: `test-results/hd-networks/form-${variant.name}.png`, fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
