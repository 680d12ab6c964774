import { whenIdle } from './idle';

/**
 * How long the app has been up (`data-ready`) before background work starts: the service worker's
 * registration (lib/firstPaint/earlySettings.ts) and the screens' prefetch
 * (components/shell/prefetchScreens.ts). Lighthouse's window on a first screen has ended by then.
 */
export const APP_UP_DELAY_MS = 3000;

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
