import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import type { Page } from '@playwright/test';
import { formatEther } from 'viem';
import { CUSTOM_CHAIN_URL } from './e2eSettings';
import { expect, expectAccessible, open, test } from './fixtures';
import { ANVIL_URL, ensureMulticall3, fund, publicClient, seedWallet } from './hdWalletSupport';
import { VARIANTS, shoot } from './screenshotVariants';

/**
 * What the HD tab asks the node (anvil as the app's Ethereum, RPC_URL_1; Ethereum has the 650-token
 * bundled list, so a visit reads them all): one HTTP request per visit, none on a second visit
 * within the cache time, one on refresh, and a fresh balance after a send. The network picker is
 * grouped: main networks, test networks, others, then the user's own.
 */

/** The most HTTP requests one visit of the HD tab may send to the node. */
const MAX_REQUESTS_PER_VISIT = 1;
const PASSWORD = 'correct horse 42';

test.beforeAll(async () => {
  await ensureMulticall3();
});

/** Counts the page's HTTP requests to the node, and the JSON-RPC calls they carry (a batch is an array). */
function watchNode(page: Page) {
  let requests = 0;
  let calls = 0;
  page.on('request', (request) => {
    if (!request.url().startsWith(ANVIL_URL) || request.method() !== 'POST') return;
    requests++;
    const body: unknown = JSON.parse(request.postData() ?? 'null');
    calls += Array.isArray(body) ? body.length : 1;
  });
  return {
    /** What was sent since the last call. */
    take() {
      const sent = { requests, calls };
      requests = 0;
      calls = 0;
      return sent;
    },
  };
}

/** Lets anything the screen would still send go out before counting. */
const settle = (page: Page) => page.waitForTimeout(1_500);

test('a visit of the HD tab sends at most one request to the node, a second visit within the cache time none, a refresh one', async ({ page }) => {
  test.setTimeout(60_000);
  await open(page, '/index/home');
  const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Counted');
  await fund(address, '2');
  const node = watchNode(page);
  await open(page, '/index/home');

  await page.getByRole('link', { name: 'Open HD wallet' }).click();
  await expect(page.getByTestId('native-balance')).toHaveText('2', { timeout: 20_000 });
  await settle(page);
  const first = node.take();
  console.log(`HD tab, first visit: ${first.requests} HTTP requests to the node carrying ${first.calls} JSON-RPC calls`);
  expect(first.requests).toBeGreaterThan(0);
  expect(first.requests).toBeLessThanOrEqual(MAX_REQUESTS_PER_VISIT);

  // Away and back through the tab bar, within the cache time: the balances come from the cache.
  await page.getByTestId('tab-wallet').click();
  await expect(page).toHaveURL(/\/index\/home$/);
  await page.getByRole('link', { name: 'Open HD wallet' }).click();
  await expect(page.getByTestId('native-balance')).toHaveText('2');
  await settle(page);
  const second = node.take();
  console.log(`HD tab, second visit: ${second.requests} HTTP requests, ${second.calls} JSON-RPC calls`);
  expect(second.requests).toBe(0);

  // The refresh button asks again, and shows what changed on chain.
  await fund(address, '3');
  await page.getByTestId('balances-refresh').click();
  await expect(page.getByTestId('native-balance')).toHaveText('3');
  await settle(page);
  expect(node.take().requests).toBe(1);
});

test('after a send the HD tab shows the new balance at once, inside the cache time', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/index/home');
  const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Sender');
  await fund(address, '5');
  await open(page, '/index/hd-wallet');
  await expect(page.getByTestId('native-balance')).toHaveText('5', { timeout: 20_000 });

  await page.getByTestId('hd-send').click();
  await expect(page).toHaveURL(/\/hd-send$/);
  await page.getByLabel('Recipient address').fill('0x000000000000000000000000000000000000dEaD');
  await page.getByLabel('Amount (ETH)').fill('1');
  await page.getByTestId('send-review').click();
  await page.getByLabel('Wallet password').fill(PASSWORD);
  await page.getByTestId('send-confirm').click();
  await expect(page.getByTestId('send-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/index\/hd-wallet$/);
  expect(formatEther(await publicClient.getBalance({ address }))).toMatch(/^3\.99/);
  await expect(page.getByTestId('native-balance')).toHaveText(/^3\.99\d*$/);
});

/** A network the user added (its node is not asked: the wallet stays on Ethereum). */
async function addNetwork(page: Page) {
  await page.evaluate(
    (url) => localStorage.setItem('hdCustomNetworks', JSON.stringify([{ chainId: 31337, name: 'Local test chain', rpcUrl: `${url}/`, symbol: 'TST', explorerUrl: null }])),
    CUSTOM_CHAIN_URL,
  );
}

test('the network picker is grouped: main networks, test networks, others, then the ones the user added', async ({ page }) => {
  await open(page, '/index/home');
  await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Picker');
  await addNetwork(page);
  await open(page, '/index/hd-wallet');
  const picker = page.getByTestId('network-select');
  await expect(picker.locator('optgroup')).toHaveCount(4);
  expect(await picker.locator('optgroup').evaluateAll((groups) => groups.map((group) => (group as HTMLOptGroupElement).label))).toEqual([
    'Main networks',
    'Test networks',
    'Other networks',
    'Added by you',
  ]);
  await expect(picker.locator('optgroup').first().locator('option').first()).toHaveText('Ethereum');
  await expect(picker.locator('optgroup').nth(1).locator('option').first()).toHaveText('Sepolia');
  await expect(picker.locator('optgroup').last().locator('option')).toHaveText(['Local test chain']);
  await expect(picker).toHaveValue('1');
  await expectAccessible(page);
});

test('screenshots of the HD tab and of the grouped network picker, light, dark, Arabic and 20 px (to look at)', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/index/home');
  const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Screens');
  await fund(address, '1.25');
  await addNetwork(page);
  for (const variant of VARIANTS) {
    await shoot(page, 'hd-balances', 'tab', variant, '/index/hd-wallet', (p) => expect(p.getByTestId('native-balance')).toHaveText('1.25', { timeout: 20_000 }), true);
    // A phone draws an open <select> itself, outside the page: shown here as the page's own list
    // box (size), which lays out the same groups and headings in the app's font and colours.
    const picker = page.getByTestId('network-select');
    await picker.evaluate((select) => ((select as HTMLSelectElement).size = 24));
    await picker.screenshot({ path: `test-results/hd-balances/picker-${variant.name}.png` });
  }
});
