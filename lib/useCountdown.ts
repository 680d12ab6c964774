'use client';

import { useCallback, useSyncExternalStore } from 'react';

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

/**
 * Whole seconds left until `until` (a Date.now() time), ticking once a second while above 0.
 * Read from the clock at each render (a new `until` shows at once), so no state is copied in an effect.
 *
 * @example const left = useCountdown(resendAt) // 59, 58, … 0
 */
export function useCountdown(until: number): number {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (until <= Date.now()) return () => undefined;
      const timer = setInterval(() => {
        tick();
        if (Date.now() >= until) clearInterval(timer);
      }, 1000);
      return () => clearInterval(timer);
    },
    [until],
  );
  const read = () => secondsLeft(until);
  return useSyncExternalStore(subscribe, read, read);
}
