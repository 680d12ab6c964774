import { FAVOURITES_MAX } from '@/features/market/contract/marketRules';
import { cleanFavourites, moveFavourite, toggleFavourite } from './favouriteList';

describe('favourites', () => {
  it('stars at the end and unstars in place', () => {
    expect(toggleFavourite(['BTC'], 'ETH')).toEqual(['BTC', 'ETH']);
    expect(toggleFavourite(['BTC', 'ETH', 'ADA'], 'ETH')).toEqual(['BTC', 'ADA']);
  });

  it('takes no star past the maximum', () => {
    const full = Array.from({ length: FAVOURITES_MAX }, (_, i) => `C${i}`);
    expect(toggleFavourite(full, 'NEW')).toHaveLength(FAVOURITES_MAX);
    expect(toggleFavourite(full, 'C0')).toHaveLength(FAVOURITES_MAX - 1);
  });

  it('moves an item up, down and to either end, keeping the others in order', () => {
    expect(moveFavourite(['A', 'B', 'C', 'D'], 0, 2)).toEqual(['B', 'C', 'A', 'D']);
    expect(moveFavourite(['A', 'B', 'C', 'D'], 3, 1)).toEqual(['A', 'D', 'B', 'C']);
    expect(moveFavourite(['A', 'B', 'C'], 1, 99)).toEqual(['A', 'C', 'B']);
    expect(moveFavourite(['A', 'B', 'C'], 1, -5)).toEqual(['B', 'A', 'C']);
    expect(moveFavourite(['A', 'B'], 5, 0)).toEqual(['A', 'B']);
  });

  it('reads a damaged stored value as a clean list', () => {
    expect(cleanFavourites(['btc', 'BTC', 3, ' eth ', 'no good!'])).toEqual(['BTC', 'ETH']);
    expect(cleanFavourites('BTC')).toEqual([]);
    expect(cleanFavourites(null)).toEqual([]);
  });
});
