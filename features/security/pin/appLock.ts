/**
 * When the app asks for the PIN (SPEC §4): on launch, and on coming back after more than 30 seconds
 * in the background. Pure, so the rule is tested without a browser.
 */
export const BACKGROUND_LOCK_MS = 30_000;

/**
 * Whether coming back to the foreground at `now` must lock, given when the app was hidden.
 *
 * @example shouldLockOnReturn(hiddenAt, Date.now())
 */
export function shouldLockOnReturn(hiddenAt: number | null, now: number): boolean {
  if (hiddenAt === null) return false;
  // A clock set backwards while hidden counts as a long absence.
  return now - hiddenAt > BACKGROUND_LOCK_MS || now < hiddenAt;
}
