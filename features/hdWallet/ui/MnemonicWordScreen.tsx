'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { splitMnemonic } from '@/lib/wallet/mnemonic/splitMnemonic';
import { useCopy } from '@/components/kit/useCopy';
import { useMnemonicFlow } from './useMnemonicFlow';
import { WordGrid } from './WordGrid';

/** `/mnemonicWord`: the 12 words to write down, a copy button, then the confirmation. Never kept alive. */
export function MnemonicWordScreen() {
  const t = useTranslations('hd.words');
  const router = useRouter();
  const flow = useMnemonicFlow();
  const copy = useCopy();
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {flow && (
        <div className="form">
          <p className="form-intro">{t('intro')}</p>
          <WordGrid words={splitMnemonic(flow.mnemonic)} label={t('gridLabel')} />
          <p className="notice notice-warning">{t('copyWarning')}</p>
          <Button variant="secondary" onClick={() => void copy(flow.mnemonic)} testId="copy-words">
            {t('copy')}
          </Button>
          <Button onClick={() => router.push('/selectWords')} testId="words-next">
            {t('next')}
          </Button>
        </div>
      )}
    </main>
  );
}
