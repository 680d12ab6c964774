/** @jest-environment node */
import { verifyMessage } from 'viem';
import { createStoredWallet } from '../vault/createStoredWallet';
import type { StoredWallet } from '../vault/walletRecord';
import { forgetPhrase, heldPhrase } from './heldPhrase';
import { lockKeyring, signerFor, unlockedWallet } from './keyring';
import { unlockWallet } from './unlockWallet';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const OTHER_PHRASE = 'legal winner thank year wave sausage worth useful legal winner thank yellow';
const PASSWORD = 'correct horse battery staple';
// A cheap KDF for unit tests (refused in production builds).
const FAST = { unsafeTestIterations: 1_000 };

let wallet: StoredWallet;
beforeAll(async () => {
  wallet = await createStoredWallet({ mnemonic: TEST_PHRASE, password: PASSWORD, name: 'Test', id: 'w1' }, FAST);
});
afterEach(() => {
  lockKeyring();
  forgetPhrase();
  jest.restoreAllMocks();
});

describe('unlockWallet', () => {
  it('puts the key into the keyring, not into the answer', async () => {
    const result = await unlockWallet(wallet, PASSWORD, { vault: FAST });
    expect(result).toEqual({ ok: true });
    expect(unlockedWallet()).toEqual({ walletId: 'w1', address: wallet.address });
    const signature = await signerFor('w1').signMessage({ message: 'hi' });
    expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true);
    // Without revealPhrase the words stay in the vault.
    expect(heldPhrase('w1')).toBeNull();
  });

  it('holds the phrase for the words screens when asked', async () => {
    await expect(unlockWallet(wallet, PASSWORD, { revealPhrase: true, vault: FAST })).resolves.toEqual({ ok: true });
    expect(heldPhrase('w1')).toBe(TEST_PHRASE);
    expect(heldPhrase('w2')).toBeNull();
    forgetPhrase();
    expect(heldPhrase('w1')).toBeNull();
  });

  it("answers 'wrong' for a wrong password and stays locked", async () => {
    await expect(unlockWallet(wallet, 'nope', { vault: FAST })).resolves.toEqual({ ok: false, reason: 'wrong' });
    expect(unlockedWallet()).toBeNull();
  });

  it("answers 'broken' for an unreadable record or a key that is not the wallet's, and logs no secret", async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const unreadable = { ...wallet, vault: { ...wallet.vault, v: 2 as 1 } };
    await expect(unlockWallet(unreadable, PASSWORD, { vault: FAST })).resolves.toEqual({ ok: false, reason: 'broken' });
    // Another phrase's vault under this wallet's address: it would sign as someone else.
    const other = await createStoredWallet({ mnemonic: OTHER_PHRASE, password: PASSWORD, name: 'Other' }, FAST);
    await expect(unlockWallet({ ...wallet, vault: other.vault }, PASSWORD, { vault: FAST })).resolves.toEqual({ ok: false, reason: 'broken' });
    expect(unlockedWallet()).toBeNull();
    expect(JSON.stringify(errors.mock.calls)).not.toMatch(/legal|test test|0x[0-9a-f]{64}/);
  });
});
