import type { Page } from '@playwright/test';
import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import type { Address, Hash } from 'viem';
import { expect, expectAccessible, open, test } from './fixtures';
import { fund, publicClient, seedWallet } from './hdWalletSupport';

/**
 * HD spam protection: address poisoning in the history and at the send confirmation. The e2e server
 * has no explorer, so the history's entries are this device's own sends, seeded as the send screen
 * stores them (public data: hash, addresses, amounts); the filter is the same for explorer entries.
 */

const PASSWORD = 'correct horse 42';
const FRIEND: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
// A poisoner's look-alike of FRIEND: the same first and last four hex digits.
const POISON: Address = '0x7099a1B2C3D4E5F60718293A4b5C6d7E8F9079c8';
const hash = (n: number) => `0x${n.toString(16).padStart(64, 'a')}` as Hash;

async function seedHistory(page: Page, from: Address): Promise<void> {
  const send = (n: number, to: Address, amount: string) => ({ hash: hash(n), chainId: 1, time: Date.now() - n * 60_000, from, to, amount, symbol: 'ETH', decimals: 18, status: 'success' });
  await page.evaluate((sends) => localStorage.setItem('hdSends', JSON.stringify(sends)), [send(1, FRIEND, '1000000000000000000'), send(2, POISON, '0')]);
}

/** Opens the send screen, sends 0.1 ETH to `to` up to the confirmation, and presses Confirm. */
async function confirmSend(page: Page, to: Address): Promise<void> {
  await open(page, '/hd-send');
  await page.getByLabel('Recipient address').fill(to);
  await page.getByLabel('Amount (ETH)').fill('0.1');
  await page.getByTestId('send-review').click();
  await page.getByLabel('Wallet password').fill(PASSWORD);
  await page.getByTestId('send-confirm').click();
}

test('a poisoned history hides the fake entry, and sending to a look-alike asks first', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/index/hd-wallet');
  const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Spam test');
  await fund(address, '2');
  await seedHistory(page, address);

  // The history: the real send shows, the zero-value look-alike is hidden until asked for.
  await open(page, `/transactions/${address}`);
  const rows = page.getByTestId('history-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-hash', hash(1));
  await expectAccessible(page);
  await page.getByTestId('history-spam-toggle').click();
  await expect(rows).toHaveCount(2);
  await expect(page.locator(`[data-testid="history-row"][data-hash="${hash(2)}"]`)).toHaveAttribute('data-spam', 'true');
  await expect(page.locator(`[data-testid="history-row"][data-hash="${hash(2)}"]`)).toContainText('Possible spam');
  await page.getByTestId('history-spam-toggle').click();
  await expect(rows).toHaveCount(1);

  // Sending to the look-alike: the confirmation asks; "Check again" sends nothing.
  await confirmSend(page, POISON);
  const dialog = page.getByTestId('send-lookalike');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(FRIEND);
  await expectAccessible(page);
  await page.getByTestId('send-lookalike-cancel').click();
  await expect(dialog).toHaveCount(0);
  expect(await publicClient.getTransactionCount({ address })).toBe(0);

  // Sending anyway goes through.
  await page.getByTestId('send-confirm').click();
  await page.getByTestId('send-lookalike-confirm').click();
  await expect(page.getByTestId('send-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  expect(await publicClient.getBalance({ address: POISON })).toBeGreaterThan(0n);

  // An address sent to before is not asked about, though the look-alike is in the history now too.
  await confirmSend(page, FRIEND);
  await expect(page.getByTestId('send-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
  await expect(page.getByTestId('send-lookalike')).toHaveCount(0);
});
