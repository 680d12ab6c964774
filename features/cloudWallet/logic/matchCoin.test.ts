import { matchCoin, searchCoins } from './matchCoin';

const coins = [
  { symbol: 'USDT', name: 'Tether USD' },
  { symbol: 'BNB', name: 'BNB' },
  { symbol: 'WBTC', name: 'Wrapped Bitcoin' },
  { symbol: 'BTC', name: 'Bitcoin' },
];

describe('matchCoin', () => {
  it('matches symbol or name, ignoring case and spaces', () => {
    expect(matchCoin(coins[0], ' teth ')).toBe(true);
    expect(matchCoin(coins[0], 'usd')).toBe(true);
    expect(matchCoin(coins[0], 'btc')).toBe(false);
  });
  it('matches everything with an empty query', () => expect(coins.every((c) => matchCoin(c, '  '))).toBe(true));
});

describe('searchCoins', () => {
  it('lists symbols starting with the query first', () => {
    expect(searchCoins(coins, 'b').map((c) => c.symbol)).toEqual(['BNB', 'BTC', 'WBTC']);
    expect(searchCoins(coins, 'bitcoin').map((c) => c.symbol)).toEqual(['WBTC', 'BTC']);
  });
  it('finds nothing for an unknown coin', () => expect(searchCoins(coins, 'doge')).toEqual([]));
});
