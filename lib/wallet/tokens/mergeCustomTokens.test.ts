import { mergeCustomTokens } from './mergeCustomTokens';
import type { TokenInfo } from './tokenInfo';

const USDC: TokenInfo = { chainId: 1, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', symbol: 'USDC', name: 'USD Coin', decimals: 6, source: 'metamask' };
const MINE: TokenInfo = { chainId: 1, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'MINE', name: 'Mine', decimals: 18, source: 'custom' };

describe('mergeCustomTokens', () => {
  it('appends custom tokens after the list', () => {
    expect(mergeCustomTokens([USDC], [MINE])).toEqual([USDC, MINE]);
  });

  it("keeps the list's entry when a custom token imitates it", () => {
    const fake = { ...USDC, address: USDC.address.toLowerCase() as `0x${string}`, symbol: 'USDC-real', source: 'custom' as const };
    expect(mergeCustomTokens([USDC], [fake])).toEqual([USDC]);
  });

  it('adds each custom token once and marks it custom', () => {
    const merged = mergeCustomTokens([], [{ ...MINE, source: 'metamask' }, MINE]);
    expect(merged).toEqual([MINE]);
  });

  it('treats the same address on another chain as another token', () => {
    expect(mergeCustomTokens([USDC], [{ ...USDC, chainId: 56, source: 'custom' }])).toHaveLength(2);
  });
});
