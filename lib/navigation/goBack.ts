import { canGoBackInApp } from '@/lib/state/routeFrame';

type Router = { back(): void; replace(href: string): void };

/**
 * In-app back: the previous page when it is one of this app's, else the route's parent
 * (`fallback`), replacing the current entry, so a back button never leaves the app for the site
 * that linked to it.
 *
 * @example goBack(router, '/addressBook?wallet=hd')
 */
export function goBack(router: Router, fallback: string): void {
  if (canGoBackInApp()) router.back();
  else router.replace(fallback);
}
