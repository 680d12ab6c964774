'use client';

import { IconFileOff, IconShare } from '@tabler/icons-react';
import { useSearchParams } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { useArticle } from '@/features/content/api/content';
import { CONTENT_ERROR_KEYS } from '@/features/content/contract/contentErrorKeys';
import { ApiError } from '@/lib/api/client';
import { formatDate } from '@/lib/format/formatDate';
import { timeAgo } from '@/lib/format/timeAgo';
import { toIntlLocale } from '@/lib/format/toIntlLocale';
import { BodyBlocks } from './BodyBlocks';
import { ContentFailed } from './ContentFailed';
import styles from './Content.module.css';
import { SampleNote } from './SampleNote';
import { shareLink } from '@/components/kit/shareLink';

/**
 * `/info?id=`: one news article: title, time, source (a link when it has one), cover, the body
 * (typed blocks rendered as elements) and Share (the shell's "share news", the Web Share API, or
 * the link copied).
 */
export function ArticleScreen() {
  const t = useTranslations('content');
  const locale = useLocale();
  const id = useSearchParams().get('id');
  const { data: article, error, isLoading, mutate } = useArticle(id || null);
  // The article's own language and direction (it may be English inside an Arabic screen).
  const contentLang = article?.locale === 'in' ? 'hi' : article?.locale;
  const contentDir = article?.locale === 'ar' ? 'rtl' : 'ltr';
  const missing = !id || (error instanceof ApiError && error.key === CONTENT_ERROR_KEYS.articleNotFound);

  return (
    <main className="screen">
      <NavBar title={t('article.title')} fallback="/zixun" />
      {missing ? (
        <Empty icon={IconFileOff} title={t('errors.articleNotFound')} action={<AppLink href="/zixun" className="button button-secondary">{t('article.backToNews')}</AppLink>} />
      ) : error ? (
        <ContentFailed text={t('article.loadFailed')} onRetry={() => void mutate()} testId="article-error" />
      ) : isLoading || !article ? (
        <div className={styles.article} role="status" aria-busy="true" aria-label={t('article.loading')}>
          <span className="text-skeleton" style={{ width: '80%' }} />
          <div className={`${styles.cover} coin-skeleton`} style={{ marginBlockStart: 'var(--space-4)' }} />
        </div>
      ) : (
        <>
          <SampleNote sample={article.sample} servedLocale={locale} />
          <article className={styles.article} data-testid="article">
            <h2 className={styles.articleTitle} lang={contentLang} dir={contentDir}>
              {article.title}
            </h2>
            <p className={styles.articleMeta}>
              <time dateTime={article.publishAt} title={formatDate(new Date(article.publishAt))}>
                {timeAgo({ from: new Date(article.publishAt) }, toIntlLocale(locale), t('news.justNow'))}
              </time>
              {article.source &&
                (article.source.url ? (
                  <a href={article.source.url} target="_blank" rel="noopener noreferrer" data-testid="article-source">
                    {t('article.source', { name: article.source.name })}
                  </a>
                ) : (
                  <span data-testid="article-source">{t('article.source', { name: article.source.name })}</span>
                ))}
            </p>
            {article.cover && <img className={styles.cover} src={article.cover} alt="" decoding="async" />}
            <div lang={contentLang} dir={contentDir}>
              <BodyBlocks blocks={article.body} className={styles.body} />
            </div>
            <div className={styles.shareRow}>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => void shareLink({ title: article.title, text: article.summary ?? undefined, url: window.location.href }, 'news')}
                data-testid="article-share"
              >
                <IconShare size={18} aria-hidden="true" /> {t('article.share')}
              </button>
            </div>
          </article>
        </>
      )}
    </main>
  );
}
