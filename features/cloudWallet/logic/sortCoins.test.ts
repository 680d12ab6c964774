import type { CoinBalance } from '@/features/cloudWallet/contract/walletApi';
import { compareDecimals } from './compareDecimals';
import { sortCoins } from './sortCoins';

const coin = (symbol: string, balance: string, usdValue: string | null) => ({ symbol, balance, usdValue }) as CoinBalance;

describe('sortCoins', () => {
  it('puts held coins first by value, unpriced held coins after priced ones, then the rest in server order', () => {
    const sorted = sortCoins([coin('BTC', '0', '0'), coin('ETH', '1', '2500'), coin('AISI', '5', null), coin('USDT', '10000', '10000'), coin('LTC', '0', '0')]);
    expect(sorted.map((c) => c.symbol)).toEqual(['USDT', 'ETH', 'AISI', 'BTC', 'LTC']);
  });
  it('compares values exactly, not as floats', () => {
    const sorted = sortCoins([coin('A', '1', '0.30000000000000001'), coin('B', '1', '0.3')]);
    expect(sorted.map((c) => c.symbol)).toEqual(['A', 'B']);
  });
  it('does not reorder the input array', () => {
    const input = [coin('A', '0', '0'), coin('B', '1', '1')];
    sortCoins(input);
    expect(input.map((c) => c.symbol)).toEqual(['A', 'B']);
  });
});

describe('compareDecimals', () => {
  it.each([
    ['1', '1.000', 0],
    ['0.1', '0.09', 1],
    ['2', '10', -1],
    ['-1', '0', -1],
  ])('%s vs %s', (a, b, sign) => expect(Math.sign(compareDecimals(a, b))).toBe(sign));
});
