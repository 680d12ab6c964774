'use client';

import { useCallback, useEffect, useRef } from 'react';

/**
 * A ref for an element at the end of a paged list: when it scrolls into view (or nearly),
 * `onVisible` runs, so the next page loads without a tap. The latest `onVisible` is used, so the
 * caller need not memoise it. A new `version` (the number of items shown) observes afresh, so a
 * sentinel still in view after a short page asks for the next one too.
 *
 * @example const sentinel = useMoreOnScroll(loadNextPage, items.length); <div ref={sentinel} />
 */
export function useMoreOnScroll(onVisible: () => void, version: number): (element: HTMLElement | null) => void {
  const callback = useRef(onVisible);
  useEffect(() => {
    callback.current = onVisible;
  });
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => () => observer.current?.disconnect(), []);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) callback.current();
    }, { rootMargin: '200px 0px' });
    observer.current.observe(element);
    // `version` is a dependency only to renew the observer.
  }, [version]);
}
