import { ADDRESS_A, ADDRESS_B, fakeWallet } from '../testing/fakeWallet';
import { addWallet } from './addWallet';
import { removeWallet } from './removeWallet';
import { EMPTY_WALLETS } from './walletRecord';

describe('removeWallet', () => {
  const collection = addWallet(addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A)), fakeWallet('b', ADDRESS_B));

  it('removes the id and the record', () => {
    const next = removeWallet(collection, 'a');
    expect(next.ids).toEqual(['b']);
    expect(next.wallets.a).toBeUndefined();
    expect(collection.ids).toEqual(['a', 'b']);
  });

  it('refuses an unknown id', () => {
    expect(() => removeWallet(collection, 'zz')).toThrow(expect.objectContaining({ reason: 'notFound' }));
  });

  it('repairs an id listed without a record', () => {
    expect(removeWallet({ ids: ['ghost', 'a'], wallets: { a: collection.wallets.a } }, 'ghost').ids).toEqual(['a']);
  });
});
