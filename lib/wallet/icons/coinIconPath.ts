import { COIN_ICON_SYMBOLS } from './coinIconSymbols';

let shipped: Set<string> | null = null;

/** Where the UNKNOWN icon is served: the fallback for every coin without its own. */
export const UNKNOWN_COIN_ICON = '/coin-icons/UNKNOWN.svg';

/**
 * The URL of a coin's icon in the shipped set (`public/coin-icons/`, from @web3icons/core via
 * scripts/coinIcons.mjs): the spec's local set (SPEC §3) and the token lists' symbols the package
 * has. Matched by symbol, in any case; every other symbol, AISI included (the package has no icon
 * for it), gets the UNKNOWN icon. Served from our own origin, as the page's CSP requires.
 *
 * @example coinIconPath('eth') // '/coin-icons/ETH.svg'
 * @example coinIconPath('NOPE') // '/coin-icons/UNKNOWN.svg'
 */
export function coinIconPath(symbol: string): string {
  shipped ??= new Set(COIN_ICON_SYMBOLS.split(' '));
  const key = symbol.trim().toUpperCase();
  return /^[A-Z0-9]{1,12}$/.test(key) && shipped.has(key) ? `/coin-icons/${key}.svg` : UNKNOWN_COIN_ICON;
}
