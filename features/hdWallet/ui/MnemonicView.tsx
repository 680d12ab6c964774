'use client';

import { NavBar } from '@/components/kit/NavBar';
import { Button } from '@/components/kit/Button';
import { useTranslations } from 'next-intl';
import { splitMnemonic } from '@/lib/wallet/mnemonic/splitMnemonic';
import { useCopy } from '@/components/kit/useCopy';
import { useMnemonicFlow } from './useMnemonicFlow';
import { WordGrid } from './WordGrid';

/**
 * A screen that shows the words of the mnemonic flow: its texts above and below the grid, a copy
 * button, and the way on. Without a flow (a reload, a direct visit) only the bar shows while
 * useMnemonicFlow sends the user to the HD wallet: the words live in memory only.
 */
export function MnemonicView({
  title,
  above,
  below,
  next,
}: {
  title: string;
  above: React.ReactNode;
  below?: React.ReactNode;
  next: { label: string; onClick: () => void; testId?: string };
}) {
  const t = useTranslations('hd.words');
  const flow = useMnemonicFlow();
  const copy = useCopy();
  return (
    <main className="screen">
      <NavBar title={title} fallback="/index/hd-wallet" />
      {flow && (
        <div className="form">
          {above}
          <WordGrid words={splitMnemonic(flow.mnemonic)} label={t('gridLabel')} />
          {below}
          <Button variant="secondary" onClick={() => void copy(flow.mnemonic)} testId="copy-words">
            {t('copy')}
          </Button>
          <Button onClick={next.onClick} testId={next.testId}>
            {next.label}
          </Button>
        </div>
      )}
    </main>
  );
}
