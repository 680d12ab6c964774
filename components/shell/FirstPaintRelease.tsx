'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { authReadyAtom } from '@/lib/state/session';

/** Ends the hold of the early script (lib/firstPaint/earlySettings.ts, which runs before React). */
function releaseFirstPaint(): void {
  delete document.documentElement.dataset.hold;
  document.documentElement.dataset.ready = '';
}

/**
 * Lifts the early script's hold (lib/firstPaint/earlySettings.ts) once the screen on display is this
 * device's own: hydrated, in its language, with its session read. Effects run after the commit, so
 * the screen is already in the DOM when the skeleton goes. `data-ready` on `<html>` then says the app
 * has taken over the page (the end-to-end tests wait for it).
 */
export function FirstPaintRelease({ ready }: { ready: boolean }) {
  const authReady = useAtomValue(authReadyAtom);
  const release = ready && authReady;
  useEffect(() => {
    if (release) releaseFirstPaint();
  }, [release]);
  return null;
}
