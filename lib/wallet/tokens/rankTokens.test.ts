/** @jest-environment node */
import type { Address } from 'viem';
import { rankTokens } from './rankTokens';
import type { TokenInfo } from './tokenInfo';

const token = (symbol: string, n: number, source: TokenInfo['source'] = 'metamask'): TokenInfo => ({
  chainId: 1,
  address: `0x${n.toString(16).padStart(40, '0')}` as Address,
  symbol,
  name: symbol,
  decimals: 18,
  source,
});

describe('rankTokens', () => {
  const list = [token('0XBTC', 1), token('AAVE', 2), token('USDC', 3), token('ZRX', 4), token('USDT', 5), token('USDT', 6), token('LINK', 7, 'custom')];

  it('puts ranked symbols first in rank order, the rest in list order', () => {
    const ranked = rankTokens(list, new Map([['USDT', 3], ['USDC', 6], ['AAVE', 40], ['LINK', 12]]));
    expect(ranked.map((t) => `${t.symbol}:${Number(t.address)}`)).toEqual(['USDT:5', 'USDC:3', 'AAVE:2', '0XBTC:1', 'ZRX:4', 'USDT:6', 'LINK:7']);
  });

  it('matches symbols in any case and keeps the list as it is without ranks', () => {
    expect(rankTokens([token('usdc', 1), token('DAI', 2)], new Map([['DAI', 1], ['USDC', 2]])).map((t) => t.symbol)).toEqual(['DAI', 'usdc']);
    expect(rankTokens(list, new Map())).toEqual(list);
  });
});
