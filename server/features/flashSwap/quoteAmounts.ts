import { USDT, type SwapSide } from '../../../features/flashSwap/contract/flashSwapRules';
import { nearestUsdtMultiple } from './nearestUsdtMultiple';
import { payFor, receiveFor, type SwapCoins, type SwapPrices } from '../../core/prices/swapMath';

export type QuoteAmountsInput = {
  from: string;
  to: string;
  side: SwapSide;
  /** The typed amount, in base units of the coin of `side`. */
  typed: bigint;
  prices: SwapPrices;
  decimals: SwapCoins;
  spreadBps: number;
  /** The user's balance of the coin paid, in its base units: the USDT rounding stays within it when it can. */
  balance: bigint;
};

export type QuoteAmounts = {
  fromUnits: bigint;
  toUnits: bigint;
  /** What the user would get for `fromUnits` with no spread; the spread is the difference. */
  withoutSpread: bigint;
  /** The USDT side was rounded to a multiple of 100, so the typed side moved with it. */
  adjusted: boolean;
};

/**
 * Both amounts of a quote from the side the user typed. Typing what is paid fixes it and what they
 * get is rounded down; typing what is received fixes that and what they pay is rounded up. When
 * USDT is the other side, the amount it would come to is moved to the nearest multiple of 100
 * (SPEC §5, whichever side is typed; `nearestUsdtMultiple`) and the typed side is solved again from
 * it, with the same rounding against the user: a USDT amount paid fixes the coin received (rounded
 * down), a USDT amount received fixes the coin paid (rounded up).
 *
 * @example quoteAmounts({ from: 'USDT', to: 'BTC', side: 'to', typed: 100000n, prices: { fromUsd: '1', toUsd: '107100' }, decimals: { fromDecimals: 6, toDecimals: 8 }, spreadBps: 50, balance: 500_000000n }) // { fromUnits: 100_000000n, toUnits: 92903n, withoutSpread: 93370n, adjusted: true }
 */
export function quoteAmounts(input: QuoteAmountsInput): QuoteAmounts {
  const { prices, decimals, spreadBps } = input;
  const withoutSpreadOf = (fromUnits: bigint) => receiveFor(fromUnits, prices, decimals, 0).units;
  if (input.side === 'from') {
    const received = receiveFor(input.typed, prices, decimals, spreadBps).units;
    if (input.to === USDT) {
      const most = receiveFor(input.balance, prices, decimals, spreadBps).units;
      const usdt = nearestUsdtMultiple(received, decimals.toDecimals, most);
      if (usdt !== received) {
        const fromUnits = payFor(usdt, prices, decimals, spreadBps);
        return { fromUnits, toUnits: usdt, withoutSpread: withoutSpreadOf(fromUnits), adjusted: true };
      }
    }
    return { fromUnits: input.typed, toUnits: received, withoutSpread: withoutSpreadOf(input.typed), adjusted: false };
  }
  const paid = payFor(input.typed, prices, decimals, spreadBps);
  if (input.from === USDT) {
    const usdt = nearestUsdtMultiple(paid, decimals.fromDecimals, input.balance);
    if (usdt !== paid) {
      return { fromUnits: usdt, toUnits: receiveFor(usdt, prices, decimals, spreadBps).units, withoutSpread: withoutSpreadOf(usdt), adjusted: true };
    }
  }
  return { fromUnits: paid, toUnits: input.typed, withoutSpread: withoutSpreadOf(paid), adjusted: false };
}
