'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { splitMnemonic } from '@/lib/wallet/mnemonic/splitMnemonic';
import { clearMnemonicFlow, useMnemonicFlow } from './useMnemonicFlow';
import { useCopy } from '@/components/kit/useCopy';
import { WordGrid } from './WordGrid';

/** `/lookWords`: the words of the selected wallet after its password, with copy. Leaving forgets them. */
export function LookWordsScreen() {
  const t = useTranslations('hd.words');
  const router = useRouter();
  const flow = useMnemonicFlow();
  const copy = useCopy();
  return (
    <main className="screen">
      <NavBar title={t('viewTitle')} fallback="/index/hd-wallet" />
      {flow && (
        <div className="form">
          <p className="notice notice-warning">{t('viewWarning')}</p>
          <WordGrid words={splitMnemonic(flow.mnemonic)} label={t('gridLabel')} />
          <Button variant="secondary" onClick={() => void copy(flow.mnemonic)} testId="copy-words">
            {t('copy')}
          </Button>
          <Button
            onClick={() => {
              clearMnemonicFlow();
              router.replace('/index/hd-wallet');
            }}
          >
            {t('done')}
          </Button>
        </div>
      )}
    </main>
  );
}
