'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { Cell } from '@/components/kit/Cell';
import { NavBar } from '@/components/kit/NavBar';
import { initInfoAtom } from '@/lib/state/session';
import styles from './help.module.css';
import { HelpStatus } from './HelpStatus';
import { useHelpContent } from './useHelpContent';

/** Which FAQ entries each help-centre topic opens (ids of features/help/content/*.json). */
const TOPICS = [
  { key: 'topicWallets', ids: [1, 2, 3] },
  { key: 'topicSecurity', ids: [4, 5, 13, 12] },
  { key: 'topicMoney', ids: [6, 7, 8, 9] },
  { key: 'topicApp', ids: [10, 11, 14] },
] as const;

/**
 * `/helpcenter`: topics leading into the FAQ and the legal pages, and the operator's support contact
 * (SUPPORT_URL / SUPPORT_EMAIL through the initial info), or where to find it when none is configured.
 */
export function HelpCentreScreen() {
  const t = useTranslations('help');
  const help = useHelpContent();
  const support = useAtomValue(initInfoAtom)?.support;
  const question = (id: number) => (help.status === 'ready' ? help.content.faq.find((e) => e.id === id)?.q : undefined);
  return (
    <main className="screen">
      <NavBar title={t('centre')} fallback="/index/mypage" />
      {help.status !== 'ready' ? (
        <HelpStatus status={help.status} onRetry={help.retry} what={t('loadFailed')} />
      ) : (
        TOPICS.map((topic) => (
          <section key={topic.key} aria-labelledby={`topic-${topic.key}`}>
            <h2 id={`topic-${topic.key}`} className="section-title">
              {t(topic.key)}
            </h2>
            <nav className="cells" aria-labelledby={`topic-${topic.key}`}>
              {topic.ids.map((id) => (
                <Cell key={id} label={question(id) ?? ''} href={`/faqitem${id}`} />
              ))}
            </nav>
          </section>
        ))
      )}
      <h2 className="section-title">{t('topicLegal')}</h2>
      <nav className="cells" aria-label={t('topicLegal')}>
        <Cell label={t('faq')} href="/faq" />
        <Cell label={t('agreement')} href="/serviceagreement" />
        <Cell label={t('privacy')} href="/privacypolicy" />
      </nav>
      <h2 id="contact" className="section-title">
        {t('contact')}
      </h2>
      <div className={styles.contact} data-testid="support-contact">
        {support?.url && (
          <p>
            <a href={support.url} target="_blank" rel="noopener noreferrer">
              {t('contactWeb')}
            </a>
          </p>
        )}
        {support?.email && (
          <p>
            <a href={`mailto:${support.email}`}>{t('contactEmail', { email: support.email })}</a>
          </p>
        )}
        {!support?.url && !support?.email && <p>{t('contactNone')}</p>}
      </div>
    </main>
  );
}
