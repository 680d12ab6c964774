'use client';

import { IconNews } from '@tabler/icons-react';
import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { useNews } from '@/features/content/api/content';
import type { NewsItem } from '@/features/content/contract/contentApi';
import { groupByDay } from '@/features/content/logic/newsDays';
import { pagedItems } from '@/lib/api/pagedItems';
import { useMoreOnScroll } from '@/components/kit/useMoreOnScroll';
import { formatDate } from '@/lib/format/formatDate';
import { timeAgo } from '@/lib/format/timeAgo';
import { toIntlLocale } from '@/lib/format/toIntlLocale';
import { ContentFailed } from './ContentFailed';
import styles from './Content.module.css';
import { SampleBadge, SampleNote } from './SampleNote';

/**
 * `/zixun`: the daily news feed. Pinned items first, then newest; grouped under Today, Yesterday
 * or the date (in the user's locale and time zone); each with its relative time (SPEC §9: "just
 * now" under 30 s, then minutes, hours, days). The next page loads as the end scrolls into view.
 */
export function NewsScreen() {
  const t = useTranslations('content.news');
  const locale = useLocale();
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useNews(locale);
  const { items, hasMore } = pagedItems(data);
  const first = data?.[0];
  const loadingMore = isValidating && size > (data?.length ?? 0);
  const more = () => {
    if (hasMore && !loadingMore && !error) void setSize(size + 1);
  };
  const sentinel = useMoreOnScroll(more, items.length);
  // Today and yesterday as of this visit (a feed left open past midnight keeps its headings until reopened).
  const [now] = useState(() => new Date());
  const intl = toIntlLocale(locale);
  const dateLabel = new Intl.DateTimeFormat(intl, { dateStyle: 'long' });

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/mypage" />
      {error && items.length === 0 ? (
        <ContentFailed text={t('loadFailed')} onRetry={() => void mutate()} testId="news-error" />
      ) : isLoading && items.length === 0 ? (
        <ul className={styles.list} aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className={`${styles.item} ${styles.skeletonRow} coin-skeleton`} />
          ))}
        </ul>
      ) : items.length === 0 ? (
        <Empty icon={IconNews} title={t('emptyTitle')} body={t('emptyBody')} />
      ) : (
        <>
          {first && <SampleNote sample={first.sample} servedLocale={first.locale} />}
          {groupByDay(items, now).map(({ day, items: dayItems }) => (
            <section key={day.key} aria-labelledby={`day-${day.key}`} data-testid="news-day">
              <h2 id={`day-${day.key}`} className={styles.dayTitle}>
                {day.label === 'date' ? dateLabel.format(day.date) : t(day.label)}
              </h2>
              <ul className={styles.list}>
                {dayItems.map((item) => (
                  <NewsRow key={item.id} item={item} sample={first?.sample ?? false} />
                ))}
              </ul>
            </section>
          ))}
          {error && <ContentFailed text={t('loadFailed')} onRetry={() => void mutate()} />}
          {hasMore && (
            <>
              <div ref={sentinel} className={styles.sentinel} />
              <button type="button" className="button button-text more" onClick={more} aria-busy={loadingMore || undefined}>
                {loadingMore ? t('loadingMore') : t('loadMore')}
              </button>
            </>
          )}
        </>
      )}
    </main>
  );
}

function NewsRow({ item, sample }: { item: NewsItem; sample: boolean }) {
  const t = useTranslations('content.news');
  const locale = toIntlLocale(useLocale());
  const published = new Date(item.publishAt);
  return (
    <li className={styles.item}>
      <AppLink className={styles.newsLink} href={`/info?id=${encodeURIComponent(item.id)}`} testId="news-row">
        <span className={styles.newsMain}>
          <span className={styles.newsTitle} dir="auto">
            {item.title}
          </span>
          {item.summary && (
            <span className={styles.newsSummary} dir="auto">
              {item.summary}
            </span>
          )}
          <span className={styles.newsMeta}>
            {item.pinned && <span className={styles.pinned}>{t('pinned')}</span>}
            {sample && <SampleBadge />}
            {item.source && <span dir="auto">{item.source.name}</span>}
            <time dateTime={item.publishAt} title={formatDate(published)}>
              {timeAgo({ from: published }, locale, t('justNow'))}
            </time>
          </span>
        </span>
        {item.cover && <img className={styles.thumb} src={item.cover} alt="" loading="lazy" decoding="async" />}
      </AppLink>
    </li>
  );
}
