'use client';

import { useTranslations } from 'next-intl';
import { NavBar } from '@/components/kit/NavBar';
import { Blocks } from './Blocks';
import styles from './help.module.css';
import { HelpStatus } from './HelpStatus';
import { useHelpContent } from './useHelpContent';

/** `/serviceagreement` and `/privacypolicy` (SPEC §1): the legal text with its date, section by section. */
export function LegalScreen({ doc }: { doc: 'agreement' | 'privacy' }) {
  const t = useTranslations('help');
  const help = useHelpContent();
  const text = help.status === 'ready' ? help.content[doc] : null;
  return (
    <main className="screen">
      <NavBar title={t(doc)} fallback="/helpcenter" />
      {!text ? (
        <HelpStatus status={help.status === 'failed' ? 'failed' : 'loading'} onRetry={help.retry} what={t('loadFailed')} />
      ) : (
        <article className={styles.doc} data-testid={`legal-${doc}`}>
          <p className={styles.date}>{text.date}</p>
          <Blocks blocks={text.intro} />
          {text.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${doc}-${section.id}`}>
              <h2 id={`${doc}-${section.id}`}>{section.heading}</h2>
              <Blocks blocks={section.body} />
            </section>
          ))}
        </article>
      )}
    </main>
  );
}
