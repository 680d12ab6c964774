'use client';

import { useCallback } from 'react';
import { copyText } from '@/components/kit/copyText';

/** Copies text and says so (SPEC §8: "Copy successfully" / "Copy failed"). */
export function useCopy(): (text: string) => Promise<boolean> {
  return useCallback((text: string) => copyText(text), []);
}
