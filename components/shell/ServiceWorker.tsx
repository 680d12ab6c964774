'use client';

import { useEffect } from 'react';

/** Registers the Serwist worker built over `out/` (scripts/postbuild.mjs), so the app launches offline. */
export function ServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production') return;
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error) => console.warn('service worker not registered', error));
  }, []);
  return null;
}
