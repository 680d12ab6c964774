'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { PriceChange } from '@/components/kit/PriceChange';
import { colorOptionAtom, type ColorOption } from '@/lib/state/settings';
import { ChoiceScreen } from './ChoiceScreen';

/** `/redgreen`: which colour means up. The preview shows one rising and one falling change. */
export function ColorOptionScreen() {
  const t = useTranslations('colorOption');
  const [option, setOption] = useAtom(colorOptionAtom);
  return (
    <ChoiceScreen<ColorOption>
      title={t('title')}
      name="colorOption"
      value={option}
      onChange={setOption}
      options={[
        { value: 'green-up', label: t('greenUp') },
        { value: 'red-up', label: t('redUp') },
      ]}
      after={
        <section className="card" aria-label={t('preview')}>
          <h2 className="section-title">{t('preview')}</h2>
          <p className="preview-row">
            {t('rising')} <PriceChange percent="2.35" label={t('rising')} />
          </p>
          <p className="preview-row">
            {t('falling')} <PriceChange percent="-1.20" label={t('falling')} />
          </p>
        </section>
      }
    />
  );
}
