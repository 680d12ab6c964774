/**
 * Address poisoning: an attacker sends dust from an address that starts and ends like one the user
 * sent to, hoping it is copied from the history. A new address whose first 4 and last 4 hex digits
 * match a different recent one is suspicious.
 *
 * @returns the recent address it imitates, or null.
 * @example lookalikeAddress('0x1234…abcd', ['0x1234…abcd' /* same ends, other middle *\/]) // '0x1234…'
 */
export function lookalikeAddress(candidate: string, recent: readonly string[]): string | null {
  const address = candidate.trim().toLowerCase();
  if (!/^0x[0-9a-f]{40}$/.test(address)) return null;
  const ends = (a: string) => `${a.slice(2, 6)}…${a.slice(-4)}`;
  for (const known of recent) {
    const other = known.toLowerCase();
    if (other !== address && ends(other) === ends(address)) return known;
  }
  return null;
}
