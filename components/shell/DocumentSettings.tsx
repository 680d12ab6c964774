'use client';

import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { intlTag, textDirection } from '@/lib/i18n/locales';
import { colorOptionAtom, fontSizeAtom, localeAtom, themeAtom } from '@/lib/state/settings';

/**
 * Applies language, direction, font size, theme and colour option to `<html>`, so they reach every
 * page and the tab bar. The theme and the colour option are attributes the design tokens read
 * (app/globals.css): `data-theme` only when overriding the device, `data-color-option` when red means up.
 */
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
  const theme = useAtomValue(themeAtom);
  useEffect(() => {
    const html = document.documentElement;
    if (theme === 'system') delete html.dataset.theme;
    else html.dataset.theme = theme;
  }, [theme]);
  const colorOption = useAtomValue(colorOptionAtom);
  useEffect(() => {
    document.documentElement.dataset.colorOption = colorOption;
  }, [colorOption]);
  return null;
}
