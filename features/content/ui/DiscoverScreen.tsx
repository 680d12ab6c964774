'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { NavBar } from '@/components/kit/NavBar';
import { useDiscover } from '@/features/content/api/content';
import styles from './Content.module.css';
import { DiscoverStates } from './DiscoverStates';
import { EntryList } from './EntryList';
import { SampleNote } from './SampleNote';

/**
 * `/index/find`, the Discover tab: "Popular" (the operator's popular entries) and "All", the
 * categories as links to /faxiantype, and "See all" to the full catalogue (/faxian).
 */
export function DiscoverScreen() {
  const t = useTranslations('content.discover');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useDiscover(locale);
  const [tab, setTab] = useState<'popular' | 'all'>('popular');
  const popular = data?.items.filter((entry) => entry.popular) ?? [];
  const shown = tab === 'popular' && popular.length > 0 ? popular : (data?.items ?? []);
  const states = <DiscoverStates data={data} error={error} isLoading={isLoading} onRetry={() => void mutate()} />;

  return (
    <main className="screen">
      <NavBar title={t('title')} back={false} />
      {data && data.items.length > 0 ? (
        <>
          <SampleNote sample={data.sample} servedLocale={data.locale} />
          <div className={styles.segments} role="group" aria-label={t('tabs')}>
            {(['popular', 'all'] as const).map((name) => (
              <button key={name} type="button" className={styles.segment} aria-pressed={tab === name} onClick={() => setTab(name)} data-testid={`discover-tab-${name}`}>
                {t(name)}
              </button>
            ))}
          </div>
          {data.categories.length > 1 && (
            <nav aria-label={t('categories')}>
              <ul className={styles.chips}>
                {data.categories.map((category) => (
                  <li key={category.id}>
                    <AppLink className={styles.chip} href={`/faxiantype?type=${encodeURIComponent(category.id)}`} testId="discover-category">
                      {category.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <div className={styles.sectionHead}>
            <h2>{t(tab === 'popular' && popular.length > 0 ? 'popular' : 'all')}</h2>
            <AppLink href="/faxian">{t('seeAll')}</AppLink>
          </div>
          <EntryList entries={shown} />
        </>
      ) : (
        states
      )}
    </main>
  );
}
