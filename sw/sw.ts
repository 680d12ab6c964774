/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, type PrecacheEntry } from 'serwist';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] };

/**
 * Precaches every exported page, its RSC payloads and assets (injected at build time over `out/`),
 * so after one online visit the app launches and navigates offline.
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanURLs: true,
    ignoreURLParametersMatching: [/^_rsc$/, /^redirect$/, /^utm_/],
    // `/transactions/<address>` is one exported page with a placeholder (the host rewrites it too).
    urlManipulation: ({ url }) => {
      if (!/^\/transactions\/[^/]+$/.test(url.pathname) || url.pathname === '/transactions/_') return [];
      const page = new URL(url.href);
      page.pathname = '/transactions/_';
      page.search = '';
      return [page];
    },
  },
  skipWaiting: true,
  clientsClaim: true,
  navigationPreload: false,
  // Coin icons beyond the precached local set: immutable files, kept once seen.
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/coin-icons/'),
      handler: new CacheFirst({ cacheName: 'coin-icons', plugins: [new ExpirationPlugin({ maxEntries: 500 })] }),
    },
    // The public market data (issue 14): fresh from the network, the last answer when offline, so the
    // market list and charts open offline with their last figures (the screens flag them as out of date).
    {
      matcher: ({ url, sameOrigin, request }) => sameOrigin && request.method === 'GET' && /^\/api\/market\/(tickers|coin|candles)$/.test(url.pathname),
      handler: new NetworkFirst({ cacheName: 'market-data', networkTimeoutSeconds: 10, plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 7 * 86_400 })] }),
    },
  ],
  fallbacks: { entries: [{ url: '/404.html', matcher: ({ request }) => request.destination === 'document' }] },
});

serwist.addEventListeners();
