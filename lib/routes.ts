/**
 * The route table (SPEC §2, §6): tab children, protected routes, keep-alive exclusions, redirects.
 * Plain data and pure functions, so the guard, the shell and the server agree on one list.
 */

/** Children of the tabbed shell `/index` (SPEC §2). Any other child path goes to /404. */
export const TAB_CHILDREN = [
  'home',
  'hd-wallet',
  'market',
  'package',
  'premmt',
  'premmt-history',
  'premmt-prize-history',
  'package-orders',
  'package-orders-detail',
  'wealth',
  'find',
  'mypage',
  'nologin',
] as const;
export type TabChild = (typeof TAB_CHILDREN)[number];

/** The bottom navigation: label key (messages `tabs.*`) and the child it opens. */
export const TABS = [
  { key: 'wallet', href: '/index/home', match: ['home', 'hd-wallet', 'nologin'] },
  { key: 'market', href: '/index/market', match: ['market'] },
  { key: 'asset', href: '/index/wealth', match: ['wealth', 'package', 'package-orders', 'package-orders-detail'] },
  { key: 'discover', href: '/index/find', match: ['find', 'premmt', 'premmt-history', 'premmt-prize-history'] },
  { key: 'my', href: '/index/mypage', match: ['mypage'] },
] as const;

/**
 * The routes a visit usually starts on: their exported HTML carries the screen itself, as
 * a first-time English visitor sees it, instead of the start-up spinner, and it shows before the
 * JavaScript has run. `/redEnvelopeDetail` is where a shared red envelope link lands (its logged-out
 * claim card). Their screens render without the initial info, read the query and the device's
 * settings only once hydrated (lib/firstPaint/useHydrated.ts), and keep the hydration render the
 * same as the prerender. Lighthouse holds them to its thresholds (scripts/lighthouse.mjs).
 */
export const FIRST_SCREEN_ROUTES = ['/index/home', '/index/nologin', '/index/mypage', '/index/market', '/relogin', '/redEnvelopeDetail'] as const;

export function isFirstScreen(path: string): boolean {
  return (FIRST_SCREEN_ROUTES as readonly string[]).includes(normalisePath(path));
}

/** Routes that need a cloud login token (SPEC §6). */
export const PROTECTED_ROUTES = [
  '/coinPurse',
  '/dappwallet',
  '/send',
  '/against',
  '/receive',
  '/addressBook',
  '/addAddress',
  '/historyNotice',
  '/setUp',
  '/coinDetail',
  '/payPassword',
  '/share',
  '/mywealth',
  '/ploydetail',
  '/buyploy',
  '/sellploy',
  '/query',
  '/plandetail',
  '/sendEnvelope',
  '/buyAU',
] as const;

/** Routed pages that start fresh instead of being kept alive (SPEC §2). */
export const NOT_KEPT_ALIVE = ['/transactions', '/mnemonicWord', '/safety', '/index/mypage', '/setUp'] as const;

export const HOME = '/index/home';
export const NOT_FOUND = '/404';

/** Strips a trailing slash (but not the root) so `/send/` and `/send` are one route. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/**
 * Protected routes that, with `?wallet=hd`, show the HD wallet's device-local version instead of the
 * cloud account's: the HD address book lives on the device and needs no login.
 */
export const HD_LOCAL_ROUTES = ['/addressBook', '/addAddress'] as const;

/** Whether a path needs a login token. A query, when given, can make an HD-local route open. */
export function isProtected(path: string): boolean {
  const p = normalisePath(path);
  if (!(PROTECTED_ROUTES as readonly string[]).includes(p)) return false;
  const query = path.includes('?') ? path.slice(path.indexOf('?') + 1).split('#')[0] : '';
  return !((HD_LOCAL_ROUTES as readonly string[]).includes(p) && new URLSearchParams(query).get('wallet') === 'hd');
}

/** Whether a page keeps its state when the user comes back to it. */
export function isKeptAlive(path: string): boolean {
  const p = normalisePath(path);
  return !NOT_KEPT_ALIVE.some((r) => p === r || p.startsWith(`${r}/`));
}

/**
 * Where a path that has no page of its own should go: `/` and `/index` to home, an unknown
 * `/index/*` child or any unknown route to /404 (SPEC §2).
 */
export function redirectFor(path: string): string {
  const p = normalisePath(path);
  if (p === '/' || p === '/index') return HOME;
  return NOT_FOUND;
}

/** The login-guard target for a protected path: `/` with the wanted path as `redirect`. */
export function loginRedirect(pathWithQuery: string): string {
  return `/?redirect=${encodeURIComponent(pathWithQuery)}`;
}

/**
 * A `redirect` parameter is honoured only when it is a same-origin app path, so a crafted link
 * cannot send the user elsewhere after login.
 */
export function safeRedirect(value: string | null | undefined, fallback: string = HOME): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  return value;
}

/** The tab whose children include this path, if any. */
export function activeTab(path: string): (typeof TABS)[number]['key'] | null {
  const m = /^\/index\/([^/]+)$/.exec(normalisePath(path));
  if (!m) return null;
  return TABS.find((t) => (t.match as readonly string[]).includes(m[1]))?.key ?? null;
}
