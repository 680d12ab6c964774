/**
 * The session route history that decides the slide direction (SPEC §2): forward slides left,
 * back slides right. Trimmed beyond 100 entries (SPEC §9).
 */
export const ROUTE_HISTORY_LIMIT = 100;

export type Direction = 'forward' | 'back' | 'none';

/**
 * Records a navigation to `path` and says which way it went: back when `path` is the entry
 * before the current one, none when it is the current one (a reload), forward otherwise.
 *
 * @example advanceRouteHistory(['/a', '/b'], '/a') // { history: ['/a'], direction: 'back' }
 */
export function advanceRouteHistory(history: readonly string[], path: string): { history: string[]; direction: Direction } {
  const last = history[history.length - 1];
  if (last === path) return { history: [...history], direction: 'none' };
  if (history.length >= 2 && history[history.length - 2] === path) {
    return { history: history.slice(0, -1), direction: 'back' };
  }
  const next = [...history, path];
  return { history: next.slice(Math.max(0, next.length - ROUTE_HISTORY_LIMIT)), direction: 'forward' };
}
