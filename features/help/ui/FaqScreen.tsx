'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Cell } from '@/components/kit/Cell';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { SearchField } from '@/components/kit/SearchField';
import { useKeptState } from '@/lib/state/keptState';
import { localeAtom } from '@/lib/state/settings';
import { matchFaq } from '../logic/helpContent';
import { HelpStatus } from './HelpStatus';
import { useHelpContent } from './useHelpContent';

/** `/faq` (SPEC §2): the 15 questions, filtered by a search as the user types. */
export function FaqScreen() {
  const t = useTranslations('help');
  const locale = useAtomValue(localeAtom);
  const help = useHelpContent();
  const [query, setQuery] = useKeptState('query', '');
  const found = help.status === 'ready' ? matchFaq(help.content.faq, query, locale) : [];
  return (
    <main className="screen">
      <NavBar title={t('faq')} fallback="/helpcenter" />
      <SearchField label={t('search')} value={query} onChange={setQuery} />
      {help.status !== 'ready' ? (
        <HelpStatus status={help.status} onRetry={help.retry} what={t('loadFailed')} />
      ) : found.length === 0 ? (
        <Empty title={t('noMatch', { query: query.trim() })} />
      ) : (
        <nav className="cells" aria-label={t('faq')} data-testid="faq-list">
          {found.map((entry) => (
            <Cell key={entry.id} label={entry.q} href={`/faqitem${entry.id}`} />
          ))}
        </nav>
      )}
    </main>
  );
}
