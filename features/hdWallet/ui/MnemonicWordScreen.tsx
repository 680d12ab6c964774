'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { MnemonicView } from './MnemonicView';

/** `/mnemonicWord`: the 12 words to write down, a copy button, then the confirmation. Never kept alive. */
export function MnemonicWordScreen() {
  const t = useTranslations('hd.words');
  const router = useRouter();
  return (
    <MnemonicView
      title={t('title')}
      above={<p className="form-intro">{t('intro')}</p>}
      below={<p className="notice notice-warning">{t('copyWarning')}</p>}
      next={{ label: t('next'), onClick: () => router.push('/selectWords'), testId: 'words-next' }}
    />
  );
}
