import { filterTickers } from './filterTickers';
import { ticker } from './testTickers';

const list = [ticker('WBTC', { name: 'Wrapped Bitcoin' }), ticker('ETH', { name: 'Ethereum' }), ticker('BTC', { name: 'Bitcoin' }), ticker('XEC', { name: 'eCash Économie' })];

describe('filterTickers', () => {
  it('returns everything for a blank search', () => {
    expect(filterTickers(list, '  ').map((t) => t.symbol)).toEqual(['WBTC', 'ETH', 'BTC', 'XEC']);
  });

  it('matches symbol or name, symbols starting with the text first', () => {
    expect(filterTickers(list, 'btc').map((t) => t.symbol)).toEqual(['BTC', 'WBTC']);
    expect(filterTickers(list, 'bitcoin').map((t) => t.symbol)).toEqual(['WBTC', 'BTC']);
  });

  it('ignores case and accents', () => {
    expect(filterTickers(list, 'ECONOMIE').map((t) => t.symbol)).toEqual(['XEC']);
  });

  it('finds nothing for text no asset has', () => {
    expect(filterTickers(list, 'zzz')).toEqual([]);
  });
});
