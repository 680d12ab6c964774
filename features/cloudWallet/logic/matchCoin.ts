import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';

/**
 * Whether a coin matches what the user typed in a coin search: the symbol or the name contains the
 * query, ignoring case and surrounding spaces; an empty query matches every coin.
 *
 * @example matchCoin({ symbol: 'USDT', name: 'Tether USD', ... }, 'teth') // true
 */
export function matchCoin(coin: Pick<CoinInfo, 'symbol' | 'name'>, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (q === '') return true;
  return coin.symbol.toLowerCase().includes(q) || coin.name.toLowerCase().includes(q);
}

/**
 * The coins matching a query, those whose symbol starts with it first (typing "b" lists BTC and BNB
 * before a coin named "…b…"), each group in the given order.
 *
 * @example searchCoins(coins, 'bt').map((c) => c.symbol) // ['BTC', …]
 */
export function searchCoins<T extends Pick<CoinInfo, 'symbol' | 'name'>>(coins: readonly T[], query: string): T[] {
  const q = query.trim().toLowerCase();
  const matches = coins.filter((coin) => matchCoin(coin, q));
  if (q === '') return matches;
  const prefix = matches.filter((coin) => coin.symbol.toLowerCase().startsWith(q));
  return [...prefix, ...matches.filter((coin) => !prefix.includes(coin))];
}
