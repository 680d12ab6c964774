import { POINTS_LOT, tokensForPoints } from '@/features/promotions/contract/pointsExchangeRules';

/** Why a typed exchange cannot be made: nothing, not a whole lot of points, or more than is held. */
export type ExchangeProblem = 'zero' | 'notLot' | 'overPoints' | 'overBalance';

/** points: activated points into the platform token; token: the platform token into the second token. */
export type ExchangeMode = 'points' | 'token';

/**
 * What exchanging `units` (points, or the token's base units) gives, and the first rule it breaks,
 * in the order the server checks them. The server decides; this lets the form say it as typed.
 *
 * @example checkExchange('points', 30n, 20n) // { get: 300_000_000n, problem: 'overPoints' }
 */
export function checkExchange(mode: ExchangeMode, units: bigint, available: bigint): { get: bigint; problem: ExchangeProblem | null } {
  if (mode === 'token') return { get: units, problem: units <= 0n ? 'zero' : units > available ? 'overBalance' : null };
  const problem: ExchangeProblem | null = units <= 0n ? 'zero' : units % POINTS_LOT !== 0n ? 'notLot' : units > available ? 'overPoints' : null;
  return { get: tokensForPoints(units), problem };
}
