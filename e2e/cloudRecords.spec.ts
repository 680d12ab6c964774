import { creditByApi, getAs, logIn, newPhone, registerByApi } from './accountSupport';
import { expect, expectAccessible, open, test } from './fixtures';

/**
 * The cloud wallet's money screens against the real server: a user registered through the API,
 * credited from the platform treasury (POST /api/dev/credit, development servers only) and logged
 * in through the UI. Coin detail with its records and a record's detail, notices with their unread
 * state, and the cloud address book; `?wallet=hd` still opens the device's HD book.
 */

const PASSWORD = 'Secret123';
/** Anvil's first account, EIP-55 checksummed, and the same with two letters' case flipped. */
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const BAD_CHECKSUM = '0xF39fd6e51aad88F6F4ce6aB8827279cffFb92266';

test.describe('cloud wallet records', () => {
  // Each test logs in through the UI and runs axe on several screens: slow on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('coin detail shows the balance and the credit record with its detail; notices show unread, then read', async ({ page, request }) => {
    const phone = newPhone();
    const token = await registerByApi(request, phone, PASSWORD);
    const first = await creditByApi(request, phone.e164, 'USDT', '250.5');
    await creditByApi(request, phone.e164, 'USDT', '10');
    const detail = await getAs<{ prices: { source: string }; coin: { usdValue: string | null } }>(request, token, '/api/wallet/getTokenBalance?coin=USDT');

    await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=USDT')}`);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/coinDetail\?coin=USDT$/);
    await expect(page.getByTestId('coin-balance')).toHaveText('260.5 USDT');
    if (detail.coin.usdValue !== null) await expect(page.getByTestId('coin-value')).toContainText('$');
    // Sample prices are never shown as real ones.
    await expect(page.getByTestId('sample-prices')).toHaveCount(detail.prices.source === 'sample' && detail.coin.usdValue !== null ? 1 : 0);
    await expect(page.getByTestId('coin-send')).toHaveAttribute('href', '/send?coin=USDT');
    await expect(page.getByTestId('coin-receive')).toHaveAttribute('href', '/receive?coin=USDT');
    await expect(page.getByRole('button', { name: 'Swap' })).toHaveCount(0);
    await expect(page.getByTestId('coin-overview')).toContainText('Tether');

    // Newest first: the 10 USDT credit, then the 250.5 one.
    const rows = page.getByTestId('record-row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText('+10 USDT');
    const row = page.locator(`[data-testid="record-row"][data-record-id="${first.record.id}"]`);
    await expect(row).toContainText('Transfer in');
    await expect(row).toContainText('+250.5 USDT');
    await expect(row).toContainText('Success');
    await expectAccessible(page);

    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Transaction details' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('detail-type')).toHaveText('Transfer in');
    await expect(dialog.getByTestId('detail-amount')).toHaveText('+250.5 USDT');
    await expect(dialog.getByTestId('detail-status')).toHaveText('Success');
    await expect(dialog.getByTestId('detail-id')).toHaveText(first.record.id);
    await expect(dialog.getByTestId('detail-from')).toHaveText('Platform');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(row).toBeFocused();

    // The type filter: no outgoing transfers, then all types again.
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'Transfer out' }).click();
    await expect(page.getByText('No transactions of this type')).toBeVisible();
    await page.getByRole('combobox', { name: 'Type', exact: true }).click();
    await page.getByRole('option', { name: 'All types' }).click();
    await expect(rows).toHaveCount(2);

    // Notices: both credits arrive unread; the screen reports them seen, a tap or "mark all read" clears them.
    await open(page, '/historyNotice');
    const notices = page.getByTestId('notice-row');
    await expect(notices).toHaveCount(2);
    const credited = notices.filter({ hasText: '250.5 USDT was credited to your account' });
    await expect(credited).toHaveAttribute('data-read', 'false');
    await expect(page.getByTestId('unread-count')).toHaveText('Unread: 2');
    await expectAccessible(page);
    await expect.poll(async () => (await getAs<{ unreadCount: number }>(request, token, '/api/user/notices/unread')).unreadCount).toBe(0);
    // A tap opens the whole notice in a dialog and marks it read.
    await credited.click();
    const opened = page.getByTestId('notice-detail');
    await expect(opened).toBeVisible();
    await expect(opened.getByTestId('notice-detail-text')).toHaveText('250.5 USDT was credited to your account');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(opened).toBeHidden();
    await expect(credited).toBeFocused();
    await expect(credited).toHaveAttribute('data-read', 'true');
    await expect(page.getByTestId('unread-count')).toHaveText('Unread: 1');
    await page.getByRole('button', { name: 'Mark all read' }).click();
    await expect(page.getByTestId('unread-count')).toHaveText('Unread: 0');
    await expect(page.locator('[data-testid="notice-row"][data-read="false"]')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  test('records and notices load page by page as the list scrolls', async ({ page, request }) => {
    const phone = newPhone();
    await registerByApi(request, phone, PASSWORD);
    for (let i = 1; i <= 23; i++) await creditByApi(request, phone.e164, 'ETH', String(i));

    await open(page, `/relogin?redirect=${encodeURIComponent('/coinDetail?coin=ETH')}`);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/coinDetail\?coin=ETH$/);
    const rows = page.getByTestId('record-row');
    await expect(rows.first()).toContainText('+23 ETH');
    await expect(rows).toHaveCount(20);
    await page.getByTestId('records-more').scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(23);
    await expect(rows.last()).toContainText('+1 ETH');
    await expect(page.getByTestId('records-more')).toHaveCount(0);

    await open(page, '/historyNotice');
    const notices = page.getByTestId('notice-row');
    await expect(notices).toHaveCount(20);
    await expect(page.getByTestId('unread-count')).toHaveText('Unread: 23');
    await notices.last().scrollIntoViewIfNeeded();
    await expect(notices).toHaveCount(23);
    await expect(notices.last()).toContainText('1 ETH was credited to your account');
  });

  test('cloud address book: a refused address keeps the input, then add, edit and delete; ?wallet=hd opens the HD book', async ({ page, request }) => {
    const phone = newPhone();
    await registerByApi(request, phone, PASSWORD);
    await open(page, `/relogin?redirect=${encodeURIComponent('/addressBook')}`);
    await logIn(page, request, phone.national, PASSWORD);
    await expect(page).toHaveURL(/\/addressBook$/);
    await expect(page.getByText('No addresses yet')).toBeVisible();

    await page.getByTestId('add-address').click();
    await expect(page).toHaveURL(/\/addAddress$/);
    await expect(page.getByText('Note: this address receives only ERC20 tokens.')).toBeVisible();
    // Checked as the user types.
    await page.getByLabel('Name', { exact: true }).fill('x');
    await page.getByLabel('Name', { exact: true }).fill('');
    await expect(page.getByText('Enter a name.')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Alice');
    await expect(page.getByText('Enter a name.')).toHaveCount(0);
    // The server refuses the checksum; its reason shows under the field and the input stays.
    await page.getByLabel('Address', { exact: true }).fill(BAD_CHECKSUM);
    await page.getByTestId('save-address').click();
    await expect(page.getByText(/do not match its checksum/)).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(BAD_CHECKSUM);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Alice');
    await expect(page).toHaveURL(/\/addAddress$/);
    await expectAccessible(page);
    await page.getByLabel('Address', { exact: true }).fill(ADDRESS);
    await page.getByTestId('save-address').click();
    await expect(page).toHaveURL(/\/addressBook$/);
    const entry = page.getByTestId('address-entry');
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Alice');
    // A chip shortened per SPEC §9 (a third at each end), the whole address on tap.
    await expect(page.getByTestId('address-entry-address')).toHaveText('0xf39Fd6e51aad…7279cffFb92266');
    await page.getByTestId('address-entry-address').click();
    await expect(page.getByTestId('address-entry-address-full')).toHaveText(ADDRESS);
    await expect(page.getByTestId('address-count')).toHaveText('1 of 200 addresses');
    await expectAccessible(page);

    // Edit the name.
    await page.getByRole('link', { name: 'Edit Alice' }).click();
    await expect(page).toHaveURL(/\/addAddress\?id=/);
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue(ADDRESS);
    await page.getByLabel('Name', { exact: true }).fill('Alice B');
    await page.getByTestId('save-address').click();
    await expect(page).toHaveURL(/\/addressBook$/);
    await expect(entry).toContainText('Alice B');

    // Delete after a confirmation.
    await page.getByRole('button', { name: 'Delete Alice B' }).click();
    await expect(page.getByText('Delete Alice B?')).toBeVisible();
    await page.getByTestId('confirm-delete').click();
    await expect(page.getByText('No addresses yet')).toBeVisible();
    await expect(entry).toHaveCount(0);

    // The HD wallet's book is still the device-local one.
    await open(page, '/addressBook?wallet=hd');
    await expect(page.getByText('Save the addresses you send to, with a name.')).toBeVisible();
    await expect(page.getByTestId('add-address')).toHaveAttribute('href', '/addAddress?wallet=hd');
  });
});
