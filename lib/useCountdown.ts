'use client';

import { useEffect, useState } from 'react';

/**
 * Whole seconds left until `until` (a Date.now() time), ticking once a second while above 0.
 *
 * @example const left = useCountdown(resendAt) // 59, 58, … 0
 */
export function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (until <= Date.now()) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= until) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}
