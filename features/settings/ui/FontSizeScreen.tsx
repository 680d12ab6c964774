'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { DEFAULT_FONT_SIZE, FONT_SIZES, fontSizeAtom } from '@/lib/state/settings';
import { ChoiceScreen } from './ChoiceScreen';

/** `/fontSizeSettings`: the base text size of the whole app (default 16). */
export function FontSizeScreen() {
  const t = useTranslations('fontSize');
  const [size, setSize] = useAtom(fontSizeAtom);
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
    />
  );
}
