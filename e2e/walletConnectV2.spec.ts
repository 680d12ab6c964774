import { SignClient } from '@walletconnect/sign-client';
import type { Page } from '@playwright/test';
import { parseEther, stringToHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { mailTypedData } from '../features/walletConnect/logic/testing/typedDataFixtures';
import { BASE_URL } from '../playwright.config';
import { WC_RELAY_URL } from './e2eSettings';
import { booted, expect, expectAccessible, navigate, open, pasteInto, test } from './fixtures';
import { ensureMulticall3, fund, publicClient, seedWallets } from './hdWalletSupport';

/**
 * WalletConnect v2 end to end: a real dapp (`@walletconnect/sign-client` 2.21.8 in this Node
 * process) talks to the app in Chromium through the relay double (e2e/walletConnectRelay.ts, which
 * the app server advertises); the transaction lands on anvil (chain id 1) and signatures are
 * verified with viem. The v1 suite (walletConnect.spec.ts) runs beside it unchanged.
 */

const PASSWORD = 'correct horse 42';
// Its own phrase: other suites spend from theirs in parallel, and a shared account races on nonces.
const FIRST_MNEMONIC = 'zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo zoo wrong';
const FIRST: Address = mnemonicToAccount(FIRST_MNEMONIC).address;
const SECOND_MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DAPP_META = { name: 'E2E Dapp v2', url: 'https://dapp-v2.example', description: 'A v2 dapp in a browser test', icons: [`${BASE_URL}/icons/icon-192.png`] };
const METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction'];
type TypedDataInput = Omit<Parameters<typeof verifyTypedData>[0], 'address' | 'signature'>;
type Dapp = Awaited<ReturnType<typeof SignClient.init>>;

const dapps: Dapp[] = [];
let prefixes = 0;
const timings: string[] = [];

test.beforeAll(async () => ensureMulticall3());
test.afterEach(async () => {
  await Promise.allSettled(dapps.splice(0).map((dapp) => dapp.core.relayer.transportClose()));
});
test.afterAll(() => console.log(`v2 round trips (browser wallet, relay double):\n  ${timings.join('\n  ')}`));

async function newDapp(): Promise<Dapp> {
  const dapp = await SignClient.init({
    projectId: 'e2e-dapp',
    relayUrl: WC_RELAY_URL,
    metadata: DAPP_META,
    customStoragePrefix: `e2e-v2-${process.pid}-${++prefixes}`,
    telemetryEnabled: false,
  });
  dapps.push(dapp);
  return dapp;
}

/** The funded first wallet (selected) and a second one to switch to; returns the second. */
async function seedTwoWallets(page: Page): Promise<{ address: Address; name: string }> {
  await fund(FIRST, '100');
  const [, second] = await seedWallets(page, [{ mnemonic: FIRST_MNEMONIC, name: 'Main' }, { mnemonic: SECOND_MNEMONIC, name: 'Second' }], PASSWORD);
  return second;
}

async function pasteLink(page: Page, link: string): Promise<void> {
  await page.getByTestId('wc-button').click();
  await pasteInto(page.getByTestId('wc-link-input'), link);
}

async function propose(dapp: Dapp) {
  return dapp.connect({ optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: METHODS, events: ['accountsChanged', 'chainChanged'] } } });
}

/** The dapp's request and the wallet's answer; a refusal comes back as its message. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'approved',
    (error: { message?: string }) => error.message ?? String(error),
  );
}

async function timed<T>(label: string, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  timings.push(`${label}: ${Math.round(performance.now() - started)} ms`);
  return result;
}

test('a v2 dapp pairs, signs, sends, refuses a wrong address, survives a reload, follows a wallet switch and is disconnected', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/index/home');
  const second = await seedTwoWallets(page);
  await page.reload();
  await booted(page);

  // The proposal: the dapp's metadata and what it asks for.
  const dapp = await newDapp();
  const { uri, approval } = await propose(dapp);
  // Ask for the answer before it comes: the 2.21 dapp client drops an answer nobody awaits yet.
  const approved = approval();
  await timed('paste → proposal shown', async () => {
    await pasteLink(page, uri!);
    await expect(page.locator('[data-testid="wc-request"][data-method="session_request"]')).toBeVisible();
  });
  const proposal = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await expect(page.getByTestId('wc-peer-name')).toHaveText(DAPP_META.name);
  await expect(proposal.getByTestId('wc-chains')).toHaveText('Ethereum');
  await expect(proposal.getByTestId('wc-methods')).toHaveText(METHODS.join(', '));
  await expect(proposal.getByTestId('wc-session-address')).toHaveAttribute('data-address', FIRST);
  await expectAccessible(page);
  const session = await timed('approve click → dapp has the session', async () => {
    await proposal.getByTestId('wc-approve').click();
    return approved;
  });
  expect(session.namespaces.eip155.accounts).toEqual([`eip155:1:${FIRST}`]);
  await expect(page.getByTestId('wc-button')).toHaveAttribute('data-connected', 'true');
  const request = <T>(method: string, params: unknown[]) => dapp.request<T>({ topic: session.topic, chainId: 'eip155:1', request: { method, params } });

  // personal_sign: the password unlocks the wallet once.
  const message = stringToHex('Sign in to dapp-v2.example');
  const signed = request<Hex>('personal_sign', [message, FIRST]);
  const messageCard = page.locator('[data-testid="wc-request"][data-method="personal_sign"]');
  await expect(messageCard.getByTestId('wc-message')).toHaveText('Sign in to dapp-v2.example');
  await messageCard.getByLabel('Wallet password').fill(PASSWORD);
  await messageCard.getByTestId('wc-approve').click();
  expect(await verifyMessage({ address: FIRST, message: { raw: message }, signature: await signed })).toBe(true);

  // eth_signTypedData_v4: the request shows, the wallet is unlocked; time the round trip.
  const typedData = mailTypedData();
  const typedCard = page.locator('[data-testid="wc-request"][data-method="eth_signTypedData_v4"]');
  const typedSignature = await timed('eth_signTypedData_v4 request → card → approve → signature', async () => {
    const answer = request<Hex>('eth_signTypedData_v4', [FIRST, JSON.stringify(typedData)]);
    await expect(typedCard.getByTestId('wc-typed-data')).toContainText('Hello, Bob!');
    await typedCard.getByTestId('wc-approve').click();
    return answer;
  });
  expect(await verifyTypedData({ ...(typedData as unknown as TypedDataInput), address: FIRST, signature: typedSignature })).toBe(true);

  // eth_sendTransaction on anvil.
  const sent = request<Hex>('eth_sendTransaction', [{ from: FIRST, to: OTHER, value: `0x${parseEther('0.5').toString(16)}` }]);
  const txCard = page.locator('[data-testid="wc-request"][data-method="eth_sendTransaction"]');
  await expect(txCard.getByTestId('wc-value')).toHaveText('0.5 ETH');
  await txCard.getByTestId('wc-approve').click();
  expect((await publicClient.waitForTransactionReceipt({ hash: await sent })).status).toBe('success');

  // Refused before anything is shown: another address; the user's rejection.
  expect(await timed('wrong address → refusal', () => refusal(request('personal_sign', [message, OTHER])))).toBe('Address requested does not match active account');
  const rejected = refusal(request('personal_sign', [message, FIRST]));
  await messageCard.getByTestId('wc-reject').click();
  expect(await rejected).toBe('Failed or Rejected Request');

  // A reload restores the session: same fields as v1, and it still answers.
  await page.reload();
  await booted(page);
  await expect(page.getByTestId('wc-button')).toHaveAttribute('data-connected', 'true');
  await page.getByTestId('wc-button').click();
  await expect(page.getByTestId('wc-peer-name')).toHaveText(DAPP_META.name);
  await expect(page.getByTestId('wc-status')).toHaveText(/Online/);
  await expect(page.getByTestId('wc-address')).toHaveText(`${FIRST.slice(0, 14)}…${FIRST.slice(-14)}`);
  const afterReload = request<Hex>('personal_sign', [stringToHex('after reload'), FIRST]);
  await messageCard.getByLabel('Wallet password').fill(PASSWORD);
  await messageCard.getByTestId('wc-approve').click();
  expect(await verifyMessage({ address: FIRST, message: 'after reload', signature: await afterReload })).toBe(true);
  await page.getByTestId('wc-close').click();

  // A wallet switch: session_update with the new account, then accountsChanged.
  const accountsChanged = new Promise<unknown>((resolve) => dapp.on('session_event', (event) => event.params.event.name === 'accountsChanged' && resolve(event.params.event.data)));
  await navigate(page, '/index/hd-wallet');
  await page.getByRole('button', { name: `Use ${second.name}` }).click();
  expect(await accountsChanged).toEqual([second.address]);
  expect(dapp.session.get(session.topic).namespaces.eip155.accounts).toEqual([`eip155:1:${second.address}`]);

  // The dapp disconnects: the app resets and forgets the session.
  await dapp.disconnect({ topic: session.topic, reason: { code: 6000, message: 'User disconnected.' } });
  await expect(page.getByTestId('wc-button')).not.toHaveAttribute('data-connected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('walletConnectSessionV2'))).toBeNull();
});

test('a v2 proposal can be rejected with a reason, and the wallet can end a v2 session', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/index/home');
  await seedTwoWallets(page);
  await page.reload();
  await booted(page);

  const dapp = await newDapp();
  const first = await propose(dapp);
  // As above: the answer is asked for before it comes.
  const answered = refusal(first.approval());
  await pasteLink(page, first.uri!);
  const proposal = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await proposal.getByTestId('wc-reject').click();
  expect(await answered).toBe('Failed or Rejected Request');
  await expect(page.getByTestId('wc-button')).not.toHaveAttribute('data-connected', 'true');

  const againDapp = await newDapp();
  const again = await propose(againDapp);
  const approved = again.approval();
  await pasteLink(page, again.uri!);
  await proposal.getByTestId('wc-approve').click();
  const session = await approved;
  const deleted = new Promise((resolve) => againDapp.on('session_delete', resolve));
  await page.getByTestId('wc-button').click();
  await page.getByTestId('wc-disconnect').click();
  await deleted;
  await expect(page.getByTestId('wc-button')).not.toHaveAttribute('data-connected', 'true');
  expect(againDapp.session.getAll().some((s) => s.topic === session.topic)).toBe(false);
});
