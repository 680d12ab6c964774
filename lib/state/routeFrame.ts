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
  loadHistory = advanceRouteHistory(loadHistory, path).history;
  const { history, direction } = advanceRouteHistory(readHistory(), path);
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
