'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Ltr } from '@/components/kit/Ltr';
import type { EnvelopeCreated } from '@/features/redEnvelope/contract/redEnvelopeApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { EnvelopeArt } from './EnvelopeArt';
import { EnvelopeShare } from './EnvelopeShare';
import styles from './RedEnvelope.module.css';

/**
 * The envelope just sent: its link to the claim screen and its claim code to copy or share, and the
 * QR code of the link to show on screen (EnvelopeShare; the sender's detail shows the same).
 */
export function EnvelopeSent({ created, onAnother }: { created: EnvelopeCreated; onAnother: () => void }) {
  const t = useTranslations('redEnvelope');
  const { envelope } = created;
  return (
    <section className={`card done-card ${styles.sent}`} role="status" aria-labelledby="envelope-sent-title" data-testid="envelope-sent" data-envelope-id={envelope.id}>
      <EnvelopeArt className={styles.artSmall} />
      <h2 className="card-title" id="envelope-sent-title">
        {t('sentTitle')}
      </h2>
      <p className="done-amount">
        <Ltr>{t('amount', { amount: formatAmount(envelope.total, { exact: true }), coin: envelope.coin })}</Ltr>
      </p>
      <p className={styles.muted}>{t('sentBody')}</p>
      <EnvelopeShare linkId={envelope.linkId} code={envelope.code} coin={envelope.coin} />
      <div className="actions">
        <AppLink className="button button-secondary" href={`/redEnvelopeDetail?id=${envelope.id}`} testId="envelope-view">
          {t('viewDetail')}
        </AppLink>
        <Button variant="text" onClick={onAnother}>
          {t('sendAnother')}
        </Button>
      </div>
    </section>
  );
}
