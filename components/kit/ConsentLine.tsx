'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import styles from './ConsentLine.module.css';

// Tag renderers for t.rich, defined once at module level rather than in each render.
const tags = {
  agreement: (chunks: React.ReactNode) => <AppLink href="/serviceagreement">{chunks}</AppLink>,
  privacy: (chunks: React.ReactNode) => <AppLink href="/privacypolicy">{chunks}</AppLink>,
};

/**
 * The registration consent: links to both legal texts (the help feature's pages), opened in place. Going back
 * returns to the form as it was left (keep-alive), except the two password fields, which are never
 * kept.
 */
export function ConsentLine() {
  const t = useTranslations('help');
  return (
    <p className={styles.consent} data-testid="register-consent">
      {t.rich('consent', tags)}
    </p>
  );
}
