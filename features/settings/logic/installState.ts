import { isNativeShell } from '@/lib/native/bridge';

/** The browser's install offer (Chromium's `beforeinstallprompt` event), kept by the page (installOfferScript). */
export type InstallOffer = Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }> };

/** How My's "Download app" can act on this device. */
export type InstallState = { kind: 'installed' } | { kind: 'offer'; offer: InstallOffer } | { kind: 'manual'; platform: 'ios' | 'android' | 'other' };

/**
 * Where this page runs: already an app (the native shell, or launched from the home screen), a browser
 * that offered to install it, or one where the user adds it by hand (Safari on iOS never offers).
 *
 * @example installState(window) // { kind: 'manual', platform: 'ios' } in Safari on an iPhone
 */
export function installState(win: Window & { installOffer?: InstallOffer }): InstallState {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  if (isNativeShell() || nav.standalone === true || win.matchMedia?.('(display-mode: standalone)').matches) return { kind: 'installed' };
  if (win.installOffer) return { kind: 'offer', offer: win.installOffer };
  const ua = nav.userAgent;
  // iPadOS presents itself as a Mac; touch points tell them apart.
  const ios = /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && nav.maxTouchPoints > 1);
  return { kind: 'manual', platform: ios ? 'ios' : /Android/.test(ua) ? 'android' : 'other' };
}
