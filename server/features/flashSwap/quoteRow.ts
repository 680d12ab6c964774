import type { SwapQuote } from '../../../features/flashSwap/contract/flashSwapApi';
import type { SwapSide } from '../../../features/flashSwap/contract/flashSwapRules';
import { formatBaseUnits } from '../../ledger/baseUnits';

/** A `swap_quotes` row as the adapters return it. */
export type QuoteRow = {
  id: bigint;
  user_id: bigint;
  from_coin: string;
  to_coin: string;
  side: SwapSide;
  from_amount: string;
  to_amount: string;
  spread_amount: string;
  spread_bps: number;
  rate: string;
  inverse_rate: string;
  from_usd: string;
  to_usd: string;
  usd_micros: string;
  created_at: Date;
  expires_at: Date;
  used_at: Date | null;
  entry_id: bigint | null;
};

/** A quote as the API shows it, with the amount the user typed (base units of the coin of `side`). */
export function toSwapQuote(row: QuoteRow, fromDecimals: number, toDecimals: number, quoteSeconds: number, typedUnits: bigint): SwapQuote {
  const [typedCoin, typedDecimals, quotedUnits] = row.side === 'from' ? [row.from_coin, fromDecimals, row.from_amount] : [row.to_coin, toDecimals, row.to_amount];
  return {
    id: String(row.id),
    from: { coin: row.from_coin, amount: formatBaseUnits(BigInt(row.from_amount), fromDecimals) },
    to: { coin: row.to_coin, amount: formatBaseUnits(BigInt(row.to_amount), toDecimals) },
    side: row.side,
    typed: { coin: typedCoin, amount: formatBaseUnits(typedUnits, typedDecimals) },
    adjusted: typedUnits !== BigInt(quotedUnits),
    rate: row.rate,
    inverseRate: row.inverse_rate,
    spreadPercent: formatBaseUnits(BigInt(row.spread_bps), 2),
    spreadAmount: formatBaseUnits(BigInt(row.spread_amount), toDecimals),
    usdValue: formatBaseUnits(BigInt(row.usd_micros), 6),
    expiresAt: row.expires_at.toISOString(),
    quoteSeconds,
  };
}
