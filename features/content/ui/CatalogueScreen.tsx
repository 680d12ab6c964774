'use client';

import { IconSearch } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { useDiscover } from '@/features/content/api/content';
import { filterEntries } from '@/features/content/logic/filterEntries';
import styles from './Content.module.css';
import { DiscoverStates } from './DiscoverStates';
import { EntryList } from './EntryList';
import { SampleNote } from './SampleNote';

/**
 * `/faxian`, the full catalogue (the spec names the route only; this is the reading chosen,
 * docs/design/content.md): every entry grouped by category, each category's heading a link to its
 * own page, with a search over names and descriptions.
 */
export function CatalogueScreen() {
  const t = useTranslations('content.discover');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useDiscover(locale);
  const [query, setQuery] = useState('');
  const found = filterEntries(data?.items ?? [], query);

  return (
    <main className="screen">
      <NavBar title={t('catalogueTitle')} fallback="/index/find" />
      {data && data.items.length > 0 ? (
        <>
          <SampleNote sample={data.sample} servedLocale={data.locale} />
          <label className="search">
            <span className="visually-hidden">{t('search')}</span>
            <input type="search" value={query} placeholder={t('search')} onChange={(e) => setQuery(e.target.value)} autoComplete="off" data-testid="catalogue-search" />
          </label>
          {found.length === 0 ? (
            <Empty icon={IconSearch} title={t('noMatch', { query: query.trim() })} />
          ) : (
            data.categories.map((category) => {
              const entries = found.filter((entry) => entry.category === category.id);
              if (entries.length === 0) return null;
              const headingId = `category-${category.id}`;
              return (
                <section key={category.id} aria-labelledby={headingId} data-testid="catalogue-category">
                  <div className={styles.sectionHead}>
                    <h2 id={headingId}>{category.name}</h2>
                    <AppLink href={`/faxiantype?type=${encodeURIComponent(category.id)}`}>{t('seeAll')}</AppLink>
                  </div>
                  <EntryList entries={entries} />
                </section>
              );
            })
          )}
        </>
      ) : (
        <DiscoverStates data={data} error={error} isLoading={isLoading} onRetry={() => void mutate()} />
      )}
    </main>
  );
}
