import { whenIdle } from '@/lib/firstPaint/idle';
import { TABS } from '@/lib/routes';

/** What `prefetchScreens` fetches for one route: its payload and page code, and the lazy screen the page shows (`LazyScreen`). */
type Prefetch = { href?: string; screen?: () => Promise<unknown> };

/**
 * The tabs (lib/routes.ts `TABS`) and the parts their pages load lazily. The import() calls are the
 * pages' own (app/(tabs)/index/…/page.tsx, MarketScreen's list, My's install entry): the same module, so the same chunk
 * the page then finds loaded (e2e/tabPrefetch.spec.ts fails on a tab that still fetches code). A
 * lazy part that is already loaded resolves before React would show its fallback; one still on the
 * network shows the spinner, and React then holds the content back for 300 ms after it (its
 * fallback throttle): most of the 400-500 ms a tab took.
 */
const TAB_SCREENS: readonly Prefetch[] = [
  ...TABS.map((tab) => ({ href: tab.href })),
  { screen: () => import('@/features/market/ui/MarketList') },
  { screen: () => import('@/features/wealth/ui/WealthScreen') },
  { screen: () => import('@/features/content/ui/DiscoverScreen') },
  // My's "Download app" entry reads how the app can be installed as it shows (features/settings/ui/InstallAppCell.tsx).
  { screen: () => import('@/features/settings/logic/installState') },
];

/** Home's quick actions and the signed-in home's own lazy parts (features/cloudWallet/ui/HomeCloudSection.tsx), for a cloud session. */
const SIGNED_IN_SCREENS: readonly Prefetch[] = [
  { screen: () => import('@/features/home/ui/AccountHeader') },
  { screen: () => import('@/features/cloudWallet/ui/HomeCloudSection') },
  { href: '/send', screen: () => import('@/features/cloudWallet/ui/SendScreen') },
  { href: '/coinList', screen: () => import('@/features/cloudWallet/ui/CoinListScreen') },
  { href: '/receive', screen: () => import('@/features/cloudWallet/ui/ReceiveScreen') },
  // The page composes the screen with the cloud wallet's coin link (app/against/page.tsx, app/sendEnvelope/page.tsx).
  { href: '/against', screen: () => Promise.all([import('@/features/flashSwap/ui/FlashSwapScreen'), import('@/features/cloudWallet/ui/CoinPickLink')]) },
  { href: '/sendEnvelope', screen: () => Promise.all([import('@/features/redEnvelope/ui/SendEnvelopeScreen'), import('@/features/cloudWallet/ui/CoinPickLink')]) },
  { screen: () => import('@/components/scanner/ScannerView') },
  { href: '/addressBook', screen: () => import('@/features/cloudWallet/ui/CloudAddressBookScreen') },
  { href: '/historyNotice', screen: () => import('@/features/cloudWallet/ui/NoticeScreen') },
  { href: '/setUp' },
];

/** Each entry once per page load, whatever mounts the tab bar again. */
const started = new Set<Prefetch>();

/** The slice of Next's router this needs. */
type Prefetcher = { prefetch(href: string): void };

/** One entry, then the next idle moment: each is a short task, and a tap in between is answered first. */
async function fetchOne(router: Prefetcher, entry: Prefetch): Promise<void> {
  started.add(entry);
  if (entry.href) router.prefetch(entry.href);
  // A failed fetch (offline, a new deployment) is the page's own to report when it is opened.
  if (entry.screen) await entry.screen().catch(() => undefined);
  await new Promise<void>((resolve) => whenIdle(resolve, 1000));
}

/** One run after the other: a second call (the session arrived) takes up where the first is. */
let queue: Promise<void> = Promise.resolve();

/**
 * Fetches the code of the screens one tap away from the tab bar, so a tap renders at once instead of
 * waiting for the route's payload, its page chunk and then its lazy screen in turn (docs/design/first-screen.md,
 * "The screens one tap away"): the five tabs, and with a cloud session home's quick actions. Run by the tab bar
 * once the app is up and idle (lib/firstPaint/afterAppUp.ts), never during a first screen's boot.
 * `<html data-prefetched>` says what is done, `tabs` or `signed-in` (the tests wait for it).
 */
export function prefetchScreens(router: Prefetcher, signedIn: boolean): Promise<void> {
  queue = queue.then(async () => {
    const entries = signedIn ? [...TAB_SCREENS, ...SIGNED_IN_SCREENS] : TAB_SCREENS;
    for (const entry of entries) if (!started.has(entry)) await fetchOne(router, entry);
    const root = document.documentElement;
    if (signedIn || !root.dataset.prefetched) root.dataset.prefetched = signedIn ? 'signed-in' : 'tabs';
  });
  return queue;
}
