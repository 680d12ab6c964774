'use client';

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * Whether the browser says it is online (true during the prerender). Screens use it to say "you are
 * offline" rather than show a bare error, and to mark the last data they show (SWR's, or the service
 * worker's cached answer) as possibly out of date.
 *
 * @example const online = useOnline()
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
