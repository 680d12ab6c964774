'use client';

import { useSearchParams } from 'next/navigation';
import { startTransition, useEffect, useState } from 'react';

/** Set by the first effect after the page's hydration: anything mounted later starts hydrated. */
let pageHydrated = false;

/**
 * False while the page is prerendered and while React hydrates that HTML in the browser; true after,
 * and from the first render for anything mounted later. Whatever a prerendered screen shows from the
 * device (stored settings, the browser's languages, the query) waits for true, so hydration finds the
 * HTML it rendered (docs/design/first-screen.md).
 *
 * The switch is a transition: the screens re-render in short slices, not in one long task that
 * would hold up the first input (useSyncExternalStore's switch is synchronous). A first screen has
 * no Suspense boundary of its own that hydrates after the rest, so none reads true too early.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (hydrated) return;
    pageHydrated = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

export type Query = Pick<URLSearchParams, 'get' | 'has' | 'toString'>;
const NO_QUERY: Query = new URLSearchParams();

/**
 * The query of the current URL, empty until hydrated. Next's `useSearchParams` would make a
 * prerendered screen client-only (empty in the exported HTML); this one renders the screen without
 * a query first and with it right after.
 */
export function useQuery(): Query {
  // The condition is fixed for the life of the bundle (server or browser), so the hook order is too.
  // oxlint-disable-next-line react/rules-of-hooks
  const params = typeof window === 'undefined' ? null : useSearchParams();
  return useHydrated() && params ? params : NO_QUERY;
}
