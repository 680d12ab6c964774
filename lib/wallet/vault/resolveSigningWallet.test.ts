import { ADDRESS_A, ADDRESS_B, ADDRESS_C, fakeWallet } from '../testing/fakeWallet';
import { resolveSigningWallet } from './resolveSigningWallet';
import type { WalletCollection } from './walletRecord';

function collectionOf(...wallets: ReturnType<typeof fakeWallet>[]): WalletCollection {
  return { ids: wallets.map((w) => w.id), wallets: Object.fromEntries(wallets.map((w) => [w.id, w])) };
}

describe('resolveSigningWallet', () => {
  it('uses the selected wallet when its chain is supported', () => {
    const collection = collectionOf(fakeWallet('a', ADDRESS_A), fakeWallet('b', ADDRESS_B, { chain: 'BSC', chainId: 56 }));
    expect(resolveSigningWallet(collection, 'b')?.id).toBe('b');
  });

  it('falls back to the first wallet on chain ETH when the selected chain is unsupported', () => {
    const unsupported = { ...fakeWallet('t', ADDRESS_A), chain: 'TRX' } as unknown as ReturnType<typeof fakeWallet>;
    const collection = collectionOf(unsupported, fakeWallet('b', ADDRESS_B, { chain: 'BSC', chainId: 56 }), fakeWallet('c', ADDRESS_C), fakeWallet('d', ADDRESS_A, { chainId: 10 }));
    expect(resolveSigningWallet(collection, 't')?.id).toBe('c');
  });

  it('falls back the same way when nothing or an unknown id is selected', () => {
    const collection = collectionOf(fakeWallet('b', ADDRESS_B, { chain: 'BSC', chainId: 56 }), fakeWallet('c', ADDRESS_C));
    expect(resolveSigningWallet(collection, null)?.id).toBe('c');
    expect(resolveSigningWallet(collection, 'gone')?.id).toBe('c');
  });

  it('returns undefined when no wallet qualifies', () => {
    expect(resolveSigningWallet(collectionOf(), 'a')).toBeUndefined();
    expect(resolveSigningWallet(collectionOf(fakeWallet('b', ADDRESS_B, { chain: 'BSC', chainId: 56 })), null)).toBeUndefined();
  });
});
