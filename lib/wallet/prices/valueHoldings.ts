import type { CoinList } from '@/features/cloudWallet/contract/walletApi';
import { multiplyDecimals, parseDecimal, roundDecimal, splitDecimal, type Decimal } from '@/lib/format/decimal';

/** One balance to value: its symbol, amount in base units, and whether the user added the token. */
export type Holding = { symbol: string; balance: bigint; decimals: number; custom: boolean };

export type Valuation = {
  /** USD value of each holding (decimal string, 8 decimals at most), null where no price applies. */
  values: (string | null)[];
  /** Sum of the known values; null when no holding has a price. */
  totalUsd: string | null;
};

const USD_DECIMALS = 8;

/**
 * Values the HD wallet's balances in USD with the server's coin list (`GET /api/wallet/coinList`).
 * Matching is by symbol only (upper case), and only for symbols the coin list prices — the list
 * has ~30 main coins, so most tokens get no value. Because a symbol is all that is matched, no
 * price is given where it could be wrong: a custom token (anyone can deploy a contract called
 * "USDT"), or any coin on a testnet (Sepolia ETH is worth nothing). Exact: bigint base units times
 * a decimal price, truncated to 8 decimals; no float anywhere.
 *
 * @example valueHoldings([{ symbol: 'ETH', balance: 1500000000000000000n, decimals: 18, custom: false }], coinList, { testnet: false })
 * // { values: ['3727.5'], totalUsd: '3727.5' } with ETH at 2485
 */
export function valueHoldings(holdings: readonly Holding[], coinList: CoinList, options: { testnet: boolean }): Valuation {
  const prices = new Map<string, Decimal>();
  for (const coin of coinList.coins) {
    if (coin.usdPrice === null) continue;
    try {
      prices.set(coin.symbol.toUpperCase(), parseDecimal(coin.usdPrice));
    } catch {
      // A malformed price is no price.
    }
  }
  let total: Decimal = { units: 0n, scale: USD_DECIMALS };
  let priced = 0;
  const values = holdings.map((holding) => {
    const price = options.testnet || holding.custom ? undefined : prices.get(holding.symbol.toUpperCase());
    if (!price) return null;
    const value = roundDecimal(multiplyDecimals({ units: holding.balance, scale: holding.decimals }, price), USD_DECIMALS, 'truncate');
    total = { units: total.units + value.units, scale: USD_DECIMALS };
    priced++;
    return toText(value);
  });
  return { values, totalUsd: priced ? toText(total) : null };
}

function toText(value: Decimal): string {
  const { negative, integer, fraction } = splitDecimal(value);
  const digits = fraction.replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${digits ? `.${digits}` : ''}`;
}
