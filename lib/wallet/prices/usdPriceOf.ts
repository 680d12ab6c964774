import type { CoinList } from '@/features/cloudWallet/contract/walletApi';
import { InvalidDecimalError, parseDecimal } from '@/lib/format/decimal';

/**
 * The USD price the HD wallet may show for a coin, by the rules of `valueHoldings`: matched by
 * symbol (any case) in the server's coin list, and never for a token the user added or on a testnet
 * (a symbol is all that is matched, so there it could be wrong). Null when no price applies.
 *
 * @example usdPriceOf('eth', false, coinList, { testnet: false }) // '2485'
 */
export function usdPriceOf(symbol: string, custom: boolean, coinList: CoinList, options: { testnet: boolean }): string | null {
  if (options.testnet || custom) return null;
  const price = coinList.coins.find((coin) => coin.symbol.toUpperCase() === symbol.toUpperCase())?.usdPrice ?? null;
  if (price === null) return null;
  try {
    parseDecimal(price);
    return price;
  } catch (error) {
    if (error instanceof InvalidDecimalError) return null; // a malformed price is no price
    throw error;
  }
}
