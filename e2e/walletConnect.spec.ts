import WalletConnectModule from '@walletconnect/legacy-client';
import type { Page } from '@playwright/test';
import { keccak256, parseEther, recoverAddress, stringToHex, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem';
import { mailTypedData } from '../features/walletConnect/logic/testing/typedDataFixtures';
import { createStoredWallet } from '../lib/wallet/vault/createStoredWallet';
import { BASE_URL } from '../playwright.config';
import { booted, expect, expectAccessible, navigate, open, pasteInto, test } from './fixtures';
import { logIn, newPhone, registerByApi } from './accountSupport';
import { mnemonicToAccount } from 'viem/accounts';
import { ensureMulticall3, fund, publicClient, storedText } from './hdWalletSupport';

/**
 * The wallet connection end to end: a real dapp (`@walletconnect/legacy-client` in this Node
 * process) talks to the app in Chromium through our server's /bridge; transactions land on the
 * local anvil (chain id 1) and signatures are verified with viem.
 */

const PASSWORD = 'correct horse 42';
/**
 * The dapp's wallet: its own phrase, not anvil's funded test account, which hdWallet.spec checks
 * for exactly 10,000 ETH while these tests, running in parallel, spend from theirs.
 */
const DAPP_MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
const DAPP_ADDRESS: Address = mnemonicToAccount(DAPP_MNEMONIC).address;
const SECOND_MNEMONIC = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const OTHER: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const DAPP_META = { name: 'E2E Dapp', url: 'https://dapp.example', description: 'A dapp in a browser test', icons: [`${BASE_URL}/icons/icon-192.png`] };
// The package is CommonJS: under this ESM test runner its class is the module's `default`.
const WalletConnect = (WalletConnectModule as unknown as { default?: typeof WalletConnectModule }).default ?? WalletConnectModule;
type WalletConnect = InstanceType<typeof WalletConnectModule>;
type TypedDataInput = Omit<Parameters<typeof verifyTypedData>[0], 'address' | 'signature'>;

const dapps: WalletConnect[] = [];
let storageIds = 0;

test.beforeAll(async () => ensureMulticall3());
test.afterEach(() => {
  for (const dapp of dapps.splice(0)) dapp.transportClose();
});

function next<T>(dapp: WalletConnect, event: string): Promise<T> {
  return new Promise((resolve, reject) => dapp.on(event, (error, payload) => (error ? reject(error) : resolve(payload as T))));
}

/** A dapp that has published its session request; its link is `dapp.uri`. */
async function newDapp(): Promise<WalletConnect> {
  const dapp = new WalletConnect({ bridge: `${BASE_URL}/bridge`, clientMeta: DAPP_META, storageId: `e2e-dapp-${process.pid}-${++storageIds}` });
  dapps.push(dapp);
  await dapp.createSession({ chainId: 1 });
  return dapp;
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'approved',
    (error: Error) => error.message,
  );
}

/** Two wallets stored as the import screen would store them; the first is selected. */
async function seedTwoWallets(page: Page): Promise<{ second: { address: Address; name: string } }> {
  await fund(DAPP_ADDRESS, '100');
  const first = await createStoredWallet({ mnemonic: DAPP_MNEMONIC, password: PASSWORD, name: 'Main' });
  const second = await createStoredWallet({ mnemonic: SECOND_MNEMONIC, password: PASSWORD, name: 'Second' });
  await page.evaluate(
    ([a, b]) => {
      localStorage.setItem(`hdWallet:${a.id}`, JSON.stringify(a));
      localStorage.setItem(`hdWallet:${b.id}`, JSON.stringify(b));
      localStorage.setItem('hdWalletIds', JSON.stringify([a.id, b.id]));
      localStorage.setItem('hdSelectedWallet', a.id);
    },
    [first, second],
  );
  return { second: { address: second.address, name: second.name } };
}

/** Pastes into the link field as a user does (the paste event submits). */
async function pasteLink(page: Page, link: string): Promise<void> {
  await pasteInto(page.getByTestId('wc-link-input'), link);
}

async function connect(page: Page, dapp: WalletConnect): Promise<void> {
  await page.getByTestId('wc-button').click();
  const connected = next<{ params: [{ accounts: string[]; chainId: number }] }>(dapp, 'connect');
  await pasteLink(page, dapp.uri);
  const request = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await expect(request).toBeVisible();
  await expect(page.getByTestId('wc-peer-name')).toHaveText(DAPP_META.name);
  await request.getByTestId('wc-approve').click();
  expect((await connected).params[0]).toMatchObject({ chainId: 1, accounts: [DAPP_ADDRESS] });
}

test('a dapp connects, asks for signatures and a transaction, survives a reload, follows a wallet switch and disconnects', async ({ page }) => {
  test.setTimeout(120_000);
  await open(page, '/index/home');
  const { second } = await seedTwoWallets(page);
  await page.reload();
  await booted(page);

  // The entry: a bad value and a link of an unknown version (v3) are explained and kept; the panel is accessible.
  await page.getByTestId('wc-button').click();
  await expect(page.getByTestId('wc-panel')).toBeVisible();
  await expectAccessible(page);
  const input = page.getByTestId('wc-link-input');
  await input.fill('hello');
  await input.press('Enter');
  await expect(page.getByTestId('wc-link-error')).toHaveText('This is not a WalletConnect link. Copy the link the app shows and paste it here.');
  await input.fill('wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@3?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303');
  await input.press('Enter');
  await expect(page.getByTestId('wc-link-error')).toContainText('a WalletConnect version this wallet does not support');
  await expect(input).toHaveValue(/^wc:7f6e/);
  await page.getByTestId('wc-close').click();

  // Paste the link, see the dapp, accept.
  const dapp = await newDapp();
  await connect(page, dapp);
  await expect(page.getByTestId('wc-panel')).toHaveCount(0);
  await expect(page.getByTestId('wc-button')).toHaveAttribute('data-connected', 'true');

  // eth_sendTransaction: recipient, value and fee shown; the password unlocks; the receipt is on chain.
  const recipient = OTHER;
  const sent = dapp.sendTransaction({ from: DAPP_ADDRESS, to: recipient, value: `0x${parseEther('0.25').toString(16)}` });
  const txCard = page.locator('[data-testid="wc-request"][data-method="eth_sendTransaction"]');
  await expect(txCard).toBeVisible();
  await expect(txCard.getByTestId('wc-recipient')).toHaveText(recipient);
  await expect(txCard.getByTestId('wc-value')).toHaveText('0.25 ETH');
  await expect(txCard.getByTestId('wc-fee')).toContainText('ETH');
  await expectAccessible(page);
  await txCard.getByTestId('wc-approve').click();
  await expect(txCard.getByTestId('wc-request-error')).toHaveText('Enter the wallet password.');
  await txCard.getByLabel('Wallet password').fill('wrong password');
  await txCard.getByTestId('wc-approve').click();
  await expect(txCard.getByTestId('wc-request-error')).toHaveText('The password you entered is incorrect.', { timeout: 20_000 });
  await txCard.getByLabel('Wallet password').fill(PASSWORD);
  await txCard.getByTestId('wc-approve').click();
  const hash = (await sent) as Hex;
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
  expect(receipt.to?.toLowerCase()).toBe(recipient.toLowerCase());
  await expect(txCard).toHaveCount(0);

  // personal_sign: the message as text; the wallet is unlocked now.
  const message = stringToHex('Sign in to dapp.example');
  const signedMessage = dapp.signPersonalMessage([message, DAPP_ADDRESS]);
  const messageCard = page.locator('[data-testid="wc-request"][data-method="personal_sign"]');
  await expect(messageCard.getByTestId('wc-message')).toHaveText('Sign in to dapp.example');
  await messageCard.getByTestId('wc-approve').click();
  expect(await verifyMessage({ address: DAPP_ADDRESS, message: { raw: message }, signature: (await signedMessage) as Hex })).toBe(true);

  // eth_sign: behind the danger warning, with the raw hex; approving needs the acknowledgement.
  const digest = keccak256(stringToHex('raw digest'));
  const signedDigest = dapp.signMessage([DAPP_ADDRESS, digest]);
  const dangerCard = page.locator('[data-testid="wc-request"][data-method="eth_sign"]');
  await expect(dangerCard.getByTestId('wc-danger')).toBeVisible();
  await expect(dangerCard.getByTestId('wc-message')).toHaveText(digest);
  await expect(dangerCard.getByTestId('wc-approve')).toBeDisabled();
  await expectAccessible(page);
  await dangerCard.getByTestId('wc-danger-ack').check();
  await dangerCard.getByTestId('wc-approve').click();
  expect(await recoverAddress({ hash: digest, signature: (await signedDigest) as Hex })).toBe(DAPP_ADDRESS);

  // eth_signTypedData_v4: the domain and fields as a tree.
  const typedData = mailTypedData();
  const signedTyped = dapp.sendCustomRequest({ method: 'eth_signTypedData_v4', params: [DAPP_ADDRESS, JSON.stringify(typedData)] });
  const typedCard = page.locator('[data-testid="wc-request"][data-method="eth_signTypedData_v4"]');
  await expect(typedCard.getByTestId('wc-typed-data')).toContainText('Ether Mail');
  await expect(typedCard.getByTestId('wc-typed-data')).toContainText('Hello, Bob!');
  await typedCard.getByTestId('wc-approve').click();
  expect(await verifyTypedData({ ...(typedData as unknown as TypedDataInput), address: DAPP_ADDRESS, signature: (await signedTyped) as Hex })).toBe(true);

  // Refused before anything is shown: another address, an unknown method.
  expect(await refusal(dapp.signPersonalMessage([message, OTHER]))).toBe('Address requested does not match active account');
  expect(await refusal(dapp.sendCustomRequest({ method: 'wallet_addEthereumChain', params: [{ chainId: '0x38' }] }))).toBe('JSON RPC method not supported');

  // A request can be hidden and shown again; the user's rejection.
  const rejected = refusal(dapp.signPersonalMessage([message, DAPP_ADDRESS]));
  const rejectCard = page.locator('[data-testid="wc-request"][data-method="personal_sign"]');
  await expect(rejectCard).toBeVisible();
  await rejectCard.getByTestId('wc-hide').click();
  await expect(rejectCard).toHaveCount(0);
  await page.getByTestId('wc-show').click();
  await rejectCard.getByTestId('wc-reject').click();
  expect(await rejected).toBe('Failed or Rejected Request');
  await expect(rejectCard).toHaveCount(0);

  // The saved session holds no wallet secret, and a reload restores it.
  const stored = await storedText(page);
  expect(stored).toContain('walletconnect:');
  expect(stored).not.toContain('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
  expect(stored).not.toContain('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
  expect(stored).not.toContain(DAPP_MNEMONIC);
  expect(stored).not.toContain(PASSWORD);
  await page.reload();
  await booted(page);
  await expect(page.getByTestId('wc-button')).toHaveAttribute('data-connected', 'true');
  await page.getByTestId('wc-button').click();
  await expect(page.getByTestId('wc-peer-name')).toHaveText(DAPP_META.name);
  await expect(page.getByTestId('wc-status')).toHaveText(/Online/);
  await expect(page.getByTestId('wc-address')).toHaveText(`${DAPP_ADDRESS.slice(0, 14)}…${DAPP_ADDRESS.slice(-14)}`);
  const afterReload = dapp.signPersonalMessage([stringToHex('after reload'), DAPP_ADDRESS]);
  // (the reload locked the wallet: the password again)
  const reloadCard = page.locator('[data-testid="wc-request"][data-method="personal_sign"]');
  await reloadCard.getByLabel('Wallet password').fill(PASSWORD);
  await reloadCard.getByTestId('wc-approve').click();
  expect(await verifyMessage({ address: DAPP_ADDRESS, message: 'after reload', signature: (await afterReload) as Hex })).toBe(true);
  await page.getByTestId('wc-close').click();

  // Switching the HD wallet updates the session: the dapp sees the new account.
  const updated = next<{ params: [{ accounts: string[]; chainId: number }] }>(dapp, 'session_update');
  await navigate(page, '/index/hd-wallet');
  await page.getByRole('button', { name: `Use ${second.name}` }).click();
  expect((await updated).params[0]).toMatchObject({ chainId: 1, accounts: [second.address] });

  // The dapp kills the session: the app resets and forgets it.
  await dapp.killSession();
  await expect(page.getByTestId('wc-button')).not.toHaveAttribute('data-connected', 'true');
  expect(await page.evaluate(() => localStorage.getItem('walletConnectSession'))).toBeNull();

  // A new session; dragging the button to the bottom of the screen disconnects it.
  const dapp2 = await newDapp();
  await page.getByTestId('wc-button').click();
  const connected2 = next<{ params: [{ accounts: string[] }] }>(dapp2, 'connect');
  await pasteLink(page, dapp2.uri);
  await page.locator('[data-testid="wc-request"][data-method="session_request"]').getByTestId('wc-approve').click();
  expect((await connected2).params[0].accounts).toEqual([second.address]);
  await expect(page.getByTestId('wc-panel')).toHaveCount(0);
  const disconnected = next<{ params: [{ message: string }] }>(dapp2, 'disconnect');
  const box = await page.getByTestId('wc-button').boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) throw new Error('no layout');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, viewport.height - 40, { steps: 8 });
  await expect(page.getByTestId('wc-dropzone')).toBeVisible();
  await page.mouse.up();
  expect((await disconnected).params[0].message).toBe('Session disconnected');
  await expect(page.getByTestId('wc-button')).not.toHaveAttribute('data-connected', 'true');
  await expect(page.getByTestId('wc-panel')).toHaveCount(0);
});

/** The dapp's answer to its session request: resolves on `connect`, rejects on the wallet's refusal. */
function sessionAnswer(dapp: WalletConnect): Promise<{ accounts: string[]; chainId: number }> {
  return new Promise((resolve, reject) => {
    dapp.on('connect', (error, payload) => (error ? reject(error) : resolve((payload as { params: [{ accounts: string[]; chainId: number }] }).params[0])));
    dapp.on('disconnect', (error, payload) => reject(error ?? new Error((payload as { params: [{ message: string }] }).params[0].message)));
  });
}

/** Seeds the wallets, pastes a new dapp's link and waits for its session request; then reloads. */
async function pendingThenReload(page: Page): Promise<WalletConnect> {
  await open(page, '/index/home');
  await seedTwoWallets(page);
  await page.reload();
  await booted(page);
  const dapp = await newDapp();
  await page.getByTestId('wc-button').click();
  await pasteLink(page, dapp.uri);
  const request = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await expect(request).toBeVisible();
  await expect(request.locator('#wc-request-1')).toHaveCount(1);
  await page.reload();
  await booted(page);
  return dapp;
}

test('a session request still waiting survives a reload and can be accepted', async ({ page }) => {
  test.setTimeout(60_000);
  const dapp = await pendingThenReload(page);
  const answer = sessionAnswer(dapp);

  // The same request again: notification 1, the dapp's metadata, the active address.
  const request = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await expect(request).toBeVisible();
  await expect(request.locator('#wc-request-1')).toHaveCount(1);
  await expect(page.getByTestId('wc-peer-name')).toHaveText(DAPP_META.name);
  await expect(request.getByTestId('wc-session-address')).toHaveAttribute('data-address', DAPP_ADDRESS);
  await expectAccessible(page);
  const stored = await storedText(page);
  expect(stored).toContain('walletconnect:');
  expect(stored).not.toContain('ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
  expect(stored).not.toContain(DAPP_MNEMONIC);
  expect(stored).not.toContain(PASSWORD);

  await request.getByTestId('wc-approve').click();
  expect(await answer).toMatchObject({ chainId: 1, accounts: [DAPP_ADDRESS] });
  await expect(page.getByTestId('wc-button')).toHaveAttribute('data-connected', 'true');
  const saved = await page.evaluate(() => localStorage.getItem(localStorage.getItem('walletConnectSession') ?? ''));
  expect(JSON.parse(saved ?? '{}')).toMatchObject({ connected: true, chainId: 1, accounts: [DAPP_ADDRESS] });

  // The session works: a signature request comes through.
  const signed = dapp.signPersonalMessage([stringToHex('after a pending reload'), DAPP_ADDRESS]);
  const card = page.locator('[data-testid="wc-request"][data-method="personal_sign"]');
  await card.getByLabel('Wallet password').fill(PASSWORD);
  await card.getByTestId('wc-approve').click();
  expect(await verifyMessage({ address: DAPP_ADDRESS, message: 'after a pending reload', signature: (await signed) as Hex })).toBe(true);
});

test('a session request still waiting after a reload can be rejected: the dapp is told and nothing is kept', async ({ page }) => {
  test.setTimeout(60_000);
  const dapp = await pendingThenReload(page);
  const answer = refusal(sessionAnswer(dapp));
  const request = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await expect(request).toBeVisible();
  await request.getByTestId('wc-reject').click();
  expect(await answer).toBe('Failed or Rejected Request');
  await expect(page.getByTestId('wc-panel')).toHaveCount(0);
  await expect(page.getByTestId('wc-button')).not.toHaveAttribute('data-connected', 'true');
  const keys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key === 'walletConnectSession' || key.startsWith('walletconnect:')));
  expect(await keys()).toEqual([]);
  await page.reload();
  await booted(page);
  await expect(page.getByTestId('wc-request')).toHaveCount(0);
  expect(await keys()).toEqual([]);
});

test('/dappwallet needs a login, then shows the connected dapp and what it asked for', async ({ page, request }) => {
  test.setTimeout(90_000);
  const phone = newPhone();
  await registerByApi(request, phone, 'Secret123');
  await open(page, '/dappwallet');
  await expect(page).toHaveURL(/\/index\/home\?redirect=%2Fdappwallet$/);
  await open(page, '/relogin?redirect=%2Fdappwallet');
  await logIn(page, request, phone.national, 'Secret123');
  await expect(page).toHaveURL(/\/dappwallet$/);
  await expect(page.getByText('No app connected')).toBeVisible();
  await expectAccessible(page);

  await seedTwoWallets(page);
  await open(page, '/index/home');
  const dapp = await newDapp();
  await connect(page, dapp);
  const signed = dapp.signPersonalMessage([stringToHex('hello from the history test'), DAPP_ADDRESS]);
  const card = page.locator('[data-testid="wc-request"][data-method="personal_sign"]');
  await card.getByLabel('Wallet password').fill(PASSWORD);
  await card.getByTestId('wc-approve').click();
  expect(await verifyMessage({ address: DAPP_ADDRESS, message: 'hello from the history test', signature: (await signed) as Hex })).toBe(true);
  await page.getByTestId('wc-close').click();

  await navigate(page, '/dappwallet');
  await expect(page.getByTestId('dappwallet-session')).toContainText('Online');
  await expect(page.getByTestId('wc-peer-name')).toHaveText(DAPP_META.name);
  const history = page.getByTestId('history-entry');
  await expect(history.first()).toBeVisible();
  await expect(page.locator('[data-testid="history-entry"][data-method="personal_sign"]')).toHaveAttribute('data-outcome', /approved/);
  await expectAccessible(page);
});
