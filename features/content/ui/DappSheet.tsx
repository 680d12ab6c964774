'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useModalDialog } from '@/components/kit/useModalDialog';
import type { DiscoverEntry } from '@/features/content/contract/contentApi';
import styles from './Content.module.css';

/**
 * Asks before leaving for a dapp, in a modal `<dialog>`: its name and full address, how to
 * connect the wallet to it (WalletConnect in the dapp, then the floating connection button here),
 * and Open, a link to the dapp in a new tab without opener or referrer. Cancel has focus first.
 */
export function DappSheet({ entry, onClose }: { entry: DiscoverEntry; onClose: () => void }) {
  const t = useTranslations('content.discover');
  const ref = useModalDialog();
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      className={styles.sheet}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      data-testid="dapp-sheet"
    >
      <div className={styles.sheetHead}>
        <img className={styles.entryIcon} src={entry.icon} alt="" />
        <h2 id={titleId} className={styles.sheetTitle}>
          {t('openTitle', { name: entry.name })}
        </h2>
      </div>
      <p className={styles.sheetUrl} dir="ltr" data-testid="dapp-url">
        {entry.url}
      </p>
      <p id={textId} className={styles.sheetText}>
        {t('openHint', { name: entry.name })}
      </p>
      <p className={styles.sheetWarn}>{t('leaving')}</p>
      <div className={styles.sheetActions}>
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('cancel')}
        </button>
        <a className="button button-primary" href={entry.url} target="_blank" rel="noopener noreferrer" onClick={onClose} data-testid="dapp-open">
          {t('open')}
        </a>
      </div>
    </dialog>
  );
}
