import type { TokenInfo } from './tokenInfo';

/**
 * Filters a token list by what the user typed in /hDsearch: a symbol or name (any case, anywhere in
 * it) or an address (any case, from its start, `0x` optional when at least 4 hex digits follow).
 * Exact symbol matches come first, then symbols that start with the query, then the rest, each in
 * list order. An empty query returns the list unchanged.
 *
 * @example searchTokens(tokens, 'usd').map((t) => t.symbol) // ['USDC', 'USDT', 'TUSD', …]
 */
export function searchTokens(tokens: readonly TokenInfo[], query: string): TokenInfo[] {
  const q = query.trim().toLowerCase();
  if (q === '') return [...tokens];
  const hex = /^(0x)?[0-9a-f]{4,40}$/.test(q) ? (q.startsWith('0x') ? q : `0x${q}`) : null;
  const ranked: [TokenInfo, number][] = [];
  for (const token of tokens) {
    const symbol = token.symbol.toLowerCase();
    let rank = -1;
    if (symbol === q) rank = 0;
    else if (symbol.startsWith(q)) rank = 1;
    else if (symbol.includes(q) || token.name.toLowerCase().includes(q)) rank = 2;
    else if (hex && token.address.toLowerCase().startsWith(hex)) rank = 2;
    if (rank >= 0) ranked.push([token, rank]);
  }
  // Array.prototype.sort is stable: list order holds within a rank.
  return ranked.sort((a, b) => a[1] - b[1]).map(([token]) => token);
}
