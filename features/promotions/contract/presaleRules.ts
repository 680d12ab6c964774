/**
 * The pre-sale rounds' rules that client and server share: a round's states, the lot, and the
 * inputs of the verifiable draw (features/promotions/logic/presale/drawPresale.ts). Amounts are
 * bigint base units: USDT (6 decimals) for commitments, the token (8 decimals) for allocations.
 */

/** Where a round is: before its window, inside it, after it before the draw, after the draw. */
export const PRESALE_PHASES = ['upcoming', 'open', 'closed', 'drawn'] as const;
export type PresalePhase = (typeof PRESALE_PHASES)[number];

/**
 * A round's phase at `now`: the window is [opensAt, closesAt), so a commitment at the opening
 * second counts and one at the closing second does not.
 *
 * @example presalePhase(new Date('2027-01-01T10:00:00Z'), { opensAt, closesAt, drawnAt: null }) // 'open' when opensAt ≤ now < closesAt
 */
export function presalePhase(now: Date, round: { opensAt: Date; closesAt: Date; drawnAt: Date | null }): PresalePhase {
  if (round.drawnAt) return 'drawn';
  const t = now.getTime();
  if (t < round.opensAt.getTime()) return 'upcoming';
  return t < round.closesAt.getTime() ? 'open' : 'closed';
}

/** A user's standing in a round, as the history lists it (SPEC §4 "applied or not applied", then the draw). */
export const PRESALE_STATES = ['notApplied', 'applied', 'won', 'refunded'] as const;
export type PresaleState = (typeof PRESALE_STATES)[number];

/** The default lot, in USDT: commitments are whole lots, and each lot is one ticket in the draw. */
export const PRESALE_DEFAULT_LOT = '10';

/** A seed is 32 random bytes, published as 64 small hex digits; its hash is SHA-256 of those bytes. */
export const PRESALE_SEED_PATTERN = /^[0-9a-f]{64}$/;

/** An anonymised subscriber id in the published list: 16 small hex digits. */
export const PRESALE_ANON_PATTERN = /^[0-9a-f]{16}$/;

/**
 * The tokens one lot buys at `priceUnits` (USDT base units per whole token), rounded down to the
 * token's base unit: a winner never receives more than the lot pays for.
 *
 * @example lotTokensOf(10_000_000n, 2_500_000n, 8) // 400_000_000n (10 USDT buys 4 tokens at 2.5)
 */
export function lotTokensOf(lotUnits: bigint, priceUnits: bigint, tokenDecimals: number): bigint {
  return (lotUnits * 10n ** BigInt(tokenDecimals)) / priceUnits;
}
