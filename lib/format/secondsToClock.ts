/**
 * Seconds as hh:mm:ss (SPEC §9), zero-padded. Hours are not wrapped at 24 (a countdown of 25 h
 * reads "25:01:01") and grow past two digits if they must. Fractions are dropped; negative, NaN
 * and infinite inputs read "00:00:00", so an expired countdown shows zero rather than garbage.
 *
 * @example secondsToClock(90061) // '25:01:01'
 */
export function secondsToClock(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor(total / 60) % 60)}:${pad(total % 60)}`;
}
