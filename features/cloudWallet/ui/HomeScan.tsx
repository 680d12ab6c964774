'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScanButton } from '@/components/scanner/ScanButton';
import { loadController } from '@/features/walletConnect/ui/controller';
import { classifyScan } from '@/features/cloudWallet/logic/classifyScan';

/**
 * Home's scan entry (SPEC §2): a payment code opens the internal transfer filled in; a
 * WalletConnect link starts the connection (its request then shows in the overlay); anything else
 * says what the scanner can read.
 */
export function HomeScan({ icon }: { icon?: React.ReactNode }) {
  const t = useTranslations('home');
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);

  const handle = (text: string) => {
    setProblem(null);
    const action = classifyScan(text);
    if (action.kind === 'send') router.push(action.href);
    else if (action.kind === 'connect')
      loadController()
        .then(({ connectWithLink }) => connectWithLink(action.link))
        .then(
          (outcome) => outcome === 'v2Unavailable' && setProblem(t('scanWalletConnectVersion')),
          () => setProblem(t('scanFailed')),
        );
    else setProblem(t(action.kind === 'walletConnectVersion' ? 'scanWalletConnectVersion' : 'scanUnknown'));
  };

  return (
    <>
      <ScanButton onResult={handle} className="entry" testId="entry-scan" icon={icon} />
      {problem && (
        <p className="notice notice-error entry-problem" role="alert" data-testid="scan-problem">
          {problem}
        </p>
      )}
    </>
  );
}
