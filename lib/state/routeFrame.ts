import { advanceRouteHistory, type Direction } from '@/lib/routeHistory';
import { isKeptAlive } from '@/lib/routes';
import { forgetFrom, frameKey, rememberScroll } from './keptState';
import { STORAGE } from './storageKeys';

export type RouteFrame = { path: string; direction: Direction; depth: number; key: string; kept: boolean };

let current: RouteFrame | null = null;
/**
 * The routes visited since this document loaded, kept in memory only. Unlike the session history
 * (which survives a visit to another site in the same tab), it proves that the entry before the
 * current one is a page of this app, so an in-app back never leaves the app.
 */
let loadHistory: string[] = [];
/** A page the next navigation returns to (see `expectReturnTo`), or null. */
let pendingReturn: string | null = null;

/**
 * Says that the next navigation to `path` goes back to its earlier visit, though it is not the
 * previous entry: a flow that sent the user away several steps (setting a pay password from Send)
 * returns there, and the page gets back its kept form state and scroll, sliding in as a back.
 * Without an earlier visit in this session it is an ordinary forward visit.
 *
 * @example expectReturnTo('/send'); router.replace('/send?coin=USDT')
 */
export function expectReturnTo(path: string): void {
  pendingReturn = path;
}

/** The history cut back to the last visit of `path`, or null when it has none. */
function returnedTo(history: readonly string[], path: string): string[] | null {
  const at = history.lastIndexOf(path);
  return at < 0 ? null : history.slice(0, at + 1);
}

function readHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE.routeHistory) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The frame for the page at `path`, advancing the session route history once per navigation (a
 * re-render of the same path returns the same frame). Saves the scroll of the page being left.
 */
export function routeFrameFor(path: string): RouteFrame {
  // Prerendering has no session: every page is a fresh first visit.
  if (typeof window === 'undefined') return { path, direction: 'none', depth: 1, key: frameKey(1, path), kept: false };
  if (current?.path === path) return current;
  if (current) rememberScroll(current.key, window.scrollY);
  const returning = pendingReturn === path;
  pendingReturn = null;
  const back = returning ? returnedTo(readHistory(), path) : null;
  loadHistory = (returning ? returnedTo(loadHistory, path) : null) ?? advanceRouteHistory(loadHistory, path).history;
  const { history, direction } = back ? { history: back, direction: 'back' as const } : advanceRouteHistory(readHistory(), path);
  try {
    sessionStorage.setItem(STORAGE.routeHistory, JSON.stringify(history));
  } catch {
    // Storage full or blocked: the direction is still right for this navigation.
  }
  const depth = history.length;
  if (direction !== 'back') forgetFrom(depth);
  current = { path, direction, depth, key: frameKey(depth, path), kept: isKeptAlive(path) };
  return current;
}

/**
 * Whether the previous history entry is a page of this app opened in this document: false on the
 * first page after a load (opened from another site, a link, a bookmark or a reload).
 *
 * @example if (canGoBackInApp()) router.back(); else router.replace(parent)
 */
export function canGoBackInApp(): boolean {
  return loadHistory.length >= 2;
}
