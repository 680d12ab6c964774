'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { ScanButton } from '@/components/scanner/ScanButton';
import { classifyScan } from '@/features/cloudWallet/logic/classifyScan';
import type { ConnectionUri } from '@/lib/walletConnect/parseConnectionUri';

/** Starts a WalletConnect connection from a scanned link; the page passes the WalletConnect feature's in (a feature does not import another's UI). */
export type ConnectLink = (link: ConnectionUri) => Promise<'ok' | 'v2Unavailable'>;

/**
 * Home's scan entry (SPEC §2): a payment code opens the internal transfer filled in; a
 * WalletConnect link starts the connection (its request then shows in the overlay); anything else
 * says what the scanner can read.
 */
export function HomeScan({ icon, connectLink }: { icon?: React.ReactNode; connectLink: ConnectLink }) {
  const t = useTranslations('home');
  const router = useRouter();
  const [problem, setProblem] = useState<string | null>(null);

  const handle = (text: string) => {
    setProblem(null);
    const action = classifyScan(text);
    if (action.kind === 'send') router.push(action.href);
    else if (action.kind === 'connect')
      connectLink(action.link).then(
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
