'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { NavBar } from '@/components/kit/NavBar';
import { FAQ_COUNT } from '../logic/helpContent';
import { Blocks } from './Blocks';
import styles from './help.module.css';
import { HelpStatus } from './HelpStatus';
import { useHelpContent } from './useHelpContent';

/** `/faqitem1` … `/faqitem15`: one question and its answer, with the previous and next questions. */
export function FaqItemScreen({ id }: { id: number }) {
  const t = useTranslations('help');
  const help = useHelpContent();
  const entry = help.status === 'ready' ? help.content.faq.find((e) => e.id === id) : undefined;
  return (
    <main className="screen">
      <NavBar title={t('faq')} fallback="/faq" />
      {help.status !== 'ready' || !entry ? (
        <HelpStatus status={help.status === 'loading' ? 'loading' : 'failed'} onRetry={help.retry} what={t('loadFailed')} />
      ) : (
        <article aria-labelledby="faq-question">
          <p className={styles.date}>{t('position', { n: id, total: FAQ_COUNT })}</p>
          <h2 id="faq-question" className={styles.question}>
            {entry.q}
          </h2>
          <div className={styles.doc}>
            <Blocks blocks={entry.a} />
          </div>
        </article>
      )}
      <nav className={styles.pager} aria-label={t('faq')}>
        {id > 1 && (
          <AppLink href={`/faqitem${id - 1}`} replace className={styles.previous}>
            {t('previous')}
          </AppLink>
        )}
        {id < FAQ_COUNT && (
          <AppLink href={`/faqitem${id + 1}`} replace className={styles.next}>
            {t('next')}
          </AppLink>
        )}
        <AppLink href="/faq" className={styles.all}>
          {t('backToFaq')}
        </AppLink>
      </nav>
    </main>
  );
}
