import type { CoinInfo, CoinList } from '@/features/cloudWallet/contract/walletApi';
import { usdPriceOf } from './usdPriceOf';

const coin = (symbol: string, usdPrice: string | null) => ({ symbol, usdPrice }) as CoinInfo;
const LIST: CoinList = { coins: [coin('ETH', '2485'), coin('SHIB', '0.00001152'), coin('AISI', null), coin('BAD', '1,5')], prices: { source: 'feed', asOf: null, stale: false } };

describe('usdPriceOf', () => {
  it('finds a listed price by symbol, in any case', () => {
    expect(usdPriceOf('eth', false, LIST, { testnet: false })).toBe('2485');
    expect(usdPriceOf('SHIB', false, LIST, { testnet: false })).toBe('0.00001152');
  });
  it('gives none for unknown, unpriced or malformed, custom tokens and testnets', () => {
    expect(usdPriceOf('XYZ', false, LIST, { testnet: false })).toBeNull();
    expect(usdPriceOf('AISI', false, LIST, { testnet: false })).toBeNull();
    expect(usdPriceOf('BAD', false, LIST, { testnet: false })).toBeNull();
    expect(usdPriceOf('ETH', true, LIST, { testnet: false })).toBeNull();
    expect(usdPriceOf('ETH', false, LIST, { testnet: true })).toBeNull();
  });
});
