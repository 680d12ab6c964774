'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { Failure } from '@/lib/account/apiFailure';

/**
 * The translated text of a server failure (its message key and params), to show on the screen next
 * to the field it concerns; null when the server sent no key we know (the toast has its text).
 */
export function useFailureText() {
  const t = useTranslations();
  return useCallback(
    (failure: Failure | null): string | null => {
      if (!failure?.key || !t.has(failure.key)) return null;
      try {
        return t(failure.key, failure.params);
      } catch {
        return null;
      }
    },
    [t],
  );
}
