import type { TokenInfo } from './tokenInfo';

/**
 * Adds the user's custom tokens (added by contract address in /hDsearch) to a token list. A custom
 * token already in the list keeps the list's entry — curated metadata beats a user-supplied symbol,
 * which could imitate another token. Custom tokens come after the list, in their own order, each
 * once and marked `source: 'custom'`. Tokens are the same when chain id and address (any case) match.
 *
 * @example mergeCustomTokens(await loadTokenList(1), customTokens).length // list length + new custom tokens
 */
export function mergeCustomTokens(list: readonly TokenInfo[], custom: readonly TokenInfo[]): TokenInfo[] {
  const key = (token: TokenInfo) => `${token.chainId}:${token.address.toLowerCase()}`;
  const seen = new Set(list.map(key));
  const merged = [...list];
  for (const token of custom) {
    if (seen.has(key(token))) continue;
    seen.add(key(token));
    merged.push({ ...token, source: 'custom' });
  }
  return merged;
}
