import { searchTokens } from './searchTokens';
import type { TokenInfo } from './tokenInfo';

const token = (symbol: string, name: string, address: string): TokenInfo => ({ chainId: 1, address: address as TokenInfo['address'], symbol, name, decimals: 18, source: 'metamask' });
const TUSD = token('TUSD', 'TrueUSD', '0x0000000000085d4780B73119b644AE5ecd22b376');
const USDC = token('USDC', 'USD Coin', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48');
const USDT = token('USDT', 'Tether USD', '0xdAC17F958D2ee523a2206206994597C13D831ec7');
const DAI = token('DAI', 'Dai Stablecoin', '0x6B175474E89094C44Da98b954EedeAC495271d0F');
const LIST = [TUSD, USDC, USDT, DAI];

describe('searchTokens', () => {
  it('returns the list for an empty query', () => {
    expect(searchTokens(LIST, '  ')).toEqual(LIST);
  });

  it('ranks the exact symbol first, then prefixes, then names and inner matches', () => {
    expect(searchTokens(LIST, 'usdt')).toEqual([USDT]);
    expect(searchTokens(LIST, 'usd')).toEqual([USDC, USDT, TUSD]);
    expect(searchTokens(LIST, 'stablecoin')).toEqual([DAI]);
  });

  it('finds by address prefix, with or without 0x, in any case', () => {
    expect(searchTokens(LIST, '0xa0B869')).toEqual([USDC]);
    expect(searchTokens(LIST, 'dac17f958d2ee523a2206206994597c13d831ec7')).toEqual([USDT]);
  });

  it('finds nothing for an unknown query', () => {
    expect(searchTokens(LIST, 'zzz')).toEqual([]);
  });
});
