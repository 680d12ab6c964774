/** @jest-environment node */
import { findNetwork } from './findNetwork';

describe('findNetwork', () => {
  it('finds a network by chain id', () => {
    expect(findNetwork(1)?.name).toBe('Ethereum');
    expect(findNetwork(246785)?.native_currency.symbol).toBe('tATS');
  });

  it('returns undefined for a chain outside the list', () => {
    expect(findNetwork(43114)).toBeUndefined();
  });
});
