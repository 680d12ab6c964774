'use client';

import { IconTrophy } from '@tabler/icons-react';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useAtomValue } from 'jotai';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { AccountGate } from '@/components/shell/AccountGate';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { claimEnvelope, useEnvelopeDetail, useEnvelopePreview } from '@/features/redEnvelope/api/redEnvelope';
import type { EnvelopeClaimed, EnvelopeDetail } from '@/features/redEnvelope/contract/redEnvelopeApi';
import { LINK_ID_PATTERN } from '@/features/redEnvelope/contract/redEnvelopeRules';
import { remainingAmount } from '@/features/redEnvelope/logic/remainingAmount';
import { isDbId } from '@/features/cloudWallet/contract/walletRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { authReadyAtom, tokenAtom } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { EnvelopeCard } from './EnvelopeCard';
import { ClaimCardLoading } from './EnvelopeFirstScreen';
import { EnvelopeShare } from './EnvelopeShare';
import styles from './RedEnvelope.module.css';

/**
 * `/redEnvelopeDetail` (an open route), two readings:
 * - `?link=<linkId>`: a shared link. Its sender, or someone who already claimed it, sees the
 *   envelope's detail (the sender with the link, QR code and code to share again: claiming one's
 *   own envelope can only fail). Anyone else sees the claim screen: the public preview (sender's
 *   masked name, wishes, coin, claimable or not); logged out, "Log in to claim" goes to /relogin
 *   and back here; logged in, Claim takes a share, shows it, then the envelope's detail.
 * - `?id=<envelopeId>`: the detail for its sender or a claimer (wishes, claimed and remaining,
 *   each claim, best luck, expiry or refund; the sender's link and code while it is open).
 */
export function EnvelopeDetailScreen() {
  const t = useTranslations('redEnvelope');
  const params = useSearchParams();
  const link = params.get('link');
  const id = params.get('id');
  const [claimedId, setClaimedId] = useState<string | null>(null);
  const detailId = claimedId ?? (id && isDbId(id) ? id : null);
  return (
    <main className="screen">
      <NavBar title={t(link && !claimedId ? 'claimTitle' : 'detailTitle')} fallback="/redEnvelopeRecord" />
      {link && LINK_ID_PATTERN.test(link) && !claimedId ? (
        <ByLink linkId={link} onClaimed={(claimed) => setClaimedId(claimed.envelopeId)} />
      ) : detailId ? (
        <AccountGate>{() => <Detail id={detailId} />}</AccountGate>
      ) : (
        <p className="notice notice-error" role="alert">
          {t('unknownLink')}
        </p>
      )}
    </main>
  );
}

/** Where the login goes, and comes back to this link after. */
const loginHref = (linkId: string) => `/relogin?redirect=${encodeURIComponent(`/redEnvelopeDetail?link=${encodeURIComponent(linkId)}`)}`;

/** A shared link: the detail for its sender or a claimer (asked first when logged in), else the claim. */
function ByLink({ linkId, onClaimed }: { linkId: string; onClaimed: (claimed: EnvelopeClaimed) => void }) {
  const t = useTranslations('redEnvelope');
  const token = useAtomValue(tokenAtom);
  const authReady = useAtomValue(authReadyAtom);
  const own = useEnvelopeDetail(authReady && token ? { linkId } : null);
  if (!authReady) return <ClaimCardLoading loginHref={loginHref(linkId)} />;
  if (!token) return <ClaimByLink linkId={linkId} onClaimed={onClaimed} />;
  if (own.data) return <DetailBody d={own.data} viaLink />;
  if (own.error) {
    // Neither its sender nor a claimer: the claim screen.
    if (failureOf(own.error)?.key === 'redEnvelope.errors.envelopeUnknown') return <ClaimByLink linkId={linkId} onClaimed={onClaimed} />;
    return <LoadFailed text={t('loadFailed')} onRetry={() => void own.mutate()} />;
  }
  return <ClaimCardLoading loginHref={null} />;
}

function ClaimByLink({ linkId, onClaimed }: { linkId: string; onClaimed: (claimed: EnvelopeClaimed) => void }) {
  const t = useTranslations('redEnvelope');
  const token = useAtomValue(tokenAtom);
  const preview = useEnvelopePreview(linkId);
  const [busy, run] = useAction();
  const [problem, setProblem] = useState<string | null>(null);
  const [claimed, setClaimed] = useState<EnvelopeClaimed | null>(null);
  const failureText = useFailureText();

  if (preview.error) {
    const failure = failureOf(preview.error);
    return failure?.key === 'redEnvelope.errors.envelopeUnknown' ? (
      <p className="notice notice-error" role="alert" data-testid="claim-unknown">
        {t('unknownLink')}
      </p>
    ) : (
      <LoadFailed text={t('loadFailed')} onRetry={() => void preview.mutate()} />
    );
  }
  if (!preview.data) return <ClaimCardLoading loginHref={token ? null : loginHref(linkId)} />;
  const p = preview.data;

  const claim = () =>
    void run(async () => {
      try {
        setProblem(null);
        setClaimed(await claimEnvelope({ linkId }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblem(failureText(failure, t('claimFailed')));
        void preview.mutate();
      }
    });

  return (
    <EnvelopeCard titleId="claim-from" title={t('from', { name: p.senderName })} wishes={p.wishes || t('defaultWishes')} testId="claim-card" wishesTestId="claim-wishes">
      <p className={styles.coinLine}>{p.coin}</p>
      {claimed ? (
        <div role="status" data-testid="claim-done">
          <p className={styles.onPacketMuted}>{t('claimedTitle')}</p>
          <p className="done-amount" data-testid="claim-amount">
            <Ltr>{t('amount', { amount: formatAmount(claimed.amount, { exact: true }), coin: claimed.coin })}</Ltr>
          </p>
          <div className="actions">
            <Button onClick={() => onClaimed(claimed)} testId="claim-view-detail">
              {t('viewDetail')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.onPacketMuted} data-testid="claim-state">
            {p.claimable ? t('claimable') : t('notClaimable')}
          </p>
          {!token && p.claimable && <p className={styles.claimIntro}>{t('claimIntro')}</p>}
          {problem && (
            <p className="notice notice-error" role="alert" data-testid="claim-problem">
              {problem}
            </p>
          )}
          <div className="actions">
            {!token ? (
              <AppLink className="button" href={loginHref(linkId)} testId="claim-login">
                {t('logInToClaim')}
              </AppLink>
            ) : (
              p.claimable && (
                <Button onClick={claim} busy={busy} testId="claim-button">
                  {t('claim')}
                </Button>
              )
            )}
          </div>
        </>
      )}
    </EnvelopeCard>
  );
}

function Detail({ id }: { id: string }) {
  const t = useTranslations('redEnvelope');
  const detail = useEnvelopeDetail({ id });
  if (detail.error) {
    const failure = failureOf(detail.error);
    return failure?.key === 'errors.notFound' || failure?.key === 'redEnvelope.errors.envelopeUnknown' ? (
      <p className="notice notice-error" role="alert">
        {t('notFound')}
      </p>
    ) : (
      <LoadFailed text={t('loadFailed')} onRetry={() => void detail.mutate()} />
    );
  }
  if (!detail.data) return <FormSkeleton label={t('loading')} />;
  return <DetailBody d={detail.data} />;
}

/**
 * The envelope: the packet with the total, the facts (claimed, remaining while it can still be
 * claimed, state with the expiry), the sender's link and code to share while it is open, the claims.
 * `viaLink`: opened from the shared link, so the sender is told why there is no Claim button.
 */
function DetailBody({ d, viaLink = false }: { d: EnvelopeDetail; viaLink?: boolean }) {
  const t = useTranslations('redEnvelope');
  const time = (iso: string) => formatDate(new Date(iso));
  const state =
    d.state === 'open'
      ? t('states.open', { time: time(d.expiresAt) })
      : d.state === 'finished'
        ? t('states.finished')
        : d.state === 'expired'
          ? t('states.expired', { time: time(d.expiresAt) })
          : t('states.refunded', { amount: formatAmount(d.refundedAmount ?? '0', { exact: true }), coin: d.coin, time: time(d.refundedAt ?? d.expiresAt) });
  const sharing = d.mine && d.state === 'open' && d.linkId !== null && d.code !== null;
  return (
    <div className="form" data-testid="envelope-detail" data-mine={d.mine || undefined}>
      <EnvelopeCard titleId="detail-from" title={d.mine ? t('yourEnvelope') : t('from', { name: d.senderName })} wishes={d.wishes || t('defaultWishes')}>
        <p className="done-amount">
          <Ltr>{t('amount', { amount: formatAmount(d.total, { exact: true }), coin: d.coin })}</Ltr>
        </p>
        {viaLink && d.mine && (
          <p className={styles.onPacketMuted} data-testid="own-envelope">
            {t('ownEnvelopeNote')}
          </p>
        )}
      </EnvelopeCard>
      <dl className="facts">
        <Fact label={t('kind')}>{t(d.kind)}</Fact>
        <Fact label={t('claimed')} testId="detail-claimed">
          {t('claimedOf', {
            claimed: d.claimedCount,
            quantity: d.quantity,
            amount: formatAmount(d.claimedAmount, { exact: true }),
            total: formatAmount(d.total, { exact: true }),
            coin: d.coin,
          })}
        </Fact>
        {(d.state === 'open' || d.state === 'expired') && (
          <Fact label={t('remaining')} testId="detail-remaining">
            {t('remainingOf', { count: d.quantity - d.claimedCount, amount: formatAmount(remainingAmount(d.total, d.claimedAmount), { exact: true }), coin: d.coin })}
          </Fact>
        )}
        <Fact label={t('state')} testId="detail-state">
          {state}
        </Fact>
        <Fact label={t('created')}>{time(d.createdAt)}</Fact>
        {d.mine && d.code && !sharing && (
          <Fact label={t('code')} testId="detail-code">
            <Ltr>{d.code}</Ltr>
          </Fact>
        )}
      </dl>
      {sharing && (
        <section className={`card ${styles.shareCard}`} aria-labelledby="detail-share">
          <h2 id="detail-share" className={styles.subTitle}>
            {t('shareAgain')}
          </h2>
          <EnvelopeShare linkId={d.linkId!} code={d.code!} coin={d.coin} />
        </section>
      )}
      <section aria-labelledby="detail-claims">
        <h2 id="detail-claims" className={styles.subTitle}>
          {t('claims')}
        </h2>
        {d.claims.length === 0 ? (
          <Empty title={t('noClaims')} body={t('noClaimsBody')} />
        ) : (
          <ul className={styles.list} data-testid="detail-claims">
            {d.claims.map((c) => (
              <li key={`${c.name}-${c.claimedAt}`} className={styles.row} data-testid="claim-row">
                <span className={styles.rowMain}>
                  <span className={styles.rowTitle}>
                    <Ltr>{c.name}</Ltr>
                    {c.you && <span className={styles.muted}> ({t('you')})</span>}
                  </span>
                  <span className={styles.rowSub}>{time(c.claimedAt)}</span>
                </span>
                <span className={styles.rowEnd}>
                  <Ltr>{t('amount', { amount: formatAmount(c.amount, { exact: true }), coin: d.coin })}</Ltr>
                  {c.bestLuck && (
                    <span className={styles.bestLuck} data-testid="best-luck">
                      <IconTrophy className="icon" aria-hidden="true" />
                      {t('bestLuck')}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
