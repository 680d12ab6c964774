import { normalisePath } from '@/lib/routes';

/**
 * Pages the app is leaving on purpose after the session ended (logout, or a 10001 that sends the
 * user to /relogin): the login guard must not send the user to the landing on top of that.
 */
const leaving = new Set<string>();

/**
 * Call before clearing the token on a page that needs it and then navigating away yourself.
 *
 * @example leaveWithoutLoginRedirect(pathname); router.replace(HOME); await logout()
 */
export function leaveWithoutLoginRedirect(pathname: string): void {
  leaving.add(normalisePath(pathname));
}

export function isLeaving(pathname: string): boolean {
  return leaving.has(normalisePath(pathname));
}

/** Forgets every page but the current one: a later visit to them is guarded again. */
export function keepOnlyLeaving(pathname: string): void {
  for (const p of leaving) if (p !== normalisePath(pathname)) leaving.delete(p);
}
