'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { shownInline, type Failure } from '@/lib/api/apiFailure';

/**
 * The translated text of a server failure (its message key and params), or `fallback`, to show on
 * the screen next to the field it concerns; null when the server sent no key we know and there is
 * no fallback (the toast has its text). Returning a text marks the failure shown, so it is not
 * also toasted: the caller must show what it gets.
 */
export function useFailureText() {
  const t = useTranslations();
  return useCallback(
    (failure: Failure | null, fallback?: string): string | null => {
      const text = translated(failure, t) ?? fallback ?? null;
      if (failure && text) shownInline(failure);
      return text;
    },
    [t],
  );
}

function translated(failure: Failure | null, t: ReturnType<typeof useTranslations>): string | null {
  if (!failure?.key || !t.has(failure.key)) return null;
  try {
    return t(failure.key, failure.params);
  } catch {
    return null;
  }
}
