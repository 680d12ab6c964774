/**
 * Address poisoning: an attacker sends dust from an address that starts and ends like one the user
 * dealt with, hoping it is copied from a history. The HD wallet's send and history
 * (lib/wallet/history/spamFilter.ts) and the cloud wallet's blockchain transfer warn about it.
 */

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** How many hex digits at each end a look-alike copies: what a shortened address shows (0x1234…abcd). */
const ENDS = 4;

/**
 * Whether `a` looks like `b` without being it: the same first and last four hex digits (what a
 * shortened address shows), any case, but another address. Address poisoning makes such addresses
 * on purpose so that a user copies the fake one from their history.
 *
 * @example resembles('0x1234aaaa…abcd', '0x1234bbbb…abcd') // true
 */
export function resembles(a: string, b: string): boolean {
  if (!ADDRESS.test(a) || !ADDRESS.test(b)) return false;
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x !== y && x.slice(2, 2 + ENDS) === y.slice(2, 2 + ENDS) && x.slice(-ENDS) === y.slice(-ENDS);
}

/**
 * The first of `known` that `candidate` resembles (see `resembles`), or null — also null when
 * `candidate` is itself one of `known` (an address dealt with before is not a new look-alike).
 *
 * @example lookAlikeOf(recipient, sentTo) // '0x1234…abcd' of a past send, or null
 */
export function lookAlikeOf(candidate: string, known: readonly string[]): string | null {
  if (known.some((address) => address.toLowerCase() === candidate.toLowerCase())) return null;
  return known.find((address) => resembles(candidate, address)) ?? null;
}
