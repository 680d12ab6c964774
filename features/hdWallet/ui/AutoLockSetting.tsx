'use client';

import { Select } from '@/components/kit/Select';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { AUTO_LOCK_CHOICES } from '@/lib/state/hdWallet/hdAutoLock';
import { autoLockMinutesAtom, hdUnlockedAtom, lockSession, setAutoLockMinutes } from '@/lib/state/hdWallet/hdWallet';

/** How long the wallet stays unlocked after the password, and a lock button while it is. */
export function AutoLockSetting() {
  const t = useTranslations('hd.lock');
  const minutes = useAtomValue(autoLockMinutesAtom);
  const session = useAtomValue(hdUnlockedAtom);
  return (
    <section aria-labelledby="lock-title">
      <h2 className="section-title" id="lock-title">
        {t('title')}
      </h2>
      <div className="cells">
        <div className="cell">
          <Select<number>
            label={t('after')}
            className="select-cell"
            value={minutes}
            onChange={setAutoLockMinutes}
            testId="auto-lock"
            options={AUTO_LOCK_CHOICES.map((choice) => ({ value: choice, label: t('minutes', { count: choice }) }))}
          />
        </div>
        <div className="cell">
          <span className="cell-label" data-testid="lock-state">
            {session ? t('unlocked') : t('locked')}
          </span>
          {session && (
            <button type="button" className="button button-text" onClick={lockSession}>
              {t('lockNow')}
            </button>
          )}
        </div>
      </div>
      <p className="footnote">{t('about')}</p>
    </section>
  );
}
