import { ADDRESS_A, ADDRESS_B, ADDRESS_C, fakeWallet } from '../testing/fakeWallet';
import { addWallet } from './addWallet';
import { replaceWallet } from './replaceWallet';
import { EMPTY_WALLETS } from './walletRecord';

describe('replaceWallet', () => {
  const collection = addWallet(addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A)), fakeWallet('b', ADDRESS_B));

  it('puts the imported wallet in the place of the current one', () => {
    const next = replaceWallet(collection, 'a', fakeWallet('c', ADDRESS_C));
    expect(next.ids).toEqual(['c', 'b']);
    expect(next.wallets.a).toBeUndefined();
    expect(next.wallets.c.address).toBe(ADDRESS_C);
  });

  it('allows re-importing the same account over itself', () => {
    expect(replaceWallet(collection, 'a', fakeWallet('a2', ADDRESS_A)).ids).toEqual(['a2', 'b']);
  });

  it("refuses another wallet's account, an unknown id and a taken id", () => {
    expect(() => replaceWallet(collection, 'a', fakeWallet('c', ADDRESS_B))).toThrow(expect.objectContaining({ reason: 'duplicateAddress', existingId: 'b' }));
    expect(() => replaceWallet(collection, 'zz', fakeWallet('c', ADDRESS_C))).toThrow(expect.objectContaining({ reason: 'notFound' }));
    expect(() => replaceWallet(collection, 'a', fakeWallet('b', ADDRESS_C))).toThrow(expect.objectContaining({ reason: 'duplicateId' }));
  });
});
