import { ADDRESS_A, fakeWallet } from '../testing/fakeWallet';
import { addWallet } from './addWallet';
import { renameWallet } from './renameWallet';
import { EMPTY_WALLETS } from './walletRecord';

describe('renameWallet', () => {
  const collection = addWallet(EMPTY_WALLETS, fakeWallet('a', ADDRESS_A));

  it('renames, trimming the name', () => {
    const renamed = renameWallet(collection, 'a', ' Savings ');
    expect(renamed.wallets.a.name).toBe('Savings');
    expect(renamed.ids).toEqual(['a']);
    expect(collection.wallets.a.name).toBe('Wallet a');
  });

  it('refuses an empty or unknown wallet', () => {
    expect(() => renameWallet(collection, 'a', '')).toThrow(expect.objectContaining({ reason: 'invalidName' }));
    expect(() => renameWallet(collection, 'zz', 'x')).toThrow(expect.objectContaining({ reason: 'notFound' }));
  });

  it('refuses a name with text-direction controls, invisible characters or a lone surrogate, and takes Arabic and emoji', () => {
    for (const name of ['Savings\u202E', '\u061CSavings', 'Sav\u2060ings', 'Savings\uDBFF']) {
      expect(() => renameWallet(collection, 'a', name)).toThrow(expect.objectContaining({ name: 'WalletListError', reason: 'hiddenCharacters' }));
    }
    expect(renameWallet(collection, 'a', 'مدخرات 👩\u200D👩\u200D👦').wallets.a.name).toBe('مدخرات 👩\u200D👩\u200D👦');
  });
});
