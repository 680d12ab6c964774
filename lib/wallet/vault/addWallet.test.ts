import { ADDRESS_A, ADDRESS_B, fakeWallet } from '../testing/fakeWallet';
import { addWallet } from './addWallet';
import { EMPTY_WALLETS } from './walletRecord';

describe('addWallet', () => {
  it('appends the id and stores the record', () => {
    const one = addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A));
    const two = addWallet(one, fakeWallet('b', ADDRESS_B));
    expect(two.ids).toEqual(['a', 'b']);
    expect(two.wallets.b.address).toBe(ADDRESS_B);
    expect(one.ids).toEqual(['a']); // pure
    expect(EMPTY_WALLETS.ids).toEqual([]);
  });

  it('cleans the name', () => {
    expect(addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A, { name: '  My   wallet ' })).wallets.a.name).toBe('My wallet');
    expect(() => addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A, { name: '   ' }))).toThrow(expect.objectContaining({ reason: 'invalidName' }));
    expect(() => addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A, { name: 'x'.repeat(33) }))).toThrow(expect.objectContaining({ reason: 'invalidName' }));
  });

  it('refuses a duplicate id', () => {
    const one = addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A));
    expect(() => addWallet(one, fakeWallet('a', ADDRESS_B))).toThrow(expect.objectContaining({ name: 'WalletListError', reason: 'duplicateId' }));
  });

  it('refuses the same account twice on one chain, naming the existing wallet', () => {
    const one = addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A));
    expect(() => addWallet(one, fakeWallet('b', ADDRESS_A.toLowerCase() as `0x${string}`))).toThrow(
      expect.objectContaining({ reason: 'duplicateAddress', existingId: 'a' }),
    );
    // The same address on another chain is another wallet.
    expect(addWallet(one, fakeWallet('b', ADDRESS_A, { chain: 'BSC', chainId: 56 })).ids).toEqual(['a', 'b']);
  });
});
