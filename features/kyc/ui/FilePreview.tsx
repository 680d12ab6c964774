'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { fileLink } from '@/features/kyc/api/kyc';
import styles from './Kyc.module.css';

type Shown = { kind: 'image' | 'pdf'; url: string } | null;

/**
 * Lets the owner look at a document they uploaded, as the server stored it (re-encoded, without its
 * metadata): a short-lived link is asked for on demand, the file is read through it into memory and
 * shown from a `blob:` URL, so the signed link never lands in the address bar or the history. Images
 * show in place; a PDF opens in a new tab.
 */
export function FilePreview({ fileId, label }: { fileId: string; label: string }) {
  const t = useTranslations('kyc');
  const [shown, setShown] = useState<Shown>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  // Hiding it, or leaving the screen, lets the copy in memory go (a new file remounts this: key={fileId}).
  useEffect(() => () => void (shown && URL.revokeObjectURL(shown.url)), [shown]);

  const show = async () => {
    setState('loading');
    try {
      const link = await fileLink(fileId);
      const response = await fetch(link.url, { credentials: 'omit', cache: 'no-store' });
      if (!response.ok) throw new Error(`file ${response.status}`);
      const blob = await response.blob();
      setShown({ kind: blob.type === 'application/pdf' ? 'pdf' : 'image', url: URL.createObjectURL(blob) });
      setState('idle');
    } catch (error) {
      console.warn('document preview failed', error);
      setState('failed');
    }
  };

  if (!shown) {
    return (
      <div className={styles.preview}>
        <button type="button" className="button button-text" onClick={() => void show()} disabled={state === 'loading'} aria-label={t('previewShowNamed', { name: label })}>
          {state === 'loading' ? t('previewLoading') : t('previewShow')}
        </button>
        {state === 'failed' && (
          <span className="field-error" role="alert">
            {t('previewFailed')}
          </span>
        )}
      </div>
    );
  }
  return (
    <div className={styles.preview}>
      {shown.kind === 'image' ? (
        <img src={shown.url} alt={t('previewAlt', { name: label })} className={styles.previewImage} data-testid="file-preview-image" />
      ) : (
        <a href={shown.url} target="_blank" rel="noopener noreferrer" className="button button-text">
          {t('previewOpenPdf')}
        </a>
      )}
      <button type="button" className="button button-text" onClick={() => setShown(null)} aria-label={t('previewHideNamed', { name: label })}>
        {t('previewHide')}
      </button>
    </div>
  );
}
