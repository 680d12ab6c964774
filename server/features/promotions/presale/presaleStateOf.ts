import type { PresaleState } from '../../../../features/promotions/contract/presaleRules';

/**
 * A user's state in a round (SPEC §4 "applied or not applied", then the draw): notApplied with
 * nothing committed; applied while the commitment waits for the draw; after it, won with at least
 * one lot (the rest of the commitment came back), refunded with none (all of it came back).
 *
 * @example presaleStateOf(100_000_000n, 0) // 'refunded'
 */
export function presaleStateOf(committed: bigint, wonLots: number | null): PresaleState {
  if (committed === 0n) return 'notApplied';
  if (wonLots === null) return 'applied';
  return wonLots > 0 ? 'won' : 'refunded';
}
