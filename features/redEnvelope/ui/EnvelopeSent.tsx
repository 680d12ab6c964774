'use client';

import { IconCopy, IconGift, IconShare } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import { QrCode } from '@/components/kit/QrCode';
import { copyText } from '@/components/kit/copyText';
import { shareLink } from '@/components/kit/shareLink';
import type { EnvelopeCreated } from '@/features/redEnvelope/contract/redEnvelopeApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { envelopeLink } from './envelopeLink';
import styles from './RedEnvelope.module.css';

/**
 * The envelope just sent: its link to the claim screen and its claim code, each with Copy, a Share
 * button (native shell → Web Share → copy), and the QR code of the link to show on screen.
 */
export function EnvelopeSent({ created, onAnother }: { created: EnvelopeCreated; onAnother: () => void }) {
  const t = useTranslations('redEnvelope');
  const { envelope } = created;
  const link = envelopeLink(envelope.linkId);
  const share = () =>
    void shareLink({ title: t('shareTitle'), text: t('shareText', { coin: envelope.coin, code: envelope.code }), url: link });
  return (
    <section className={`card done-card ${styles.sent}`} role="status" aria-labelledby="envelope-sent-title" data-testid="envelope-sent" data-envelope-id={envelope.id}>
      <span className={`done-icon ${styles.giftIcon}`} aria-hidden="true">
        <IconGift className="icon" />
      </span>
      <h2 className="card-title" id="envelope-sent-title">
        {t('sentTitle')}
      </h2>
      <p className="done-amount">
        <Ltr>{t('amount', { amount: formatAmount(envelope.total, { exact: true }), coin: envelope.coin })}</Ltr>
      </p>
      <p className={styles.muted}>{t('sentBody')}</p>
      <QrCode value={link} label={t('qrLabel')} />
      <dl className="facts">
        <Fact label={t('link')} testId="envelope-link">
          <Ltr>
            <span className={styles.breakAll}>{link}</span>
          </Ltr>
        </Fact>
        <Fact label={t('code')} testId="envelope-code">
          <Ltr>
            <span className={styles.code}>{envelope.code}</span>
          </Ltr>
        </Fact>
      </dl>
      <div className={styles.shareRow}>
        <Button variant="secondary" onClick={() => void copyText(link)} testId="envelope-copy-link">
          <IconCopy className="icon" aria-hidden="true" />
          {t('copyLink')}
        </Button>
        <Button variant="secondary" onClick={() => void copyText(envelope.code)} testId="envelope-copy-code">
          <IconCopy className="icon" aria-hidden="true" />
          {t('copyCode')}
        </Button>
      </div>
      <div className="actions">
        <Button onClick={share} testId="envelope-share">
          <IconShare className="icon" aria-hidden="true" />
          {t('share')}
        </Button>
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
