'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { useMnemonicFlow } from './useMnemonicFlow';

/** `/backup`: how to keep the mnemonic before it is shown. */
export function BackupScreen() {
  const t = useTranslations('hd.backup');
  const router = useRouter();
  const flow = useMnemonicFlow();
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {flow && (
        <div className="form">
          <p className="form-intro">{t('intro')}</p>
          <ul className="tips">
            <li>{t('tipPaper')}</li>
            <li>{t('tipOffline')}</li>
            <li>{t('tipNobody')}</li>
            <li>{t('tipLoss')}</li>
          </ul>
          <Button onClick={() => router.push('/mnemonicWord')} testId="show-words">
            {t('show')}
          </Button>
        </div>
      )}
    </main>
  );
}
