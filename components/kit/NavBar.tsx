'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';

/** The page header: a back button (history back, or `fallback` on a first visit) and the title. */
export function NavBar({ title, fallback = '/index/home', back = true }: { title: string; fallback?: string; back?: boolean }) {
  const router = useRouter();
  const t = useTranslations('common');
  const goBack = () => {
    if (window.history.length > 1) router.back();
    else router.replace(fallback);
  };
  return (
    <header className="navbar">
      {back ? (
        <button type="button" className="navbar-back" onClick={goBack} aria-label={t('back')}>
          <span aria-hidden="true" className="chevron" />
        </button>
      ) : (
        <span className="navbar-spacer" />
      )}
      <h1 className="navbar-title">{title}</h1>
      <span className="navbar-spacer" />
    </header>
  );
}
