import { expectReturnTo } from '@/lib/state/routeFrame';

type Router = { replace(href: string): void };

/**
 * Ends a flow where it was started from: back to `href`'s earlier visit, which keeps its form
 * state (lib/state/keptState.ts), rather than to a new, empty copy of it.
 *
 * @example returnTo(router, '/send?coin=USDT')
 */
export function returnTo(router: Router, href: string): void {
  expectReturnTo(href.split(/[?#]/)[0]);
  router.replace(href);
}
