import type { TokenInfo } from './tokenInfo';

/**
 * Orders a chain's token list so that well-known tokens come first: a bundled-list token whose
 * symbol the market ranks (market-cap rank, else by volume; `ranks` maps upper-case symbols to
 * their place) moves up, in rank order; everything else keeps list order after them. Only the
 * first list entry of a symbol is promoted — a later token with the same symbol is not the
 * well-known one — and custom tokens (symbols typed by the user or read from any contract) never
 * are. With no ranks the list is returned in its own order.
 *
 * @example rankTokens(tokens, new Map([['USDT', 3], ['USDC', 6]])).map((t) => t.symbol) // ['USDT', 'USDC', …list order]
 */
export function rankTokens(tokens: readonly TokenInfo[], ranks: ReadonlyMap<string, number>): TokenInfo[] {
  const promoted = new Set<string>();
  const placed = tokens.map((token, index) => {
    const symbol = token.symbol.toUpperCase();
    const rank = ranks.get(symbol);
    if (token.source === 'custom' || rank === undefined || promoted.has(symbol)) return { token, rank: Number.POSITIVE_INFINITY, index };
    promoted.add(symbol);
    return { token, rank, index };
  });
  return placed.sort((a, b) => a.rank - b.rank || a.index - b.index).map(({ token }) => token);
}
