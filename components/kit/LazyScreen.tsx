'use client';

import { useTranslations } from 'next-intl';
import { Suspense } from 'react';

/**
 * Where a page shows a screen loaded with `React.lazy`: the screen's code (and what it imports —
 * viem, the word list) arrives as its own chunk after the page's first load, and a spinner holds
 * its place meanwhile. Keeps heavy screens inside the first-load budget (scripts/check-bundle-size.mjs).
 */
export function LazyScreen({ children }: { children: React.ReactNode }) {
  return <Suspense fallback={<LazyFallback />}>{children}</Suspense>;
}

function LazyFallback() {
  const t = useTranslations('common');
  return <div className="spinner spinner-center" role="status" aria-label={t('loading')} />;
}
