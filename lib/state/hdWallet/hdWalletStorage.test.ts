/** @jest-environment node */
import { ADDRESS_A, ADDRESS_B, fakeWallet } from '@/lib/wallet/testing/fakeWallet';
import { addWallet } from '@/lib/wallet/vault/addWallet';
import { removeWallet } from '@/lib/wallet/vault/removeWallet';
import { EMPTY_WALLETS } from '@/lib/wallet/vault/walletRecord';
import {
  parseWallet,
  readBackupPending,
  readSelectedId,
  readWallets,
  serialiseWallet,
  writeBackupPending,
  writeSelectedId,
  writeWallets,
  type SlotStorage,
} from '@/lib/state/hdWallet/hdWalletStorage';

function memoryStorage(): SlotStorage & { dump: () => Record<string, string> } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
    dump: () => Object.fromEntries(map),
  };
}

describe('HD wallet storage', () => {
  it('writes one record per wallet and a separate id list, and reads them back in order', () => {
    const storage = memoryStorage();
    const collection = addWallet(addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A)), fakeWallet('b', ADDRESS_B));
    writeWallets(storage, collection);
    expect(Object.keys(storage.dump()).sort()).toEqual(['hdWallet:a', 'hdWallet:b', 'hdWalletIds']);
    expect(JSON.parse(storage.dump().hdWalletIds)).toEqual(['a', 'b']);
    expect(readWallets(storage)).toEqual(collection);
  });

  it('never writes secret fields a decrypted view may carry', () => {
    const view = { ...fakeWallet('a', ADDRESS_A), mnemonic: 'legal winner thank year', privateKey: '0xabc', password: 'hunter22' };
    const text = serialiseWallet(view);
    expect(text).not.toMatch(/mnemonic|privateKey|password|legal winner|hunter22/);
    expect(Object.keys(JSON.parse(text)).sort()).toEqual(['address', 'chain', 'chainId', 'id', 'name', 'path', 'vault']);
  });

  it('removes the record of a removed wallet', () => {
    const storage = memoryStorage();
    const two = addWallet(addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A)), fakeWallet('b', ADDRESS_B));
    writeWallets(storage, two);
    writeWallets(storage, removeWallet(two, 'a'));
    expect(storage.getItem('hdWallet:a')).toBeNull();
    expect(readWallets(storage).ids).toEqual(['b']);
  });

  it('skips unreadable, foreign or mismatched records', () => {
    const storage = memoryStorage();
    storage.setItem('hdWalletIds', JSON.stringify(['a', 'b', 'c', 'a', 42]));
    storage.setItem('hdWallet:a', serialiseWallet(fakeWallet('a', ADDRESS_A)));
    storage.setItem('hdWallet:b', '{not json');
    storage.setItem('hdWallet:c', serialiseWallet(fakeWallet('other', ADDRESS_B)));
    expect(readWallets(storage).ids).toEqual(['a']);
    expect(parseWallet(JSON.stringify({ ...fakeWallet('x', ADDRESS_A), chain: 'BTC' }), 'x')).toBeNull();
    expect(parseWallet(JSON.stringify({ ...fakeWallet('x', ADDRESS_A), address: '0x123' }), 'x')).toBeNull();
    expect(parseWallet(JSON.stringify({ ...fakeWallet('x', ADDRESS_A), vault: { v: 2 } }), 'x')).toBeNull();
    storage.setItem('hdWalletIds', 'garbage');
    expect(readWallets(storage)).toEqual(EMPTY_WALLETS);
  });

  it('checksums a stored lower-case address', () => {
    const wallet = { ...fakeWallet('a', ADDRESS_A), address: ADDRESS_A.toLowerCase() as `0x${string}` };
    expect(parseWallet(JSON.stringify(wallet), 'a')?.address).toBe(ADDRESS_A);
  });

  it('keeps the selected id and the backup reminders', () => {
    const storage = memoryStorage();
    expect(readSelectedId(storage)).toBeNull();
    writeSelectedId(storage, 'a');
    expect(readSelectedId(storage)).toBe('a');
    writeSelectedId(storage, null);
    expect(readSelectedId(storage)).toBeNull();
    storage.setItem('hdSelectedWallet', '"><script>');
    expect(readSelectedId(storage)).toBeNull();
    writeBackupPending(storage, ['a', 'b']);
    expect(readBackupPending(storage)).toEqual(['a', 'b']);
    writeBackupPending(storage, []);
    expect(storage.getItem('hdBackupPending')).toBeNull();
  });
});
