'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';

// The camera view (and qr-scanner) load only when the button is pressed.
const Scanner = lazy(() => import('./ScannerView'));

/**
 * A field's scan button and the camera view it opens. The decoded text, trimmed, goes to
 * `onResult` the way a pasted value would; the view closes either way.
 *
 * @example <TextField … end={<ScanButton onResult={setRecipient} />} />
 */
export function ScanButton({
  onResult,
  className = 'button button-secondary field-action',
  testId = 'send-scan',
  icon,
}: {
  onResult: (text: string) => void;
  className?: string;
  testId?: string;
  /** Shown before the word (home's round quick action). */
  icon?: React.ReactNode;
}) {
  const t = useTranslations('scanner');
  const [scanning, setScanning] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setScanning(true)} data-testid={testId}>
        {icon}
        {icon ? <span className="quick-label">{t('scan')}</span> : t('scan')}
      </button>
      {scanning && (
        <Suspense fallback={<div className="scanner" aria-busy="true" />}>
          <Scanner
            onClose={() => setScanning(false)}
            onResult={(text) => {
              setScanning(false);
              onResult(text.trim());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
