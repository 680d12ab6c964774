'use client';

import { useCallback } from 'react';
import { emitApiEvent } from '@/lib/api/events';

/** Copies text and says so (SPEC §8: "Copy successfully" / "Copy failed"). */
export function useCopy(): (text: string) => Promise<boolean> {
  return useCallback(async (text: string) => {
    let ok = true;
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      ok = false;
    }
    emitApiEvent({ type: 'toast', message: '', key: ok ? 'common.copySuccess' : 'common.copyFailed' });
    return ok;
  }, []);
}
