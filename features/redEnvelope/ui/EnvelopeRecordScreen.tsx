'use client';

import { IconGift } from '@tabler/icons-react';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { AccountGate } from '@/components/shell/AccountGate';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { claimEnvelope, useEnvelopePages } from '@/features/redEnvelope/api/redEnvelope';
import type { ReceivedPage, SentPage } from '@/features/redEnvelope/contract/redEnvelopeApi';
import { CLAIM_CODE_PATTERN, normaliseClaimCode } from '@/features/redEnvelope/contract/redEnvelopeRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { useKeptState } from '@/lib/state/keptState';
import { useAction } from '@/lib/useAction';
import styles from './RedEnvelope.module.css';

/**
 * `/redEnvelopeRecord`: "Claim with a code" at the top (a wrong code counts; after 5 in 24 hours
 * the lockout message shows), then the sent and received tabs, each with its totals per coin and
 * its paged list leading to the envelope's detail.
 */
export function EnvelopeRecordScreen() {
  const t = useTranslations('redEnvelope');
  return (
    <main className="screen">
      <NavBar title={t('recordTitle')} fallback="/index/home" />
      <AccountGate>{() => <Records />}</AccountGate>
    </main>
  );
}

function Records() {
  const t = useTranslations('redEnvelope');
  const [tab, setTab] = useKeptState<'sent' | 'received'>('tab', 'sent');
  return (
    <>
      <ClaimByCode />
      <div className={styles.records}>
        <div className={styles.tabs} role="tablist" aria-label={t('recordTitle')}>
          {(['sent', 'received'] as const).map((which) => (
            <button
              key={which}
              type="button"
              role="tab"
              id={`tab-${which}`}
              aria-controls={`panel-${which}`}
              aria-selected={tab === which}
              className={styles.tab}
              onClick={() => setTab(which)}
              data-testid={`tab-${which}`}
            >
              {t(which === 'sent' ? 'sentTab' : 'receivedTab')}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {tab === 'sent' ? <SentList /> : <ReceivedList />}
        </div>
      </div>
    </>
  );
}

function ClaimByCode() {
  const t = useTranslations('redEnvelope');
  const router = useRouter();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = normaliseClaimCode(code);
    if (!CLAIM_CODE_PATTERN.test(typed)) {
      setProblem(t('codeMissing'));
      return;
    }
    void run(async () => {
      try {
        const claimed = await claimEnvelope({ code: typed });
        router.push(`/redEnvelopeDetail?id=${claimed.envelopeId}`);
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblem(failureText(failure, t('claimFailed')));
      }
    });
  };
  return (
    <form className={`form card ${styles.codeForm}`} onSubmit={submit} noValidate aria-labelledby="claim-code-title" data-testid="claim-code-form">
      <h2 id="claim-code-title" className={styles.subTitle}>
        {t('claimByCode')}
      </h2>
      <TextField
        label={t('codeLabel')}
        value={code}
        onChange={(value) => {
          setCode(value);
          setProblem(null);
        }}
        placeholder={t('codePlaceholder')}
        name="claimCode"
        autoComplete="off"
        maxLength={40}
        error={problem}
      />
      <div className="actions">
        <Button type="submit" busy={busy} testId="claim-code-submit">
          {t('claim')}
        </Button>
      </div>
    </form>
  );
}

function Totals({ totals, line }: { totals: { coin: string; amount: string; count: number }[]; line: 'totalLine' | 'receivedTotalLine' }) {
  const t = useTranslations('redEnvelope');
  if (totals.length === 0) return null;
  return (
    <section aria-labelledby="envelope-totals" className={styles.totals} data-testid="envelope-totals">
      <h2 id="envelope-totals" className="field-label">
        {t('totals')}
      </h2>
      <ul>
        {totals.map((x) => (
          <li key={x.coin}>
            {t(line, { amount: formatAmount(x.amount, { trim: true }), coin: x.coin, count: x.count })}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One row of either list: where it leads, its title, its second line and its amount. */
type Row = { key: string; envelopeId: string; title: string; sub: string; amount: string; coin: string };

function SentList() {
  const t = useTranslations('redEnvelope');
  const pages = useEnvelopePages<SentPage>('sent');
  return (
    <EnvelopeList
      which="sent"
      pages={pages}
      empty={t('emptySent')}
      totalLine="totalLine"
      rowOf={(e) => ({
        key: e.id,
        envelopeId: e.id,
        title: e.wishes || t('defaultWishes'),
        sub: `${t('sentRow', { kind: t(e.kind), claimed: e.claimedCount, quantity: e.quantity })} · ${formatDate(new Date(e.createdAt))}`,
        amount: e.total,
        coin: e.coin,
      })}
    />
  );
}

function ReceivedList() {
  const t = useTranslations('redEnvelope');
  const pages = useEnvelopePages<ReceivedPage>('received');
  return (
    <EnvelopeList
      which="received"
      pages={pages}
      empty={t('emptyReceived')}
      totalLine="receivedTotalLine"
      rowOf={(c) => ({
        key: c.envelopeId,
        envelopeId: c.envelopeId,
        title: t('from', { name: c.senderName }),
        sub: `${c.wishes || t('defaultWishes')} · ${formatDate(new Date(c.claimedAt))}`,
        amount: c.amount,
        coin: c.coin,
      })}
    />
  );
}

/** A paged list with its totals, its loading, empty and error states, and "Load more". */
function EnvelopeList<P extends SentPage | ReceivedPage>({
  which,
  pages,
  empty,
  totalLine,
  rowOf,
}: {
  which: 'sent' | 'received';
  pages: ReturnType<typeof useEnvelopePages<P>>;
  empty: string;
  totalLine: 'totalLine' | 'receivedTotalLine';
  rowOf: (item: P['items'][number]) => Row;
}) {
  const t = useTranslations('redEnvelope');
  if (pages.error) return <LoadFailed text={t('loadFailed')} onRetry={() => void pages.mutate()} />;
  if (!pages.data) return <FormSkeleton label={t('loading')} />;
  const rows = pages.data.flatMap((p) => (p.items as P['items'][number][]).map(rowOf));
  const last = pages.data[pages.data.length - 1];
  if (rows.length === 0) return <Empty icon={IconGift} title={empty} body={t('emptyBody')} />;
  return (
    <>
      <Totals totals={pages.data[0].totals} line={totalLine} />
      <ul className={styles.list} data-testid={`${which}-list`}>
        {rows.map((row) => (
          <li key={row.key}>
            <AppLink className={styles.row} href={`/redEnvelopeDetail?id=${row.envelopeId}`} testId={`${which}-row`}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>{row.title}</span>
                <span className={styles.rowSub}>{row.sub}</span>
              </span>
              <span className={styles.rowEnd}>
                <Ltr>{t('amount', { amount: formatAmount(row.amount, { trim: true }), coin: row.coin })}</Ltr>
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      {last.nextCursor && (
        <div className="actions">
          <Button variant="secondary" busy={pages.isValidating} onClick={() => void pages.setSize(pages.size + 1)}>
            {t('more')}
          </Button>
        </div>
      )}
    </>
  );
}
