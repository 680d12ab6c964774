'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { intlTag, textDirection } from '@/lib/i18n/locales';
import { fontSizeAtom, localeAtom } from '@/lib/state/settings';

/** Applies language, direction and font size to `<html>`, so they reach every page and the tab bar. */
export function DocumentSettings() {
  const locale = useAtomValue(localeAtom);
  const fontSize = useAtomValue(fontSizeAtom);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = intlTag(locale);
    html.dir = textDirection(locale);
  }, [locale]);
  useEffect(() => {
    document.documentElement.style.fontSize = `${fontSize}px`;
  }, [fontSize]);
  return null;
}
