'use client';

import { useAtom } from 'jotai';
import { usePathname } from 'next/navigation';
import { useEffect, useState, type ComponentType } from 'react';
import { shouldLockOnReturn } from '@/features/security/pin/appLock';
import { hasPin } from '@/lib/state/hasPin';
import { appLockedAtom } from '@/lib/state/appLock';
import { useHydrated } from '@/lib/firstPaint/useHydrated';

type LockScreen = ComponentType<{ onUnlock: () => void; overlay?: boolean }>;

// The lock screen and the hashing load only when a lock is shown: off every page's first load.
const lockScreen = () => import('@/features/security/ui/PinLockScreen').then((m) => m.PinLockScreen);

/**
 * The PIN app lock (SPEC §4): with a PIN on this device, the app asks for it on launch and when it
 * comes back after more than 30 seconds in the background. The page stays mounted behind the
 * opaque lock, inert and hidden from assistive technology, so nothing typed is lost and nothing can
 * be reached until the PIN is right. `/pincheck` is the lock screen itself, so it gets no overlay.
 */
export function AppLock({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const [locked, setLocked] = useAtom(appLockedAtom);
  const [Screen, setScreen] = useState<LockScreen | null>(null);
  // The prerendered HTML has no lock; a device with a PIN holds its first paint until it is on (earlySettings.ts).
  const hydrated = useHydrated();

  useEffect(() => {
    let hiddenAt: number | null = null;
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        hiddenAt = Date.now();
        return;
      }
      if (hasPin() && shouldLockOnReturn(hiddenAt, Date.now())) setLocked(true);
      hiddenAt = null;
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [setLocked]);

  useEffect(() => {
    if (!locked || Screen) return;
    lockScreen().then(
      (component) => setScreen(() => component),
      (error) => console.error('lock screen failed to load', error),
    );
  }, [locked, Screen]);

  const overlay = hydrated && locked && pathname !== '/pincheck';
  return (
    <>
      <div className="app-content" inert={overlay} aria-hidden={overlay || undefined}>
        {children}
      </div>
      {overlay && (Screen ? <Screen overlay onUnlock={() => setLocked(false)} /> : <div className="lock-overlay" aria-busy="true" />)}
    </>
  );
}
