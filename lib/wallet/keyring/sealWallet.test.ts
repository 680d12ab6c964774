/** @jest-environment node */
import { verifyMessage } from 'viem';
import { decryptVault } from '../vault/decryptVault';
import type { StoredWallet } from '../vault/walletRecord';
import { createWallet } from './createWallet';
import { forgetPhrase, heldPhrase } from './heldPhrase';
import { lockKeyring, signerFor, unlockedWallet } from './keyring';
import { sealWallet } from './sealWallet';

const TEST_PHRASE = 'test test test test test test test test test test test junk';
const PASSWORD = 'correct horse battery staple';
const FAST = { unsafeTestIterations: 1_000 };

afterEach(() => {
  lockKeyring();
  forgetPhrase();
});

describe('sealWallet', () => {
  it('seals the phrase into the vault, lets the caller store the record, then unlocks the wallet', async () => {
    const committed: StoredWallet[] = [];
    const wallet = await sealWallet({ mnemonic: ' Test test test test test test test test test test test JUNK ', password: PASSWORD, name: 'Imported' }, (record) => {
      expect(unlockedWallet()).toBeNull(); // not before it is stored
      committed.push(record);
    }, { vault: FAST });
    expect(committed).toEqual([wallet]);
    expect(wallet).toMatchObject({ name: 'Imported', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 1 });
    expect(JSON.stringify(wallet)).not.toMatch(/test test|ac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80|correct horse/);
    await expect(decryptVault(wallet.vault, PASSWORD, FAST)).resolves.toMatchObject({ mnemonic: TEST_PHRASE });
    expect(unlockedWallet()).toEqual({ walletId: wallet.id, address: wallet.address });
    const signature = await signerFor(wallet.id).signMessage({ message: 'hi' });
    expect(await verifyMessage({ address: wallet.address, message: 'hi', signature })).toBe(true);
    expect(heldPhrase(wallet.id)).toBeNull();
  });

  it('unlocks nothing when the caller refuses the record (a duplicate, a bad name)', async () => {
    const refusal = new Error('duplicateAddress');
    await expect(
      sealWallet({ mnemonic: TEST_PHRASE, password: PASSWORD, name: 'Again' }, () => {
        throw refusal;
      }, { vault: FAST }),
    ).rejects.toBe(refusal);
    expect(unlockedWallet()).toBeNull();
  });
});

describe('createWallet', () => {
  it('makes a fresh phrase the caller never sees, holds it for the backup, and unlocks the wallet', async () => {
    const wallet = await createWallet({ password: PASSWORD, name: 'New' }, () => undefined, { vault: FAST });
    const phrase = heldPhrase(wallet.id);
    expect(phrase?.split(' ')).toHaveLength(12);
    await expect(decryptVault(wallet.vault, PASSWORD, FAST)).resolves.toMatchObject({ mnemonic: phrase });
    expect(unlockedWallet()).toEqual({ walletId: wallet.id, address: wallet.address });
    const other = await createWallet({ password: PASSWORD, name: 'Another' }, () => undefined, { vault: FAST });
    expect(heldPhrase(other.id)).not.toBe(phrase);
    expect(heldPhrase(wallet.id)).toBeNull(); // one phrase held at a time
  });
});
