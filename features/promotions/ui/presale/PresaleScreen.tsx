'use client';

import { IconCircleCheck, IconListDetails, IconRocket, IconShieldCheck, IconTrophy } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { ConfirmPay } from '@/components/kit/ConfirmPay';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useAmountText, useAmountTextError } from '@/components/kit/useAmountText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { usePayConfirmation } from '@/components/kit/usePayConfirmation';
import { AccountGate } from '@/components/shell/AccountGate';
import { failureOf } from '@/lib/api/apiFailure';
import { newIdempotencyKey } from '@/lib/api/newIdempotencyKey';
import { useFailureText } from '@/lib/api/useFailureText';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { secondsToClock } from '@/lib/format/secondsToClock';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import type { UserInfo } from '@/lib/state/session';
import { useAction } from '@/lib/useAction';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { commitPresale, loadPresalePublic, usePresaleCurrent } from '@/features/promotions/api/presale';
import type { PresaleCommitResult, PresaleCurrent, PresaleRound } from '@/features/promotions/contract/presaleApi';
import { PAY_DECIMALS } from '@/features/promotions/contract/promotionsRules';
import { checkPresaleCommit, type PresaleCommitProblem } from '@/features/promotions/logic/presale/checkPresaleCommit';
import promo from '../Promotions.module.css';
import styles from './Presale.module.css';

/**
 * `/index/premmt` (login needed): the current pre-sale round (or `?id=` one), as an exchange's
 * launchpad shows it — the token and price, the allocation and the lot, the window with a
 * countdown, what I committed and may still commit, the commit form with its confirmation, the
 * seed's hash; after the draw, my result and the seed with a "verify" that recomputes the whole
 * draw in the browser with the server's own function. The rules are written on the screen.
 */
export function PresaleScreen() {
  const t = useTranslations('promotions.presale');
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/home" />
      <AccountGate>{(user) => <Round user={user} />}</AccountGate>
    </main>
  );
}

function Round({ user }: { user: UserInfo }) {
  const t = useTranslations('promotions.presale');
  const id = useSearchParams().get('id');
  const current = usePresaleCurrent(id && /^[1-9]\d{0,17}$/.test(id) ? id : null);
  const [committed, setCommitted] = useState<PresaleCommitResult | null>(null);
  const [draft, setDraft] = useState<bigint | null>(null);
  if (current.error && !current.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void current.mutate()} testId="presale-load-failed" />;
  if (!current.data) return <FormSkeleton label={t('loading')} />;
  const data = current.data;
  const links = <Links />;
  if (!data.round || !data.mine) {
    return (
      <>
        <Empty icon={IconRocket} title={t('emptyTitle')} body={t('emptyBody')} />
        {links}
      </>
    );
  }
  const round = data.round;
  const mine = data.mine;
  const reload = () => void current.mutate();
  let action: React.ReactNode = null;
  if (committed) {
    action = (
      <section className="card done-card" role="status" data-testid="presale-done">
        <IconCircleCheck className="done-icon" aria-hidden="true" />
        <h2 className="card-title">{t('doneTitle')}</h2>
        <p className="card-body">
          <Ltr>{t('doneBody', { amount: formatAmount(committed.paid.amount, { exact: true }), total: formatAmount(committed.committed, { exact: true }), left: formatAmount(committed.left, { exact: true }) })}</Ltr>
        </p>
        <div className="actions">
          <Button onClick={() => setCommitted(null)}>{t('done')}</Button>
        </div>
      </section>
    );
  } else if (draft !== null) {
    action = (
      <Confirm
        round={round}
        units={draft}
        googleEnabled={user.googleEnabled}
        onEdit={() => setDraft(null)}
        onDone={(result) => {
          setDraft(null);
          setCommitted(result);
          reload();
        }}
        onRefused={() => {
          setDraft(null);
          reload();
        }}
      />
    );
  } else if (round.phase === 'open') {
    action = !user.payPasswordSet ? (
      <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next="/index/premmt" />
    ) : parseAmount(mine.left, PAY_DECIMALS) < parseAmount(round.lot, PAY_DECIMALS) ? (
      <p className="notice" role="status" data-testid="presale-cap-reached">
        {t('capReached', { cap: round.cap })}
      </p>
    ) : (
      <CommitForm data={data} round={round} onNext={setDraft} />
    );
  }
  return (
    <>
      <RoundCard round={round} now={data.now} onPhaseChange={reload} />
      <Mine data={data} round={round} />
      {action}
      <Fairness round={round} anonId={mine.anonId} />
      <Rules round={round} />
      {links}
    </>
  );
}

function Links() {
  const t = useTranslations('promotions.presale');
  return (
    <nav className={styles.links} aria-label={t('linksLabel')}>
      <AppLink className="button button-text" href="/index/premmt-history" testId="presale-history-link">
        <IconListDetails aria-hidden="true" /> {t('historyLink')}
      </AppLink>
      <AppLink className="button button-text" href="/index/premmt-prize-history" testId="presale-prizes-link">
        <IconTrophy aria-hidden="true" /> {t('prizesLink')}
      </AppLink>
    </nav>
  );
}

/** Seconds to `target`, ticking each second, counted from the server's clock (the phone's may be off). */
function useCountdown(serverNow: string, target: string): number {
  const [offset] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return Math.max(0, Math.ceil((new Date(target).getTime() - now) / 1000));
}

function RoundCard({ round, now, onPhaseChange }: { round: PresaleRound; now: string; onPhaseChange: () => void }) {
  const t = useTranslations('promotions.presale');
  const target = round.phase === 'upcoming' ? round.opensAt : round.closesAt;
  const seconds = useCountdown(now, target);
  const ticking = round.phase === 'upcoming' || round.phase === 'open';
  // Once per opening or closing: the round is read again, and the screen follows its new phase.
  const reloadedFor = useRef<string | null>(null);
  useEffect(() => {
    if (ticking && seconds === 0 && reloadedFor.current !== target) {
      reloadedFor.current = target;
      onPhaseChange();
    }
  }, [ticking, seconds, target, onPhaseChange]);
  const tokens = (amount: string) => t('amount', { amount: formatAmount(amount, { exact: true }), coin: round.token });
  const usdt = (amount: string) => t('amount', { amount: formatAmount(amount, { exact: true }), coin: round.payCoin });
  return (
    <section className={promo.priceCard} aria-labelledby="presale-round-title">
      <div className={promo.priceHead}>
        <CoinIcon symbol={round.token} />
        <h2 id="presale-round-title" className={promo.tokenName}>
          {t('roundTitle', { id: round.id, coin: round.token })}
        </h2>
        <span className={promo.badge} data-testid="presale-phase">
          {t(`phase.${round.phase}`)}
        </span>
      </div>
      <p className={promo.price} data-testid="presale-price">
        <Ltr>{t('priceLine', { coin: round.token, price: formatAmount(round.price, { exact: true }), pay: round.payCoin })}</Ltr>
      </p>
      {ticking && (
        <p className={styles.countdown} data-testid="presale-countdown" aria-live="off">
          {t(round.phase === 'upcoming' ? 'opensIn' : 'closesIn')} <Ltr>{secondsToClock(seconds)}</Ltr>
        </p>
      )}
      <dl className={`facts ${styles.roundFacts}`}>
        <Fact label={t('allocation')} testId="presale-allocation">
          <Ltr>{tokens(round.allocation)}</Ltr>
        </Fact>
        <Fact label={t('lot')} testId="presale-lot">
          <Ltr>{t('lotValue', { lot: formatAmount(round.lot, { exact: true }), pay: round.payCoin, tokens: formatAmount(round.lotTokens, { exact: true }), coin: round.token })}</Ltr>
        </Fact>
        <Fact label={t('lotsOnSale')}>{t('lotsValue', { lots: round.lotsOnSale })}</Fact>
        <Fact label={t('cap')} testId="presale-cap">
          <Ltr>{usdt(round.cap)}</Ltr>
        </Fact>
        <Fact label={t('window')} testId="presale-window">
          <Ltr>
            {formatDate(new Date(round.opensAt))} – {formatDate(new Date(round.closesAt))}
          </Ltr>
        </Fact>
        <Fact label={t('subscribers')} testId="presale-subscribers">
          {t('subscribersValue', { count: round.subscribers, committed: formatAmount(round.committed, { exact: true }), pay: round.payCoin })}
        </Fact>
      </dl>
    </section>
  );
}

function Mine({ data, round }: { data: PresaleCurrent; round: PresaleRound }) {
  const t = useTranslations('promotions.presale');
  const mine = data.mine!;
  const usdt = (amount: string) => <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin: round.payCoin })}</Ltr>;
  return (
    <section className={promo.balances} aria-labelledby="presale-mine-title">
      <h2 id="presale-mine-title" className={`section-title ${promo.sectionTitle}`}>
        {t('mineTitle')}
      </h2>
      <dl className="facts">
        <Fact label={t('state')} testId="presale-state">
          {t(`states.${mine.state}`)}
        </Fact>
        <Fact label={t('committed')} testId="presale-committed">
          {usdt(mine.committed)}
        </Fact>
        {round.phase === 'open' && (
          <Fact label={t('left')} testId="presale-left">
            {usdt(mine.left)}
          </Fact>
        )}
        {mine.tokens !== null && mine.wonLots !== null && (
          <>
            <Fact label={t('won')} testId="presale-won">
              <Ltr>{t('wonValue', { lots: mine.wonLots, amount: formatAmount(mine.tokens, { exact: true }), coin: round.token })}</Ltr>
            </Fact>
            <Fact label={t('paid')}>{usdt(mine.cost ?? '0')}</Fact>
            <Fact label={t('refunded')} testId="presale-refund">
              {usdt(mine.refund ?? '0')}
            </Fact>
          </>
        )}
        <Fact label={t('balancePay', { coin: round.payCoin })} testId="presale-balance">
          {usdt(data.balances.pay)}
        </Fact>
      </dl>
    </section>
  );
}

function CommitForm({ data, round, onNext }: { data: PresaleCurrent; round: PresaleRound; onNext: (units: bigint) => void }) {
  const t = useTranslations('promotions.presale');
  const [amountText, setAmountText] = useState('');
  const [problems, setProblems, edited] = useFieldErrors<{ amount?: string }>();
  const amount = useAmountText(amountText, PAY_DECIMALS);
  const amountError = useAmountTextError(round.payCoin, PAY_DECIMALS);
  const lot = parseAmount(round.lot, PAY_DECIMALS);
  const problem = amount.ok ? checkPresaleCommit(amount.units, lot, parseAmount(data.mine!.left, PAY_DECIMALS), parseAmount(data.balances.pay, PAY_DECIMALS)) : null;
  const problemText = (p: PresaleCommitProblem) =>
    t(`problems.${p}`, { lot: round.lot, left: formatAmount(data.mine!.left, { exact: true }), balance: formatAmount(data.balances.pay, { exact: true }), pay: round.payCoin });
  const typed = amount.ok && problem && problem !== 'zero' ? problemText(problem) : undefined;
  const lots = amount.ok && !problem ? amount.units / lot : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    if (!amount.ok || problem) {
      setProblems({ amount: !amount.ok ? (amountError(amount) ?? undefined) : problemText(problem!) });
      focusFirstInvalid(form);
      return;
    }
    onNext(amount.units);
  };
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="presale-form">
      <AmountInput
        label={t('amountLabel', { pay: round.payCoin })}
        value={amountText}
        onChange={edited('amount', setAmountText)}
        coin={round.payCoin}
        decimals={PAY_DECIMALS}
        name="amount"
        hint={t('amountHint', { lot: round.lot, left: formatAmount(data.mine!.left, { exact: true }), pay: round.payCoin })}
        error={problems.amount ?? typed}
      />
      <p className={promo.note} data-testid="presale-lots">
        {lots !== null ? t('lotsTyped', { lots: Number(lots), tokens: formatAmount(unitsToDecimal(lots * parseAmount(round.lotTokens, round.tokenDecimals), round.tokenDecimals), { exact: true }), coin: round.token }) : '—'}
      </p>
      <div className="actions">
        <Button type="submit" testId="presale-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}

function Confirm({ round, units, googleEnabled, onEdit, onDone, onRefused }: { round: PresaleRound; units: bigint; googleEnabled: boolean; onEdit: () => void; onDone: (r: PresaleCommitResult) => void; onRefused: () => void }) {
  const t = useTranslations('promotions.presale');
  const [idempotencyKey] = useState(newIdempotencyKey);
  const confirmation = usePayConfirmation(googleEnabled, { payPasswordRequired: t('payPasswordRequired'), googleRequired: t('googleRequired') });
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const amount = unitsToDecimal(units, PAY_DECIMALS);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!confirmation.ready()) return;
    void run(async () => {
      try {
        onDone(await commitPresale({ roundId: round.id, amount, payPassword: confirmation.payPassword, googleCode: confirmation.googleCode, idempotencyKey }));
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        if (confirmation.showFieldFailure(failure)) return;
        if (failure.key?.startsWith('promotions.presale.errors.')) setRefusal(failureText(failure, t('commitFailed')));
        else confirmation.setProblem({ text: failureText(failure, t('commitFailed')), locked: false, field: 'form' });
      }
    });
  };
  if (refusal) {
    return (
      <div className="notice notice-warning" role="alert" data-testid="presale-refused">
        <p>{refusal}</p>
        <div className="actions">
          <Button onClick={onRefused}>{t('reload')}</Button>
        </div>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={submit} noValidate data-testid="presale-confirm">
      <h2 className="section-title">{t('confirmTitle')}</h2>
      <dl className="facts facts-confirm">
        <Fact label={t('youCommit')} testId="presale-confirm-amount">
          <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin: round.payCoin })}</Ltr>
        </Fact>
        <Fact label={t('round')}>{t('roundTitle', { id: round.id, coin: round.token })}</Fact>
        <Fact label={t('drawAt')}>
          <Ltr>{formatDate(new Date(round.closesAt))}</Ltr>
        </Fact>
      </dl>
      <p className={promo.note}>{t('confirmNote')}</p>
      <ConfirmPay
        confirmation={confirmation}
        labels={{ payPassword: t('payPassword'), googleCode: t('googleCode'), submit: t('confirmCommit'), edit: t('edit') }}
        testIds={{ payPassword: 'presale-pay-password', googleCode: 'presale-google-code', problem: 'presale-problem', submit: 'presale-submit' }}
        busy={busy}
        onEdit={onEdit}
      />
    </form>
  );
}

type Verdict = { ok: boolean; hashOk: boolean; linesOk: boolean; subscribers: number } | 'failed';

function Fairness({ round, anonId }: { round: PresaleRound; anonId: string | null }) {
  const t = useTranslations('promotions.presale');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [busy, run] = useAction();
  const verify = () =>
    void run(async () => {
      try {
        const [pub, { drawPresale }, { seedHashOf }, { lotTokensOf }] = await Promise.all([
          loadPresalePublic(round.id),
          import('@/features/promotions/logic/presale/drawPresale'),
          import('@/features/promotions/logic/presale/seedHashOf'),
          import('@/features/promotions/contract/presaleRules'),
        ]);
        const r = pub.round;
        if (!r.seed) return setVerdict('failed');
        const [lot, price] = [parseAmount(r.lot, PAY_DECIMALS), parseAmount(r.price, PAY_DECIMALS)];
        const lines = drawPresale({
          roundId: r.id,
          seed: r.seed,
          lot,
          lotTokens: lotTokensOf(lot, price, r.tokenDecimals),
          allocation: parseAmount(r.allocation, r.tokenDecimals),
          price,
          tokenDecimals: r.tokenDecimals,
          subscriptions: pub.subscriptions.map((s) => ({ id: s.id, committed: parseAmount(s.committed, PAY_DECIMALS) })),
        });
        const hashOk = seedHashOf(r.seed) === r.seedHash && r.seedHash === round.seedHash;
        const linesOk = lines.every((line, i) => pub.subscriptions[i].wonLots === line.wonLots);
        setVerdict({ ok: hashOk && linesOk, hashOk, linesOk, subscribers: lines.length });
      } catch {
        setVerdict('failed');
      }
    });
  return (
    <section className={promo.rules} aria-labelledby="presale-fair-title">
      <h2 id="presale-fair-title" className={`section-title ${promo.sectionTitle}`}>
        {t('fairTitle')}
      </h2>
      <dl className="facts">
        <Fact label={t('seedHash')} testId="presale-seed-hash">
          <code className={styles.hash}>{round.seedHash}</code>
        </Fact>
        <Fact label={t('seed')} testId="presale-seed">
          {round.seed ? <code className={styles.hash}>{round.seed}</code> : t('seedHidden')}
        </Fact>
        {anonId && (
          <Fact label={t('myId')} testId="presale-my-id">
            <code className={styles.hash}>{anonId}</code>
          </Fact>
        )}
      </dl>
      {round.seed && (
        <div className="actions">
          <Button variant="text" onClick={verify} disabled={busy} testId="presale-verify">
            <IconShieldCheck aria-hidden="true" /> {t('verify')}
          </Button>
        </div>
      )}
      {verdict && (
        <p className={`notice ${verdict !== 'failed' && verdict.ok ? '' : 'notice-warning'}`} role="status" data-testid="presale-verdict">
          {verdict === 'failed' ? t('verifyFailed') : verdict.ok ? t('verified', { count: verdict.subscribers }) : t(verdict.hashOk ? 'mismatchLines' : 'mismatchHash')}
        </p>
      )}
    </section>
  );
}

function Rules({ round }: { round: PresaleRound }) {
  const t = useTranslations('promotions.presale');
  const values = { coin: round.token, pay: round.payCoin, lot: round.lot, tokens: round.lotTokens, cap: round.cap, lots: round.lotsOnSale };
  return (
    <section className={promo.rules} aria-labelledby="presale-rules-title">
      <h2 id="presale-rules-title" className={`section-title ${promo.sectionTitle}`}>
        {t('rulesTitle')}
      </h2>
      <ul className={promo.ruleList} data-testid="presale-rules">
        <li>{t('ruleWindow', values)}</li>
        <li>{t('ruleLots', values)}</li>
        <li>{t('ruleCap', values)}</li>
        <li>{t('ruleDraw', values)}</li>
        <li>{t('ruleSettle', values)}</li>
        <li>{t('ruleVerify', values)}</li>
      </ul>
    </section>
  );
}
