'use client';

import { useEffect, useEffectEvent, useState } from 'react';

/**
 * A ref for an element at the end of a paged list: when it scrolls into view (or nearly),
 * `onVisible` runs, so the next page loads without a tap. The latest `onVisible` is used, so the
 * caller need not memoise it. A new `version` (the number of items shown) observes afresh, so a
 * sentinel still in view after a short page asks for the next one too.
 *
 * @example const sentinel = useMoreOnScroll(loadNextPage, items.length); <div ref={sentinel} />
 */
export function useMoreOnScroll(onVisible: () => void, version: number): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const visible = useEffectEvent(onVisible);
  // `version` is a dependency only to renew the observer.
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) visible();
    }, { rootMargin: '200px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, version]);
  return setElement;
}
