import { USDT, isUsdtMultiple, type SwapSide } from '../contract/flashSwapRules';

export type SwapAmountProblem = 'sameCoin' | 'usdtMultiple' | 'overBalance';

export type SwapDraft = {
  from: string;
  to: string;
  side: SwapSide;
  /** The typed amount in base units of the typed side's coin. */
  units: bigint;
  decimals: number;
  /** The balance of the coin paid, in its base units; null when not known yet. */
  balance: bigint | null;
};

/**
 * What the swap screen can tell before asking for a quote (the server checks the same and more):
 * two different coins, USDT typed in multiples of 100 (SPEC §5), no more than the balance when the
 * amount paid is the one typed.
 *
 * @example checkSwapAmount({ from: 'USDT', to: 'BTC', side: 'from', units: 150_000000n, decimals: 6, balance: 500_000000n }) // { ok: false, problem: 'usdtMultiple' }
 */
export function checkSwapAmount(draft: SwapDraft): { ok: true } | { ok: false; problem: SwapAmountProblem } {
  if (draft.from === draft.to) return { ok: false, problem: 'sameCoin' };
  const typedCoin = draft.side === 'from' ? draft.from : draft.to;
  if (typedCoin === USDT && !isUsdtMultiple(draft.units, draft.decimals)) return { ok: false, problem: 'usdtMultiple' };
  if (draft.side === 'from' && draft.balance !== null && draft.units > draft.balance) return { ok: false, problem: 'overBalance' };
  return { ok: true };
}
