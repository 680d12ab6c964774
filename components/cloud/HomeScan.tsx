'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState } from 'react';
import { loadController } from '@/components/walletConnect/controller';
import { classifyScan } from '@/lib/cloud/classifyScan';

const Scanner = lazy(() => import('@/components/scanner/ScannerView'));

/**
 * Home's scan entry (SPEC §2): a payment code opens the internal transfer filled in; a
 * WalletConnect link starts the connection (its request then shows in the overlay); anything else
 * says what the scanner can read.
 */
export function HomeScan() {
  const t = useTranslations('home');
  const router = useRouter();
  const [scanning, setScanning] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const handle = (text: string) => {
    setScanning(false);
    const action = classifyScan(text);
    if (action.kind === 'send') router.push(action.href);
    else if (action.kind === 'connect') loadController().then(({ connectWithLink }) => connectWithLink(action.link), () => setProblem(t('scanFailed')));
    else setProblem(t(action.kind === 'walletConnectV2' ? 'scanWalletConnectV2' : 'scanUnknown'));
  };

  return (
    <>
      <button
        type="button"
        className="entry"
        data-testid="entry-scan"
        onClick={() => {
          setProblem(null);
          setScanning(true);
        }}
      >
        {t('scan')}
      </button>
      {problem && (
        <p className="notice notice-error entry-problem" role="alert" data-testid="scan-problem">
          {problem}
        </p>
      )}
      {scanning && (
        <Suspense fallback={<div className="scanner" aria-busy="true" />}>
          <Scanner onClose={() => setScanning(false)} onResult={handle} />
        </Suspense>
      )}
    </>
  );
}
