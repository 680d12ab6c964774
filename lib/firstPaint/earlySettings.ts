import { APP_UP_DELAY_MS } from '@/lib/firstPaint/afterAppUp';
import { LOCALES } from '@/lib/i18n/locales';
import { STORAGE } from '@/lib/state/storageKeys';

/** The storage slots the early script reads. */
const SLOTS = {
  language: STORAGE.language,
  fontSize: STORAGE.fontSize,
  theme: STORAGE.theme,
  colorOption: STORAGE.colorOption,
  token: STORAGE.token,
  pin: STORAGE.pin,
  hdWalletIds: STORAGE.hdWalletIds,
  /** The settings the My tab shows as values: with any stored, its prerendered defaults are not this device's. */
  shownSettings: [STORAGE.language, STORAGE.fontSize, STORAGE.theme, STORAGE.colorOption, STORAGE.currency, STORAGE.marketDisplay],
  /** The first screens that show those values. */
  settingsPages: ['/index/mypage'],
};

/**
 * Runs in `<head>` before first paint (inlined by app/layout.tsx, so it must use nothing but its
 * arguments and the browser's globals: no imports, no helpers a compiler could add). It puts the
 * stored language (else the browser's, as lib/i18n/locales.ts resolves it), font size, theme and
 * colour option on `<html>`, so a reload in Arabic, at 20 px or in the dark theme does not flash.
 *
 * The exported HTML shows the first screen as a first-time English visitor sees it. When that is not
 * what this device will show (another language, a cloud session, an HD wallet, a PIN lock, or on the
 * My tab settings of its own), it sets
 * `data-hold`: the page stays under the skeleton (app/globals.css) until the app has rendered the
 * device's own screen (components/shell/FirstPaintRelease.tsx), so no English text or landing flashes first.
 */
export function applyEarlySettings(locales: readonly string[], slots: typeof SLOTS): void {
  try {
    var s = window.localStorage;
    var d = document.documentElement;
    var read = function (key: string): unknown {
      try {
        return JSON.parse(s.getItem(key) || 'null');
      } catch {
        return null;
      }
    };
    var l = read(slots.language);
    if (typeof l !== 'string' || locales.indexOf(l) < 0) {
      l = 'en';
      var tags = navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || ''];
      for (var i = 0; i < tags.length; i++) {
        var base = String(tags[i]).toLowerCase().split(/[-_]/)[0];
        if (base === 'hi') {
          l = 'in';
          break;
        }
        if (base !== 'in' && base !== 'id' && locales.indexOf(base) >= 0) {
          l = base;
          break;
        }
      }
    }
    d.lang = l === 'in' ? 'hi' : (l as string);
    d.dir = l === 'ar' ? 'rtl' : 'ltr';
    var f = Number(s.getItem(slots.fontSize));
    if (f >= 12 && f <= 24) d.style.fontSize = f + 'px';
    var t = read(slots.theme);
    if (t === 'light' || t === 'dark') d.dataset.theme = t;
    var c = read(slots.colorOption);
    if (c === 'red-up' || c === 'green-up') d.dataset.colorOption = c;
    var wallets = read(slots.hdWalletIds);
    var own = false;
    if (slots.settingsPages.indexOf(location.pathname.replace(/\/+$/, '')) >= 0) {
      for (var j = 0; j < slots.shownSettings.length; j++) if (s.getItem(slots.shownSettings[j]) !== null) own = true;
    }
    if (own || l !== 'en' || s.getItem(slots.token) || s.getItem(slots.pin) || (Array.isArray(wallets) && wallets.length > 0)) d.dataset.hold = '';
  } catch {
    // No storage (blocked): the English first screen is what the app shows.
  }
}

/**
 * Starts a worker that makes the page's first Intl calls (numbers, plurals, dates, region names,
 * sorting) in the page's language and English, then ends. ICU's start-up is shared by the whole
 * renderer process: done on the worker's thread, the main thread's first Intl call costs next to
 * nothing instead of 15-40 ms here before any slowdown, which landed in the task that first
 * formats a number (the market list) or names the regions (the login's phone field). Inlined with
 * the early script, so the same rules apply: only its arguments and the browser's globals.
 */
export function warmUpIntl(tag: string): void {
  try {
    var locales = JSON.stringify([tag, 'en']);
    var code =
      'var l=' +
      locales +
      ';new Intl.NumberFormat(l).format(1.5);new Intl.PluralRules(l).select(1);new Intl.DateTimeFormat(l).format(0);' +
      "new Intl.DisplayNames(l,{type:'region'}).of('US');new Intl.Collator(l).compare('a','b');close()";
    var url = URL.createObjectURL(new Blob([code], { type: 'text/javascript' }));
    new Worker(url);
    setTimeout(function () {
      URL.revokeObjectURL(url);
    }, 10000);
  } catch {
    // No Worker or Blob here: the first Intl call pays ICU's start-up itself.
  }
}

/** The inline `<script>` text of app/layout.tsx. */
export function earlySettingsScript(): string {
  return `(${applyEarlySettings.toString()})(${JSON.stringify(LOCALES)},${JSON.stringify(SLOTS)});(${warmUpIntl.toString()})(document.documentElement.lang)`;
}

/** How long the app has been up (`data-ready`) before the service worker is registered. */
export const SERVICE_WORKER_DELAY_MS = APP_UP_DELAY_MS;
/** Registered even if the app never says it is up (a failed boot), this long after `load`. */
export const SERVICE_WORKER_LATEST_MS = 10_000;

/**
 * Registers the Serwist worker built over `out/` (scripts/postbuild.mjs), so the app launches
 * offline. Its install precaches the whole export (about 900 files, 3 MB as brotli), which on a
 * small device takes the CPU from the page for seconds: on 2 cores, registered at `load` it was
 * most of the market's and My's blocking time (Lighthouse TBT 300-560 ms; 13-62 ms without it).
 * So it waits until the app is up (`data-ready`, components/shell/FirstPaintRelease.tsx), then
 * `delay` ms, then an idle moment; at the latest `latest` ms after `load`, then the same.
 */
function registerServiceWorkerWhenSettled(delay: number, latest: number): void {
  if (!('serviceWorker' in navigator)) return;
  const root = document.documentElement;
  let waiting = true;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((e: unknown) => console.warn('service worker not registered', e));
  };
  const settled = () => {
    if (!waiting) return;
    waiting = false;
    setTimeout(() => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: delay }) : register()), delay);
  };
  addEventListener('load', () => {
    if (root.hasAttribute('data-ready')) return settled();
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute('data-ready')) return;
      observer.disconnect();
      settled();
    });
    observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
    setTimeout(() => {
      observer.disconnect();
      settled();
    }, latest);
  });
}

/** The inline `<script>` that registers the service worker (registerServiceWorkerWhenSettled). Inline in
 * the production pages, so no React component carries it into every route's first load. */
export function serviceWorkerScript(): string {
  return `(${registerServiceWorkerWhenSettled.toString()})(${SERVICE_WORKER_DELAY_MS},${SERVICE_WORKER_LATEST_MS})`;
}

/**
 * Keeps the browser's install offer (`beforeinstallprompt`, Chromium) for My's "Download app"
 * (features/settings/ui/InstallAppCell.tsx): it can fire before the app has hydrated, so the page
 * catches it inline. Its default mini-infobar is replaced by that entry.
 */
export function installOfferScript(): string {
  return `addEventListener('beforeinstallprompt',function(e){e.preventDefault();window.installOffer=e})`;
}
