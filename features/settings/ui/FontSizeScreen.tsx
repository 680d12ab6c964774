'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { OptionList } from '@/components/kit/OptionList';
import { DEFAULT_FONT_SIZE, FONT_SIZES, THEME_CHOICES, fontSizeAtom, themeAtom, type ThemeChoice } from '@/lib/state/settings';
import { ChoiceScreen } from './ChoiceScreen';

/**
 * `/fontSizeSettings`: the base text size of the whole app (default 16), and the theme (follow the
 * device, light or dark): SPEC §2 has no route of its own for the theme, so it sits with the other
 * display setting here.
 */
export function FontSizeScreen() {
  const t = useTranslations('fontSize');
  const [size, setSize] = useAtom(fontSizeAtom);
  const [theme, setTheme] = useAtom(themeAtom);
  const themeLabel = { system: t('themeSystem'), light: t('themeLight'), dark: t('themeDark') } satisfies Record<ThemeChoice, string>;
  return (
    <ChoiceScreen<number>
      title={t('title')}
      name="fontSize"
      value={size}
      onChange={setSize}
      options={FONT_SIZES.map((s) => ({ value: s, label: s === DEFAULT_FONT_SIZE ? t('standard', { size: s }) : t('size', { size: s }) }))}
      before={
        <p className="preview" data-testid="font-preview">
          {t('preview')}
        </p>
      }
      after={
        <section id="theme" aria-labelledby="theme-title">
          <h2 className="section-title" id="theme-title">
            {t('theme')}
          </h2>
          <OptionList<ThemeChoice>
            name="theme"
            label={t('theme')}
            value={theme}
            onChange={setTheme}
            options={THEME_CHOICES.map((c) => ({ value: c, label: themeLabel[c], hint: c === 'system' ? t('themeSystemHint') : undefined }))}
          />
        </section>
      }
    />
  );
}
