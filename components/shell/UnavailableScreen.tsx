'use client';

import { useTranslations } from 'next-intl';
import { Empty } from '@/components/kit/Empty';

/** A tab the shell must offer (SPEC §2) whose feature this version does not have yet: said plainly. */
export function UnavailableScreen() {
  const t = useTranslations('unavailable');
  return (
    <main className="screen">
      <Empty title={t('title')} body={t('body')} />
    </main>
  );
}
