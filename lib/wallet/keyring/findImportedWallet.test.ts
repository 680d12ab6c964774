/** @jest-environment node */
import { EMPTY_WALLETS, type StoredWallet, type WalletCollection } from '../vault/walletRecord';
import { findImportedWallet } from './findImportedWallet';

const PHRASE = 'test test test test test test test test test test test junk';
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function collection(wallets: Array<Pick<StoredWallet, 'id' | 'address' | 'chainId'>>): WalletCollection {
  return { ids: wallets.map((w) => w.id), wallets: Object.fromEntries(wallets.map((w) => [w.id, { name: w.id, chain: 'ETH', path: "m/44'/60'/0'/0/0", vault: {}, ...w } as unknown as StoredWallet])) };
}

describe('findImportedWallet (issue 12, defect 9: a duplicate is found before the password)', () => {
  it('names the wallet that holds the phrase’s account, whatever the address case', async () => {
    const wallets = collection([
      { id: 'other', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 },
      { id: 'same', address: ADDRESS.toLowerCase() as `0x${string}`, chainId: 1 },
    ]);
    await expect(findImportedWallet(wallets, PHRASE)).resolves.toBe('same');
  });

  it('finds nothing in an empty list, for another phrase, or on another chain', async () => {
    await expect(findImportedWallet(EMPTY_WALLETS, PHRASE)).resolves.toBeUndefined();
    await expect(findImportedWallet(collection([{ id: 'x', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 1 }]), PHRASE)).resolves.toBeUndefined();
    await expect(findImportedWallet(collection([{ id: 'y', address: ADDRESS, chainId: 56 }]), PHRASE)).resolves.toBeUndefined();
  });
});
