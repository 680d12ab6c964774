'use client';

import { IconChevronLeft } from '@tabler/icons-react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { goBack } from '@/lib/navigation/goBack';

/** The page header: a back button (the previous page of this app, else `fallback`, lib/navigation/goBack.ts) and the title. */
export function NavBar({ title, fallback = '/index/home', back = true }: { title: string; fallback?: string; back?: boolean }) {
  const router = useRouter();
  const t = useTranslations('common');
  return (
    <header className="navbar">
      {back ? (
        <button type="button" className="navbar-back" onClick={() => goBack(router, fallback)} aria-label={t('back')}>
          <IconChevronLeft aria-hidden="true" className="icon icon-flip-rtl" />
        </button>
      ) : (
        <span className="navbar-spacer" />
      )}
      <h1 className="navbar-title">{title}</h1>
      <span className="navbar-spacer" />
    </header>
  );
}
