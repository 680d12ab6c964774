'use client';

import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { useHydrated } from '@/lib/firstPaint/useHydrated';
import { marketDisplayAtom } from '@/lib/state/settings';
import styles from './Market.module.css';

/**
 * The My tab's "Market on home" switch (SPEC §3 market-display flag). My is a first screen: until
 * hydrated it shows the default (on), as the exported HTML does; a device that switched it off holds
 * that first paint (lib/firstPaint/earlySettings.ts), so it never sees the default.
 */
export function MarketDisplaySwitch() {
  const t = useTranslations('market');
  const hydrated = useHydrated();
  const [stored, setStored] = useAtom(marketDisplayAtom);
  const on = hydrated ? stored !== 0 : true;
  return (
    <button type="button" role="switch" aria-checked={on} className={`cell ${styles.switchRow}`} onClick={() => setStored(on ? 0 : 1)} data-testid="market-display-switch">
      <span className={styles.names}>
        <span>{t('homeSetting')}</span>
        <span className={styles.switchHint}>{t('homeSettingHint')}</span>
      </span>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchThumb} />
      </span>
    </button>
  );
}
