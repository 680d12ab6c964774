import type { CoinBalance } from '@/features/cloudWallet/contract/walletApi';
import { compareDecimals } from './compareDecimals';

/**
 * The order coins are listed in on home and /coinPurse: coins the user holds first, by USD value
 * (highest first; a held coin without a price after the priced ones), then the rest in the server's
 * order (the coins table's listing order).
 *
 * @example sortCoins(balances.coins)[0].symbol // the coin worth most
 */
export function sortCoins(coins: readonly CoinBalance[]): CoinBalance[] {
  const held = (coin: CoinBalance) => compareDecimals(coin.balance, '0') > 0;
  return coins
    .map((coin, index) => ({ coin, index }))
    .sort((a, b) => {
      const ha = held(a.coin);
      const hb = held(b.coin);
      if (ha !== hb) return ha ? -1 : 1;
      if (ha) {
        const va = a.coin.usdValue;
        const vb = b.coin.usdValue;
        if (va !== null && vb !== null) {
          const order = compareDecimals(vb, va);
          if (order !== 0) return order;
        } else if (va !== vb) {
          return va === null ? 1 : -1;
        }
      }
      return a.index - b.index;
    })
    .map(({ coin }) => coin);
}
