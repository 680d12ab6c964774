import { whenIdle } from './idle';

/**
 * How long the app has been up (`data-ready`) before the service worker is registered
 * (lib/firstPaint/earlySettings.ts): its install runs off the page's main thread.
 */
export const APP_UP_DELAY_MS = 3000;

/**
 * How long the app has been up before the tab bar fetches the screens one tap away
 * (components/shell/prefetchScreens.ts), which compiles and runs their modules on the main thread.
 * At 3 s, on this loaded 2-core machine (Lighthouse's CPU benchmark 400-1,600), Lighthouse's trace
 * of the market had not ended yet (it ended 3.2 s after `data-ready`, the page's own long tasks
 * until 2.9 s) and its TBT was 300-650 ms higher than with the prefetch blocked.
 */
export const PREFETCH_DELAY_MS = 8000;

/**
 * Calls `run` once the app has taken over the page (`data-ready` on `<html>`,
 * components/shell/FirstPaintRelease.tsx), `delay` ms after that and at an idle moment; returns the
 * cancel. Work that no screen on display needs (fetching the code of the others) would otherwise
 * share the CPU and the network with the first screen's boot, and Lighthouse counts every request
 * made before its window ends as needed for the largest paint.
 */
export function afterAppUp(run: () => void, delay: number = APP_UP_DELAY_MS): () => void {
  const root = document.documentElement;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelIdle = () => {};
  const start = () => {
    timer = setTimeout(() => {
      cancelIdle = whenIdle(run, delay);
    }, delay);
  };
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute('data-ready')) return;
    observer.disconnect();
    start();
  });
  if (root.hasAttribute('data-ready')) start();
  else observer.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
    cancelIdle();
  };
}
