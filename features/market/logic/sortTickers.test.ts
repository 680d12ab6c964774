import { firstDirection, sortTickers } from './sortTickers';
import { ticker } from './testTickers';

const list = [
  ticker('ETH', { name: 'Ethereum', priceUsd: '3000.5', change24hPercent: '-1.20', volume24hUsd: '900000000' }),
  ticker('BTC', { name: 'Bitcoin', priceUsd: '60000', change24hPercent: '2.35', volume24hUsd: '2000000000' }),
  ticker('SHIB', { name: 'Shiba Inu', priceUsd: '0.00001152', change24hPercent: null, volume24hUsd: null }),
  ticker('ADA', { name: 'cardano', priceUsd: '0.45', change24hPercent: '10.00', volume24hUsd: '30000000' }),
];
const symbols = (l: { symbol: string }[]) => l.map((t) => t.symbol);

describe('sortTickers', () => {
  it('keeps the source order without a sort, and never changes its input', () => {
    const copy = [...list];
    expect(symbols(sortTickers(list, null))).toEqual(['ETH', 'BTC', 'SHIB', 'ADA']);
    sortTickers(list, { key: 'price', direction: 'asc' });
    expect(list).toEqual(copy);
  });

  it('sorts by name without regard to case, both ways', () => {
    expect(symbols(sortTickers(list, { key: 'name', direction: 'asc' }))).toEqual(['BTC', 'ADA', 'ETH', 'SHIB']);
    expect(symbols(sortTickers(list, { key: 'name', direction: 'desc' }))).toEqual(['SHIB', 'ETH', 'ADA', 'BTC']);
  });

  it('sorts prices as numbers, not as text', () => {
    expect(symbols(sortTickers(list, { key: 'price', direction: 'desc' }))).toEqual(['BTC', 'ETH', 'ADA', 'SHIB']);
    expect(symbols(sortTickers(list, { key: 'price', direction: 'asc' }))).toEqual(['SHIB', 'ADA', 'ETH', 'BTC']);
  });

  it('puts unknown changes and volumes last in both directions', () => {
    expect(symbols(sortTickers(list, { key: 'change', direction: 'desc' }))).toEqual(['ADA', 'BTC', 'ETH', 'SHIB']);
    expect(symbols(sortTickers(list, { key: 'change', direction: 'asc' }))).toEqual(['ETH', 'BTC', 'ADA', 'SHIB']);
    expect(symbols(sortTickers(list, { key: 'volume', direction: 'desc' }))).toEqual(['BTC', 'ETH', 'ADA', 'SHIB']);
    expect(symbols(sortTickers(list, { key: 'volume', direction: 'asc' }))).toEqual(['ADA', 'ETH', 'BTC', 'SHIB']);
  });

  it('breaks ties by symbol, so the order is stable', () => {
    const tied = [ticker('ZZ', { priceUsd: '1' }), ticker('AA', { priceUsd: '1.0' }), ticker('MM', { priceUsd: '1' })];
    expect(symbols(sortTickers(tied, { key: 'price', direction: 'desc' }))).toEqual(['AA', 'MM', 'ZZ']);
  });

  it('starts names ascending and figures descending', () => {
    expect(firstDirection('name')).toBe('asc');
    expect(firstDirection('volume')).toBe('desc');
  });
});
