import { validateAddress } from '../address/validateAddress';
import type { TokenInfo } from './tokenInfo';

/** The user's custom tokens by chain id. Not secret: addresses and public metadata. */
export type CustomTokens = Record<number, TokenInfo[]>;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * Reads the stored custom tokens (one localStorage slot, a JSON map chain id → tokens). Stored data
 * is untrusted: malformed entries, bad addresses or decimals outside 0..255 are dropped, addresses
 * come back checksummed, each token once per chain.
 *
 * @example readCustomTokens(localStorage, 'hdCustomTokens')[1] // [{ chainId: 1, symbol: 'TST', source: 'custom', … }]
 */
export function readCustomTokens(storage: Storage, key: string): CustomTokens {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(key) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: CustomTokens = {};
  for (const [key, list] of Object.entries(parsed)) {
    const chainId = Number(key);
    if (!Number.isSafeInteger(chainId) || chainId <= 0 || !Array.isArray(list)) continue;
    const seen = new Set<string>();
    const tokens = list.flatMap((item): TokenInfo[] => {
      if (typeof item !== 'object' || item === null) return [];
      const { address, symbol, name, decimals } = item as Record<string, unknown>;
      if (typeof address !== 'string' || typeof symbol !== 'string' || typeof name !== 'string' || typeof decimals !== 'number') return [];
      const checked = validateAddress(address);
      if (!checked.ok || symbol.trim() === '' || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return [];
      if (seen.has(checked.address.toLowerCase())) return [];
      seen.add(checked.address.toLowerCase());
      return [{ chainId, address: checked.address, symbol: symbol.trim(), name: name.trim() || symbol.trim(), decimals, source: 'custom' }];
    });
    if (tokens.length) result[chainId] = tokens;
  }
  return result;
}

/**
 * Adds a token to its chain's custom list (once: the same address again replaces nothing) or
 * removes one by address, returning a new map. Pure: the caller stores the result.
 *
 * @example withCustomToken({}, token) // { 1: [token] }
 * @example withoutCustomToken({ 1: [token] }, 1, token.address) // {}
 */
export function withCustomToken(tokens: CustomTokens, token: TokenInfo): CustomTokens {
  const list = tokens[token.chainId] ?? [];
  if (list.some((entry) => entry.address.toLowerCase() === token.address.toLowerCase())) return tokens;
  return { ...tokens, [token.chainId]: [...list, { ...token, source: 'custom' }] };
}

export function withoutCustomToken(tokens: CustomTokens, chainId: number, address: string): CustomTokens {
  const list = (tokens[chainId] ?? []).filter((entry) => entry.address.toLowerCase() !== address.toLowerCase());
  const next = { ...tokens };
  if (list.length) next[chainId] = list;
  else delete next[chainId];
  return next;
}
