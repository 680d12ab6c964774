import { costOf, feeOf } from '@/features/promotions/contract/promotionsRules';

/** Why a typed amount cannot be bought in the discounted sale: nothing, past what is left of the cap, or more than the USDT balance covers. */
export type DiscountBuyProblem = 'zero' | 'overCap' | 'overBalance';

export type DiscountBuyCheck = { cost: bigint; fee: bigint; total: bigint; problem: DiscountBuyProblem | null };

/**
 * What buying `units` of the token costs at the discounted `priceUnits` (USDT base units per
 * token, cost rounded up) with the service fee, and the first rule it breaks, in the order the
 * server checks them: zero, then the person's cap (`leftUnits`, what is left of it), then the
 * balance. The server decides (and holds the cap under concurrent purchases); this lets the form
 * say it as the user types.
 *
 * @example checkDiscountBuy(1_000_000_000n, 2_250_000n, 0, 100_000_000n, 9_000_000_000n) // { cost: 22_500_000n, fee: 0n, total: 22_500_000n, problem: 'overBalance' }
 */
export function checkDiscountBuy(units: bigint, priceUnits: bigint, feeBp: number, available: bigint, leftUnits: bigint): DiscountBuyCheck {
  const cost = costOf(units, priceUnits);
  const fee = feeOf(cost, feeBp);
  const total = cost + fee;
  const problem: DiscountBuyProblem | null = units <= 0n ? 'zero' : units > leftUnits ? 'overCap' : total > available ? 'overBalance' : null;
  return { cost, fee, total, problem };
}
