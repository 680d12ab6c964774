import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { expect, expectAccessible, navigate, open, test } from './fixtures';
import { deployTestToken, ensureMulticall3, fund, seedWallet } from './hdWalletSupport';

/**
 * Tokens of the HD wallet against the local anvil (chain id 1, the app's RPC_URL_1): the /hDsearch
 * list and search, a custom token deployed by the test and added by its contract address, its
 * balance on the HD tab, removal; and fiat values with the server's sample-price label.
 */

const PASSWORD = 'correct horse 42';

test.beforeAll(async () => {
  await ensureMulticall3();
});

test.describe('HD wallet tokens and prices', () => {
  test('values the balance in the default currency and labels the sample prices', async ({ page }) => {
    await open(page, '/index/hd-wallet');
    const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Priced wallet');
    await fund(address, '2');
    await open(page, '/index/hd-wallet');
    await expect(page.getByTestId('native-balance')).toHaveText('2');
    // The server serves its built-in sample (ETH at 2485 USD on 2025-07-01): values, clearly labelled.
    await expect(page.getByTestId('coin-native').getByTestId('coin-fiat')).toHaveText('$4,970.00');
    await expect(page.getByTestId('wallet-total-value')).toHaveText('$4,970.00');
    await expect(page.getByTestId('sample-prices')).toHaveText('Sample prices of 2025-07-01, not live');
    await expect(page.getByTestId('sample-prices')).toBeVisible();
    await expect(page.getByTestId('coin-native').locator('img.coin-icon')).toHaveAttribute('src', '/coin-icons/ETH.svg');
  });

  test('search the token list, add a custom token by its contract address, see its balance, remove it', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/index/hd-wallet');
    const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Token wallet');
    await fund(address, '1');
    const token = await deployTestToken(address, parseEther('1234.5'));

    await open(page, '/index/hd-wallet');
    await expect(page.getByTestId('native-balance')).toHaveText('1');
    await expect(page.locator('[data-testid="coin-token"][data-symbol="TST"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Find or add tokens' }).click();
    await page.waitForURL((url) => url.pathname === '/hDsearch');

    // The bundled list of Ethereum, well-known tokens first by the market's rank (the sample: USDT 3rd, USDC 4th),
    // searchable by symbol, name and address.
    await expect(page.getByTestId('token-result').first()).toBeVisible();
    await expect(page.getByTestId('token-result').nth(0)).toHaveAttribute('data-symbol', 'USDT');
    await expect(page.getByTestId('token-result').nth(1)).toHaveAttribute('data-symbol', 'USDC');
    await expectAccessible(page);
    await page.getByLabel('Search tokens').fill('usdc');
    await expect(page.getByTestId('token-result').first()).toHaveAttribute('data-symbol', 'USDC');
    await page.getByLabel('Search tokens').fill('0xdAC17F958D2ee523a2206206994597C13D831ec7');
    await expect(page.getByTestId('token-result')).toHaveCount(1);
    await expect(page.getByTestId('token-result')).toHaveAttribute('data-symbol', 'USDT');
    await page.getByLabel('Search tokens').fill('no such token zz');
    await expect(page.getByText('No token matches “no such token zz”')).toBeVisible();
    await page.getByLabel('Search tokens').fill('');

    // Bad input gets a clear message and keeps what was typed.
    const field = page.getByLabel('Contract address');
    const flipped = token.replace(/[a-f]/, (c) => c.toUpperCase());
    await field.fill(flipped === token ? token.replace(/[A-F]/, (c) => c.toLowerCase()) : flipped);
    await page.getByTestId('lookup-token').click();
    await expect(page.getByText('do not match its checksum')).toBeVisible();
    const nobody = mnemonicToAccount(generateMnemonic(wordlist)).address;
    await field.fill(nobody);
    await page.getByTestId('lookup-token').click();
    await expect(page.getByText('There is no contract at this address on Ethereum.')).toBeVisible();
    await expect(field).toHaveValue(nobody);

    // The test's token, read from the chain, confirmed and added.
    await field.fill(token.toLowerCase());
    await page.getByTestId('lookup-token').click();
    const preview = page.getByTestId('token-preview');
    await expect(preview).toContainText('TST');
    await expect(preview).toContainText('Test Token');
    await expect(preview).toContainText('18 decimals');
    await expectAccessible(page);
    await page.getByTestId('add-token').click();
    await expect(page.getByTestId('token-added')).toContainText('TST added');
    await expect(field).toHaveValue('');
    // Looking it up again says it is already there.
    await field.fill(token);
    await page.getByTestId('lookup-token').click();
    await expect(page.getByText('You have already added TST.')).toBeVisible();

    // The HD tab shows its balance, fetched in the same batches as the list's tokens; no price for it.
    await navigate(page, '/index/hd-wallet');
    const row = page.locator('[data-testid="coin-token"][data-symbol="TST"]');
    await expect(row.getByTestId('token-balance')).toHaveText('1,234.5');
    await expect(row.getByTestId('coin-fiat')).toHaveCount(0);
    await open(page, '/index/hd-wallet');
    await expect(row.getByTestId('token-balance')).toHaveText('1,234.5');

    // Removed in /hDsearch, it leaves the list and the balances.
    await open(page, '/hDsearch');
    await page.getByLabel('Search tokens').fill('TST');
    const custom = page.locator('[data-testid="token-result"][data-symbol="TST"]');
    await expect(custom).toContainText('Added by you');
    await custom.getByRole('button', { name: 'Remove TST' }).click();
    await expect(custom).toHaveCount(0);
    await open(page, '/index/hd-wallet');
    await expect(page.getByTestId('native-balance')).toHaveText('1');
    await expect(row).toHaveCount(0);
  });
});
