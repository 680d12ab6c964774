import { TOKEN_DECIMALS } from './promotionsRules';

/**
 * The exchange rates of SPEC §9, as read here: "10 activated points exchange 1:1 for the token" is
 * 10 points for 1 token, in whole lots of 10 points; "the token exchanges 1:1 for a second token"
 * is 1 for 1, to the token's 8 decimals.
 */
export const POINTS_PER_TOKEN = 10n;

/** Points are exchanged in whole lots of this many. */
export const POINTS_LOT = 10n;

/**
 * The platform token's base units that `points` whole points give (10 points = 1 token). Only whole
 * lots are exchanged, so the result is always a whole number of tokens.
 *
 * @example tokensForPoints(30n) // 300_000_000n (3 tokens)
 */
export function tokensForPoints(points: bigint): bigint {
  return (points / POINTS_PER_TOKEN) * 10n ** BigInt(TOKEN_DECIMALS);
}
