'use client';

import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { localeAtom } from '@/lib/state/settings';
import { type HelpContent, loadHelpContent } from '../logic/helpContent';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; content: HelpContent };

/** The current locale's help texts, loaded on demand (a chunk can fail on a bad connection: retry). */
export function useHelpContent(): State & { retry: () => void } {
  const locale = useAtomValue(localeAtom);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State & { locale?: string }>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadHelpContent(locale).then(
      (content) => live && setState({ status: 'ready', content, locale }),
      () => live && setState({ status: 'failed', locale }),
    );
    return () => {
      live = false;
    };
  }, [locale, attempt]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  // A locale change shows the loading state rather than the previous language's text.
  return { ...(state.locale === locale ? state : { status: 'loading' }), retry };
}
