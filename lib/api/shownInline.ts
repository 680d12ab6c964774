/**
 * Failures a screen shows in place (under a field or atop its form). The client waits for the
 * caller's `catch` before toasting a failure, and skips the toast for one marked here, so each
 * error appears once.
 *
 * @example catch (e) { setError(text); markShownInline(e); }
 */
const shown = new WeakSet<object>();

export function markShownInline(error: object): void {
  shown.add(error);
}

export function isShownInline(error: object): boolean {
  return shown.has(error);
}
