'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { OptionList } from '@/components/kit/OptionList';
import { DEFAULT_FONT_SIZE, FONT_SIZES, fontSizeAtom } from '@/lib/state/settings';

/** `/fontSizeSettings`: the base text size of the whole app (default 16). */
export function FontSizeScreen() {
  const t = useTranslations('fontSize');
  const [size, setSize] = useAtom(fontSizeAtom);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/mypage" />
      <p className="preview" data-testid="font-preview">
        {t('preview')}
      </p>
      <OptionList<number>
        name="fontSize"
        label={t('title')}
        value={size}
        onChange={setSize}
        options={FONT_SIZES.map((s) => ({ value: s, label: s === DEFAULT_FONT_SIZE ? t('standard', { size: s }) : t('size', { size: s }) }))}
      />
    </main>
  );
}
