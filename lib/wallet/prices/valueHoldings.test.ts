import type { CoinInfo, CoinList } from '@/features/cloudWallet/contract/walletApi';
import { formatFiat } from '@/lib/format/formatFiat';
import { valueHoldings, type Holding } from './valueHoldings';

const coin = (symbol: string, usdPrice: string | null) => ({ symbol, usdPrice }) as CoinInfo;
const LIST: CoinList = {
  coins: [coin('ETH', '2485'), coin('USDT', '1'), coin('SHIB', '0.00001152'), coin('AISI', null)],
  prices: { source: 'sample', asOf: '2025-07-01T00:00:00.000Z', stale: false },
};
const hold = (symbol: string, balance: bigint, decimals: number, custom = false): Holding => ({ symbol, balance, decimals, custom });

describe('valueHoldings', () => {
  it('values priced symbols exactly and sums them', () => {
    const result = valueHoldings([hold('ETH', 1_500000000000000000n, 18), hold('usdt', 12_345678n, 6), hold('SHIB', 123456789n * 10n ** 18n, 18)], LIST, { testnet: false });
    expect(result.values).toEqual(['3727.5', '12.345678', '1422.22220928']);
    expect(result.totalUsd).toBe('5162.06788728');
    expect(formatFiat(result.totalUsd!, { code: 'CNY', symbol: '¥', rate: '7.165' })).toBe('¥36,986.22');
  });

  it('truncates to 8 decimals and never goes through a float', () => {
    // 1 wei of ETH: 2.485e-15 USD, below 8 decimals.
    expect(valueHoldings([hold('ETH', 1n, 18)], LIST, { testnet: false }).values).toEqual(['0']);
    const huge = 10n ** 40n;
    expect(valueHoldings([hold('USDT', huge, 6)], LIST, { testnet: false }).values).toEqual([(10n ** 34n).toString()]);
  });

  it('gives no value to unknown symbols, null prices, custom tokens or testnets', () => {
    const holdings = [hold('ETH', 10n ** 18n, 18), hold('XYZ', 5n, 0), hold('AISI', 5n, 0), hold('USDT', 10n ** 6n, 6, true)];
    expect(valueHoldings(holdings, LIST, { testnet: false })).toEqual({ values: ['2485', null, null, null], totalUsd: '2485' });
    expect(valueHoldings(holdings, LIST, { testnet: true })).toEqual({ values: [null, null, null, null], totalUsd: null });
  });

  it('has no total when nothing is priced', () => {
    expect(valueHoldings([], LIST, { testnet: false }).totalUsd).toBeNull();
  });
});
