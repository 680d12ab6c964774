'use client';

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
          <BackArrow />
        </button>
      ) : (
        <span className="navbar-spacer" />
      )}
      <h1 className="navbar-title">{title}</h1>
      <span className="navbar-spacer" />
    </header>
  );
}

/**
 * Tabler's chevron-left (MIT), drawn inline: the nav bar is on nearly every route, and on routes
 * with no other icon the icon package's React runtime would add about 0.5 kB to the first load
 * (/relogin sits at the 150 kB budget). Same artwork and attributes as `IconChevronLeft`.
 */
function BackArrow() {
  return (
    <svg className="icon icon-flip-rtl" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M15 6l-6 6l6 6" />
    </svg>
  );
}
