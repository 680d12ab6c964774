'use client';

import { IconCompass } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { useDiscover } from '@/features/content/api/content';
import { DiscoverStates } from './DiscoverStates';
import { EntryList } from './EntryList';
import { SampleNote } from './SampleNote';

/**
 * `/faxiantype?type=<category>`: one category's entries, popular first, titled with the
 * category's name (the reading chosen, docs/design/content.md). An unknown category says so.
 */
export function CategoryScreen() {
  const t = useTranslations('content.discover');
  const locale = useLocale();
  const type = useSearchParams().get('type') ?? '';
  const { data, error, isLoading, mutate } = useDiscover(locale);
  const category = data?.categories.find((c) => c.id === type);
  const entries = data?.items.filter((entry) => entry.category === type) ?? [];

  return (
    <main className="screen">
      <NavBar title={category?.name ?? t('categoryTitle')} fallback="/faxian" />
      {data && data.items.length > 0 ? (
        <>
          <SampleNote sample={data.sample} servedLocale={data.locale} />
          {entries.length === 0 ? <Empty icon={IconCompass} title={t('categoryEmpty')} /> : <EntryList entries={entries} label={category?.name} />}
        </>
      ) : (
        <DiscoverStates data={data} error={error} isLoading={isLoading} onRetry={() => void mutate()} />
      )}
    </main>
  );
}
