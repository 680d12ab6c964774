'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { PageFrameContext, recallScroll } from '@/lib/state/keptState';
import { routeFrameFor } from '@/lib/state/routeFrame';

/**
 * Wraps every routed page: slides it in from the right going forward and from the left going back
 * (SPEC §2), and restores the scroll of a kept-alive page when the user comes back to it.
 */
export function PageFrame({ children }: { children: React.ReactNode }) {
  const pathname = usePathname();
  const frame = routeFrameFor(pathname);
  // The prerendered page has no direction: the first one shown does not slide.
  const direction = useHydrated() ? frame.direction : 'none';

  useEffect(() => {
    const y = frame.direction === 'back' && frame.kept ? recallScroll(frame.key) : undefined;
    // After the router's own scroll handling has run for this navigation.
    const id = requestAnimationFrame(() => window.scrollTo(0, y ?? 0));
    return () => cancelAnimationFrame(id);
  }, [frame]);

  return (
    <PageFrameContext.Provider value={frame}>
      <div key={frame.key} className={`page slide-${direction}`} data-direction={direction}>
        {children}
      </div>
    </PageFrameContext.Provider>
  );
}
