import { generateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english';
import { bytesToHex, parseEther, type Address } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { expect, expectAccessible, navigate, open, test } from './fixtures';
import {
  ANVIL_URL,
  decodeQr,
  deployTestToken,
  ensureMulticall3,
  fund,
  publicClient,
  seedWallet,
  storedText,
  TEST_ADDRESS,
  TEST_MNEMONIC,
  tokenBalance,
} from './hdWalletSupport';

/**
 * The self-custody HD wallet against a local anvil (chain id 1, the app's RPC_URL_1): create and back
 * up, nothing secret stored, import and balances, ETH and ERC-20 sends confirmed on chain, receive
 * QR, address book, history.
 */

const PASSWORD = 'correct horse 42';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test.beforeAll(async () => {
  await ensureMulticall3();
});

/** A fresh random address nobody holds a key for in these tests. */
function freshAddress(): Address {
  return mnemonicToAccount(generateMnemonic(wordlist)).address;
}

test.describe('HD wallet', () => {
  test('create a wallet, back up and confirm the words; no storage holds a word, the key or the password', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/index/hd-wallet');
    await expect(page.getByRole('heading', { name: 'No HD wallet on this device' })).toBeVisible();
    await expectAccessible(page);

    await page.getByTestId('hd-create').click();
    await expect(page).toHaveURL(/\/createWalletPassword$/);
    await expectAccessible(page);
    await page.getByLabel('Wallet name (optional)').fill('E2E savings');
    await page.getByLabel('Wallet password', { exact: true }).fill('short');
    await page.getByLabel('Repeat the wallet password').fill('short');
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('The wallet password needs at least 8 characters.')).toBeVisible();
    await page.getByLabel('Wallet password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the wallet password').fill(`${PASSWORD}x`);
    await page.getByTestId('create-submit').click();
    await expect(page.getByText('The passwords do not match.')).toBeVisible();
    await page.getByLabel('Repeat the wallet password').fill(PASSWORD);
    await page.getByTestId('create-submit').click();

    // The notice: back up now or later.
    await expect(page.getByRole('heading', { name: 'Wallet created' })).toBeVisible({ timeout: 20_000 });
    await page.getByTestId('backup-now').click();
    await expect(page).toHaveURL(/\/backup$/);
    await expectAccessible(page);
    await page.getByTestId('show-words').click();
    await expect(page).toHaveURL(/\/mnemonicWord$/);
    await expect(page.locator('[data-testid="word-grid"] .word-text')).toHaveCount(12);
    const words = await page.locator('[data-testid="word-grid"] .word-text').allTextContents();
    await expectAccessible(page);
    await page.getByTestId('copy-words').click();
    await expect(page.getByTestId('toast')).toHaveText('Copy successfully');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(words.join(' '));
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await page.getByTestId('words-next').click();
    await expect(page).toHaveURL(/\/selectWords$/);

    // One wrong choice among right ones: "Validation error"; the right ones stay chosen, the wrong
    // one is marked on its question, which is open to be answered again.
    const questions = page.getByTestId('word-question');
    await expect(questions).toHaveCount(4);
    const all = await questions.all();
    let wrongWord = '';
    for (const [n, question] of all.entries()) {
      const position = Number(await question.getAttribute('data-position'));
      const options = await question.locator('.word-option span').allTextContents();
      if (n === 1) wrongWord = options.find((word) => word !== words[position - 1]) as string;
      await question.getByLabel(n === 1 ? wrongWord : words[position - 1], { exact: true }).check();
    }
    await page.getByTestId('select-submit').click();
    await expect(page.getByTestId('select-error')).toHaveText('Validation error');
    for (const [n, question] of all.entries()) {
      const position = Number(await question.getAttribute('data-position'));
      if (n === 1) continue;
      await expect(question.getByLabel(words[position - 1], { exact: true })).toBeChecked();
      await expect(question).not.toHaveAttribute('data-wrong');
    }
    const wrongQuestion = all[1];
    await expect(wrongQuestion).toHaveAttribute('data-wrong', '');
    await expect(wrongQuestion.getByTestId('word-wrong')).toContainText(wrongWord);
    await expect(wrongQuestion.locator('.word-option[data-wrong]')).toHaveText(wrongWord);
    await expect(wrongQuestion.getByLabel(wrongWord, { exact: true })).not.toBeChecked();
    await expect(page.getByTestId('select-submit')).toBeDisabled();
    await expectAccessible(page);
    await wrongQuestion.getByLabel(words[Number(await wrongQuestion.getAttribute('data-position')) - 1], { exact: true }).check();
    await page.getByTestId('select-submit').click();
    await expect(page).toHaveURL(/\/index\/hd-wallet$/);
    await expect(page.getByTestId('wallet-name')).toHaveText('E2E savings');
    await expect(page.getByTestId('backup-reminder')).toHaveCount(0);

    // Nothing secret anywhere the origin stores things, nor in the URLs visited.
    const account = mnemonicToAccount(words.join(' '));
    const privateKey = bytesToHex(account.getHdKey().privateKey as Uint8Array).slice(2);
    const stored = await storedText(page);
    expect(stored).toContain(account.address); // the public record is there…
    expect(stored).toContain('"ct"'); // …with its vault
    expect(stored.toLowerCase()).not.toContain(privateKey.toLowerCase());
    expect(stored).not.toContain(PASSWORD);
    expect(stored).not.toContain(words.join(' '));
    for (let i = 0; i + 1 < words.length; i++) {
      expect(stored).not.toMatch(new RegExp(`\\b${words[i]}\\W{1,6}${words[i + 1]}\\b`));
    }
    // No word stored as a value of its own either. The initial info is the server's public configuration
    // (it holds English words such as "sample"), not something the user typed, so it is left out here.
    // JSON keys are left out too: a record's "vault" or "salt" key is a recovery-phrase word by chance.
    const userSlots = stored
      .split('\n')
      .filter((line) => !line.startsWith('initInfo\t'))
      .join('\n')
      .replace(/"[A-Za-z0-9_]+":/g, '');
    for (const word of words) expect(userSlots).not.toContain(`"${word}"`);
    const visited = await page.evaluate(() => sessionStorage.getItem('routeHistory') ?? '');
    for (const word of words) expect(visited).not.toMatch(new RegExp(`\\b${word}\\b`));

    // Persisted across a reload, locked: viewing the words asks for the password again.
    await page.reload();
    await expect(page.getByTestId('wallet-name')).toHaveText('E2E savings');
    await expect(page.getByTestId('lock-state')).toHaveText('Locked');
    await page.getByRole('link', { name: 'View mnemonic' }).click();
    await expect(page).toHaveURL(/\/enterHdWalletPassword\?next=lookWords$/);
    await page.getByLabel('Wallet password').fill('wrong password');
    await page.getByTestId('unlock-submit').click();
    await expect(page.getByText('The wallet password is incorrect.')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel('Wallet password').fill(PASSWORD);
    await page.getByTestId('unlock-submit').click();
    await expect(page).toHaveURL(/\/lookWords$/);
    await expect(page.locator('[data-testid="word-grid"] .word-text')).toHaveText(words);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page).toHaveURL(/\/index\/hd-wallet$/);
    await expect(page.getByTestId('lock-state')).toHaveText('Unlocked');
  });

  test('"Later" keeps a backup reminder on the HD tab and home; wallets can be renamed and removed', async ({ page }) => {
    test.setTimeout(90_000);
    await open(page, '/createWalletPassword');
    await page.getByLabel('Wallet password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the wallet password').fill(PASSWORD);
    await page.getByTestId('create-submit').click();
    await page.getByTestId('backup-later').click({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/index\/hd-wallet$/);
    await expect(page.getByTestId('wallet-name')).toHaveText('Wallet 1');
    await expect(page.getByTestId('backup-reminder')).toBeVisible();
    await page.getByRole('link', { name: 'Wallet', exact: true }).click();
    await expect(page).toHaveURL(/\/index\/home$/);
    await expect(page.getByTestId('hd-home')).toContainText('Wallet 1');
    await expect(page.getByTestId('backup-reminder')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open HD wallet' }).click();
    await page.getByRole('button', { name: 'Rename Wallet 1' }).click();
    await page.getByLabel('Wallet name').fill('Spending');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByTestId('wallet-name')).toHaveText('Spending');
    await page.getByRole('button', { name: 'Remove Spending' }).click();
    await page.getByTestId('confirm-remove').click();
    await expect(page.getByText("Tick the box to confirm that you have backed up this wallet's mnemonic.")).toBeVisible();
    await page.getByLabel("I have backed up this wallet's mnemonic").check();
    await page.getByTestId('confirm-remove').click();
    await expect(page.getByRole('heading', { name: 'No HD wallet on this device' })).toBeVisible();
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hdWallet:')))).toEqual([]);
  });

  test('import the test phrase, see 10000 ETH, send ETH to an address from the book, both balances change on chain, history lists it', async ({ page }) => {
    test.setTimeout(120_000);
    await fund(TEST_ADDRESS, '10000');
    const recipient = freshAddress();

    await open(page, '/safety');
    await expectAccessible(page);
    // An incomplete phrase, then an unknown word, then a bad checksum: each named.
    await page.getByTestId('word-1').fill('test');
    await page.getByTestId('word-1').press('Space');
    await expect(page.getByTestId('word-2')).toBeFocused();
    await page.getByTestId('import-next').click();
    await expect(page.getByTestId('import-problem')).toHaveText('The mnemonic needs 12 words; 1 is filled in.');
    await page.getByTestId('word-1').fill(TEST_MNEMONIC.replace(/junk$/, 'tset'));
    await page.getByTestId('import-next').click();
    await expect(page.getByTestId('import-problem')).toHaveText('Word #12 is not a mnemonic word. Check its spelling.');
    await page.getByTestId('word-12').fill('test');
    await page.getByTestId('import-next').click();
    await expect(page.getByTestId('import-problem')).toHaveText('These 12 words are not a valid mnemonic: a word is wrong or two are swapped.');
    await page.getByTestId('word-12').fill('junk');
    await page.getByTestId('import-next').click();
    await expect(page.getByTestId('import-problem')).toHaveText('Tick the box to agree before importing.');
    await page.getByTestId('agree').check();
    await page.getByTestId('import-next').click();
    await page.getByLabel('Wallet password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Repeat the wallet password').fill(PASSWORD);
    await page.getByTestId('import-submit').click();
    await expect(page).toHaveURL(/\/index\/hd-wallet$/, { timeout: 20_000 });
    await expect(page.getByTestId('wallet-address')).toHaveAttribute('data-address', TEST_ADDRESS);
    await expect(page.getByTestId('native-balance')).toHaveText('10,000', { timeout: 30_000 });
    await expectAccessible(page);

    // Importing again with a wallet here: adding is preselected, not the
    // destructive replace, and the same phrase is refused right after the words, before any password.
    await navigate(page, '/safety');
    await expect(page.getByTestId('import-add')).toBeChecked();
    await expect(page.getByTestId('import-replace')).not.toBeChecked();
    await expect(page.getByTestId('backed-up')).toHaveCount(0);
    await page.getByTestId('word-1').fill(TEST_MNEMONIC);
    await page.getByTestId('agree').check();
    await page.getByTestId('import-next').click();
    await expect(page.getByTestId('import-problem')).toHaveText(/This mnemonic is already on this device as Wallet \d+/);
    await expect(page.getByLabel('Wallet password', { exact: true })).toHaveCount(0);
    await navigate(page, '/index/hd-wallet');
    await expect(page.getByTestId('wallet-address')).toHaveAttribute('data-address', TEST_ADDRESS);

    // The HD address book, on the device and open without a cloud login.
    await page.getByRole('link', { name: 'Address book' }).click();
    await expect(page).toHaveURL(/\/addressBook\?wallet=hd$/);
    await page.getByTestId('add-address').click();
    await expect(page).toHaveURL(/\/addAddress\?wallet=hd$/);
    await expect(page.getByText('Note: this address receives only ERC20 tokens.')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Name').fill('Bob');
    const wrongCase = recipient.slice(0, 2) + Array.from(recipient.slice(2), (c) => (/[a-f]/.test(c) ? c.toUpperCase() : /[A-F]/.test(c) ? c.toLowerCase() : c)).join('');
    await page.getByLabel('Address').fill(wrongCase);
    await page.getByTestId('save-address').click();
    await expect(page.getByText(/do not match its checksum/)).toBeVisible();
    await page.getByLabel('Address').fill(recipient);
    await page.getByTestId('save-address').click();
    await expect(page).toHaveURL(/\/addressBook\?wallet=hd$/);
    // Saved as typed, checksummed; shown as a chip (the whole address is its data-address).
    await expect(page.getByTestId('address-book').locator(`[data-address="${recipient}"]`)).toHaveCount(1);

    // Send 1.5 ETH, choosing the recipient from the book (in-app navigation: a page load would lock the wallet).
    await navigate(page, '/hd-send');
    await page.getByRole('link', { name: 'Choose from the address book' }).click();
    await page.getByRole('button', { name: 'Choose Bob' }).click();
    await expect(page).toHaveURL(/\/hd-send$/);
    await expect(page.getByLabel('Recipient address')).toHaveValue(recipient);
    await page.getByLabel('Amount (ETH)').fill('1.5');
    await expectAccessible(page);
    // The node does not answer: said as such, named, with a retry, not as a
    // problem with the recipient or amount.
    const toNode = (url: URL) => url.origin === ANVIL_URL;
    await page.route(toNode, (route) => route.abort('connectionrefused'));
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('send-problem')).toContainText('The Ethereum node cannot be reached');
    await expect(page.getByTestId('send-problem')).not.toContainText('recipient');
    await page.unroute(toNode);
    await page.getByTestId('send-retry').click();
    await expect(page.getByTestId('confirm-amount')).toHaveText('1.5 ETH');
    await expect(page.getByTestId('confirm-recipient')).toHaveText(recipient);
    await expect(page.getByTestId('confirm-fee')).toContainText('ETH');
    await expectAccessible(page);
    const before = await publicClient.getBalance({ address: TEST_ADDRESS });
    // Unlocked since the import: no password asked.
    await expect(page.getByLabel('Wallet password')).toHaveCount(0);
    await page.getByTestId('send-confirm').click();
    await expect(page.getByTestId('send-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
    const hash = (await page.getByTestId('send-hash').textContent()) as `0x${string}`;
    const receipt = await publicClient.getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    expect(await publicClient.getBalance({ address: recipient })).toBe(parseEther('1.5'));
    const after = await publicClient.getBalance({ address: TEST_ADDRESS });
    expect(before - after).toBe(parseEther('1.5') + receipt.gasUsed * receipt.effectiveGasPrice);

    // History: no explorer configured here, so the device's own send is listed with its status.
    await page.getByRole('link', { name: 'View history' }).click();
    await expect(page).toHaveURL(new RegExp(`/transactions/${TEST_ADDRESS}$`));
    await expect(page.getByTestId('no-explorer')).toBeVisible();
    const row = page.locator(`[data-testid="history-row"][data-hash="${hash}"]`);
    await expect(row).toHaveAttribute('data-status', 'success');
    await expect(row).toContainText('1.5 ETH');
    await expectAccessible(page);
  });

  test('send a test ERC-20 from a pasted EIP-681 payment code; balances change on chain', async ({ page }) => {
    test.setTimeout(120_000);
    const mnemonic = generateMnemonic(wordlist);
    const recipient = freshAddress();
    await open(page, '/index/hd-wallet');
    const address = await seedWallet(page, mnemonic, PASSWORD, 'Token wallet');
    await fund(address, '5');
    const token = await deployTestToken(address, parseEther('1000'));

    await open(page, '/hd-send');
    await page.getByLabel('Recipient address').fill(`ethereum:${token}@1/transfer?address=${recipient}&uint256=2.5e18`);
    await expect(page.getByLabel('Recipient address')).toHaveValue(recipient);
    await expect(page.getByLabel('Amount (TST)')).toHaveValue('2.5');
    expect((await page.getByTestId('send-coin').getAttribute('data-value'))?.toLowerCase()).toBe(token.toLowerCase());
    await page.getByTestId('send-review').click();
    await expect(page.getByTestId('confirm-amount')).toHaveText('2.5 TST');
    await expect(page.getByTestId('confirm-recipient')).toHaveText(recipient);
    // Locked (seeded, never unlocked): the password is asked, and a wrong one refused.
    await page.getByLabel('Wallet password').fill('not the password');
    await page.getByTestId('send-confirm').click();
    await expect(page.getByTestId('send-error')).toHaveText('The wallet password is incorrect.', { timeout: 20_000 });
    await page.getByLabel('Wallet password').fill(PASSWORD);
    await page.getByTestId('send-confirm').click();
    await expect(page.getByTestId('send-status')).toHaveAttribute('data-status', 'success', { timeout: 30_000 });
    expect(await tokenBalance(token, recipient)).toBe(parseEther('2.5'));
    expect(await tokenBalance(token, address)).toBe(parseEther('997.5'));

    await open(page, `/transactions/${address}`);
    await expect(page.getByTestId('history-row').first()).toContainText('2.5 TST');
    await expect(page.getByTestId('history-row').first()).toHaveAttribute('data-status', 'success');
  });

  test('receive shows a QR code that decodes to the address, and to an EIP-681 request with an amount', async ({ page }) => {
    test.setTimeout(60_000);
    await open(page, '/index/hd-wallet');
    const address = await seedWallet(page, generateMnemonic(wordlist), PASSWORD, 'Receiving');
    await open(page, '/hd-receive');
    await expect(page.getByTestId('receive-address')).toHaveAttribute('data-address', address);
    await expect(page.getByTestId('receive-address')).toHaveText(`${address.slice(0, 14)}…${address.slice(-14)}`);
    await page.getByTestId('receive-address').click();
    await expect(page.getByTestId('receive-address-full')).toHaveText(address);
    const qr = page.getByTestId('receive-qr').locator('img');
    await expect(qr).toBeVisible();
    await expectAccessible(page);
    expect(await decodeQr(page, qr)).toBe(address);
    await page.getByTestId('copy-receive-address').click();
    await expect(page.getByTestId('toast')).toHaveText('Copy successfully');

    await page.getByTestId('set-amount').click();
    await page.getByLabel('Amount (ETH)').fill('0.25');
    await expect(page.getByTestId('receive-amount')).toHaveText('Requesting 0.25 ETH');
    await expect.poll(() => decodeQr(page, page.getByTestId('receive-qr').locator('img'))).toBe(`ethereum:${address}@1?value=250000000000000000`);
  });
});
