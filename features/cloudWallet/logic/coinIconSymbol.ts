import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';

/**
 * The symbol a cloud coin's icon is looked up by: the coin's `icon` from the spec's local set
 * (SPEC §3), or its own symbol when the server says UNKNOWN (most coins: the set is small), so a coin
 * the icon package has still gets its icon, and one it lacks gets its own monogram.
 *
 * @example coinIconSymbol({ symbol: 'DOGE', icon: 'UNKNOWN', … }) // 'DOGE'
 */
export function coinIconSymbol(coin: Pick<CoinInfo, 'symbol' | 'icon'>): string {
  return coin.icon === 'UNKNOWN' ? coin.symbol : coin.icon;
}
