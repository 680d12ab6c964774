'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { NavBar } from '@/components/kit/NavBar';
import { EnvelopeCard } from './EnvelopeCard';
import styles from './RedEnvelope.module.css';

/**
 * The first screen of a shared link (`/redEnvelopeDetail?link=…`), in the exported HTML: the claim
 * screen as a logged-out visitor sees it, the sender and wishes still to come (the query is read
 * after hydration, lib/firstPaint/useHydrated.ts). It also holds the place while the screen's own
 * code loads, and the claim screen draws the same card while the preview loads, so nothing moves.
 * A device with a session, another language or a PIN never sees it (the early script's hold).
 */
export function EnvelopeFirstScreen() {
  const t = useTranslations('redEnvelope');
  return (
    <main className="screen">
      <NavBar title={t('claimTitle')} fallback="/redEnvelopeRecord" />
      <ClaimCardLoading loginHref="/relogin" />
    </main>
  );
}

/** The claim card before the preview is in: placeholders for the sender, the wishes, the coin and whether it can be claimed; the login link. */
export function ClaimCardLoading({ loginHref }: { loginHref: string | null }) {
  const t = useTranslations('redEnvelope');
  return (
    <EnvelopeCard titleId="claim-from" title={null} wishes={null} testId="claim-card">
      <p className={styles.coinLine}>
        <span className={styles.bar} />
      </p>
      <p className={styles.onPacketMuted}>
        <span className={styles.bar} />
      </p>
      <p className={styles.claimIntro}>{t('claimIntro')}</p>
      {loginHref && (
        <div className="actions">
          <AppLink className="button" href={loginHref} testId="claim-login">
            {t('logInToClaim')}
          </AppLink>
        </div>
      )}
    </EnvelopeCard>
  );
}
