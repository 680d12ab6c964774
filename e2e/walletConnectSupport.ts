import WalletConnectModule from '@walletconnect/legacy-client';
import type { Page } from '@playwright/test';
import type { Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { createStoredWallet } from '../lib/wallet/vault/createStoredWallet';
import { BASE_URL } from '../playwright.config';
import { expect } from './fixtures';

/**
 * A live wallet connection for tests that need one on screen (the floating button's placement):
 * a real dapp (`@walletconnect/legacy-client` in this Node process) connects through our /bridge
 * to an HD wallet stored as the import screen would store it. walletConnect.spec.ts tests the
 * connection itself.
 */

export const WC_PASSWORD = 'correct horse 42';
const MNEMONIC = 'abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about';
export const WC_ADDRESS: Address = mnemonicToAccount(MNEMONIC).address;
const META = { name: 'E2E Dapp', url: 'https://dapp.example', description: 'A dapp in a browser test', icons: [`${BASE_URL}/icons/icon-192.png`] };
// The package is CommonJS: under this ESM test runner its class is the module's `default`.
const WalletConnect = (WalletConnectModule as unknown as { default?: typeof WalletConnectModule }).default ?? WalletConnectModule;
export type Dapp = InstanceType<typeof WalletConnectModule>;

let storageIds = 0;

/** Stores one HD wallet (selected) in the page's storage; reload for the app to read it. */
export async function seedWallet(page: Page): Promise<void> {
  const wallet = await createStoredWallet({ mnemonic: MNEMONIC, password: WC_PASSWORD, name: 'Main' });
  await page.evaluate((w) => {
    localStorage.setItem(`hdWallet:${w.id}`, JSON.stringify(w));
    localStorage.setItem('hdWalletIds', JSON.stringify([w.id]));
    localStorage.setItem('hdSelectedWallet', w.id);
  }, wallet);
}

/** A dapp that has published its session request; close it with `dapp.transportClose()`. */
export async function newDapp(): Promise<Dapp> {
  const dapp = new WalletConnect({ bridge: `${BASE_URL}/bridge`, clientMeta: META, storageId: `e2e-fb-${process.pid}-${++storageIds}` });
  await dapp.createSession({ chainId: 1 });
  return dapp;
}

/** Opens the panel, pastes the dapp's link as a user does, and approves its session request. */
export async function connectDapp(page: Page, dapp: Dapp): Promise<void> {
  await page.getByTestId('wc-button').click();
  const connected = new Promise((resolve, reject) => dapp.on('connect', (error, payload) => (error ? reject(error) : resolve(payload))));
  await page.evaluate((text) => navigator.clipboard.writeText(text), dapp.uri);
  await page.getByTestId('wc-link-input').focus();
  await page.keyboard.press('ControlOrMeta+V');
  const request = page.locator('[data-testid="wc-request"][data-method="session_request"]');
  await expect(request).toBeVisible();
  await request.getByTestId('wc-approve').click();
  await connected;
  await expect(page.getByTestId('wc-panel')).toHaveCount(0);
  await expect(page.getByTestId('wc-button')).toHaveAttribute('data-connected', 'true');
}
