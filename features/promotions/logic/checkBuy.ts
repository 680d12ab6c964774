import { costOf, feeOf } from '@/features/promotions/contract/promotionsRules';

/** Why a typed amount cannot be bought: nothing, or more than the USDT balance covers. */
export type BuyProblem = 'zero' | 'overBalance';

export type BuyCheck = { cost: bigint; fee: bigint; total: bigint; problem: BuyProblem | null };

/**
 * What buying `units` of the token costs at `priceUnits` (USDT base units per token) with the
 * service fee (any amount above zero costs at least 0.000001 USDT: the cost is rounded up), and the first rule it breaks, in the order the server checks them. The server
 * decides; this lets the form say it as the user types.
 *
 * @example checkBuy(100_000_000n, 2_500_000n, 0, 1_000_000n) // { cost: 2_500_000n, fee: 0n, total: 2_500_000n, problem: 'overBalance' }
 */
export function checkBuy(units: bigint, priceUnits: bigint, feeBp: number, available: bigint): BuyCheck {
  const cost = costOf(units, priceUnits);
  const fee = feeOf(cost, feeBp);
  const total = cost + fee;
  const problem: BuyProblem | null = units <= 0n ? 'zero' : total > available ? 'overBalance' : null;
  return { cost, fee, total, problem };
}
