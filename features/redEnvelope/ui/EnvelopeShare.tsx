'use client';

import { IconCopy, IconShare } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/kit/Button';
import { Fact } from '@/components/kit/Facts';
import { Ltr } from '@/components/kit/Ltr';
import { QrCode } from '@/components/kit/QrCode';
import { copyText } from '@/components/kit/copyText';
import { shareLink } from '@/components/kit/shareLink';
import { envelopeLink } from './envelopeLink';
import styles from './RedEnvelope.module.css';

/**
 * What a sender shares: the QR code of the claim link, the link and the claim code, each with Copy,
 * and Share (native shell → Web Share → copy). On the "ready" screen right after sending and on the
 * sender's detail for as long as the envelope is open, so the link is never lost.
 */
export function EnvelopeShare({ linkId, code, coin }: { linkId: string; code: string; coin: string }) {
  const t = useTranslations('redEnvelope');
  const link = envelopeLink(linkId);
  const share = () => void shareLink({ title: t('shareTitle'), text: t('shareText', { coin, code }), url: link });
  return (
    <div className={styles.share} data-testid="envelope-share-panel">
      <QrCode value={link} label={t('qrLabel')} />
      <dl className="facts">
        <Fact label={t('link')} testId="envelope-link">
          <Ltr>
            <span className={styles.breakAll}>{link}</span>
          </Ltr>
        </Fact>
        <Fact label={t('code')} testId="envelope-code">
          <Ltr>
            <span className={styles.code}>{code}</span>
          </Ltr>
        </Fact>
      </dl>
      <div className={styles.shareRow}>
        <Button variant="secondary" onClick={() => void copyText(link)} testId="envelope-copy-link">
          <IconCopy className="icon" aria-hidden="true" />
          {t('copyLink')}
        </Button>
        <Button variant="secondary" onClick={() => void copyText(code)} testId="envelope-copy-code">
          <IconCopy className="icon" aria-hidden="true" />
          {t('copyCode')}
        </Button>
      </div>
      <div className="actions">
        <Button onClick={share} testId="envelope-share">
          <IconShare className="icon" aria-hidden="true" />
          {t('share')}
        </Button>
      </div>
    </div>
  );
}
