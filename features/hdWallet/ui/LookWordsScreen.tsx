'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MnemonicView } from './MnemonicView';
import { clearMnemonicFlow } from './useMnemonicFlow';

/** `/lookWords`: the words of the selected wallet after its password, with copy. Leaving forgets them. */
export function LookWordsScreen() {
  const t = useTranslations('hd.words');
  const router = useRouter();
  return (
    <MnemonicView
      title={t('viewTitle')}
      above={<p className="notice notice-warning">{t('viewWarning')}</p>}
      next={{
        label: t('done'),
        onClick: () => {
          clearMnemonicFlow();
          router.replace('/index/hd-wallet');
        },
      }}
    />
  );
}
