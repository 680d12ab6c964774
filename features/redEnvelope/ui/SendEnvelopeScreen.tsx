'use client';

import { useAtomValue } from 'jotai';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ComponentType } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { Button } from '@/components/kit/Button';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { Ltr, ltrText } from '@/components/kit/Ltr';
import { useAmountText, useAmountTextError } from '@/components/kit/useAmountText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useBalances, useCoinList } from '@/lib/api/walletReads';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { COIN_SYMBOL_PATTERN } from '@/features/cloudWallet/contract/walletRules';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { useEnvelopeInfo } from '@/features/redEnvelope/api/redEnvelope';
import type { EnvelopeCreated, EnvelopeInfo } from '@/features/redEnvelope/contract/redEnvelopeApi';
import type { EnvelopeKind } from '@/features/redEnvelope/contract/redEnvelopeRules';
import { checkEnvelope, envelopeTotal } from '@/features/redEnvelope/logic/checkEnvelope';
import { formatAmount } from '@/lib/format/formatAmount';
import { useKeptState } from '@/lib/state/keptState';
import { userInfoAtom } from '@/lib/state/session';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { EnvelopeArt } from './EnvelopeArt';
import { EnvelopeConfirm, type EnvelopeDraft } from './EnvelopeConfirm';
import { EnvelopeSent } from './EnvelopeSent';
import styles from './RedEnvelope.module.css';

/** The coin an envelope starts with (the one most envelopes are sent in), while the query names none. */
const DEFAULT_COIN = 'USDT';

/** The cloud wallet's link to its coin picker, which the page passes in (a feature does not import another's UI). */
export type CoinPickLinkSlot = ComponentType<{ coin: CoinInfo; href: string; changeLabel: string; testId: string }>;

/**
 * `/sendEnvelope?coin=` (SPEC §1, §5): the coin (picked on `/redCoinList`), lucky or
 * fixed, the number of shares, the amount (lucky: the total; fixed: each share, the total shown),
 * wishes, and the server's rules on screen; a pay password must be set first. Next asks for the pay
 * password (EnvelopeConfirm), then the link, code and QR code are shown to share (EnvelopeSent).
 */
export function SendEnvelopeScreen({ CoinPickLink }: { CoinPickLink: CoinPickLinkSlot }) {
  const t = useTranslations('redEnvelope');
  const params = useSearchParams();
  const typed = params.get('coin')?.toUpperCase() ?? '';
  const info = useEnvelopeInfo();
  const coins = useCoinList();
  const balances = useBalances();
  const user = useAtomValue(userInfoAtom);
  const [draft, setDraft] = useState<EnvelopeDraft | null>(null);
  const [sent, setSent] = useState<EnvelopeCreated | null>(null);

  let body: React.ReactNode;
  if (sent) body = <EnvelopeSent created={sent} onAnother={() => setSent(null)} />;
  else if (info.error || coins.error) body = <LoadFailed text={t('loadFailed')} onRetry={() => void Promise.all([info.mutate(), coins.mutate()])} />;
  else if (!info.data || !coins.data || !user) body = <FormSkeleton label={t('loading')} />;
  else {
    const wanted = COIN_SYMBOL_PATTERN.test(typed) && info.data.coins.includes(typed) ? typed : info.data.coins.includes(DEFAULT_COIN) ? DEFAULT_COIN : info.data.coins[0];
    const coin = coins.data.coins.find((c) => c.symbol === wanted);
    const balance = balances.data?.coins.find((c) => c.symbol === wanted)?.balance ?? null;
    if (!coin) {
      body = (
        <p className="notice notice-error" role="alert" data-testid="envelope-unavailable">
          {t('noCoins')}
        </p>
      );
    } else if (draft) {
      body = (
        <EnvelopeConfirm
          draft={draft}
          googleEnabled={user.googleEnabled}
          onEdit={() => setDraft(null)}
          onDone={(created) => {
            setDraft(null);
            setSent(created);
            void balances.mutate();
            void info.mutate();
          }}
        />
      );
    } else {
      body = (
        <>
          {!user.payPasswordSet && (
            <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next={`/sendEnvelope?coin=${coin.symbol}`} />
          )}
          <EnvelopeForm CoinPickLink={CoinPickLink} coin={coin} balance={balance} info={info.data} canSend={user.payPasswordSet} onNext={setDraft} />
        </>
      );
    }
  }

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/home" />
      {body}
    </main>
  );
}

type Problems = { quantity?: string; amount?: string; wishes?: string };

function EnvelopeForm({ CoinPickLink, coin, balance, info, canSend, onNext }: { CoinPickLink: CoinPickLinkSlot; coin: CoinInfo; balance: string | null; info: EnvelopeInfo; canSend: boolean; onNext: (draft: EnvelopeDraft) => void }) {
  const t = useTranslations('redEnvelope');
  const [kind, setKind] = useKeptState<EnvelopeKind>('kind', 'lucky');
  const [quantityText, setQuantityText] = useKeptState('quantity', '');
  const [amountText, setAmountText] = useKeptState('amount', '');
  const [wishes, setWishes] = useKeptState('wishes', '');
  const [problems, setProblems, edited] = useFieldErrors<Problems>();
  const amount = useAmountText(amountText, coin.decimals);
  const amountError = useAmountTextError(coin.symbol, coin.decimals);
  const quantity = /^\d{1,7}$/.test(quantityText.trim()) ? Number(quantityText.trim()) : 0;
  const total = amount.ok ? envelopeTotal(kind, amount.units, quantity) : null;
  const coinAmount = (units: bigint) => t('amount', { amount: formatAmount(unitsToDecimal(units, coin.decimals), { exact: true }), coin: coin.symbol });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const units = amount.ok ? amount.units : 0n;
    const check = checkEnvelope({
      kind,
      units,
      quantityText,
      wishes,
      quantityMax: info.quantityMax,
      wishesMax: info.wishesMax,
      balance: balance === null ? null : parseAmount(balance, coin.decimals),
    });
    const next: Problems = {};
    if (!amount.ok) next.amount = amountError(amount) ?? undefined;
    if (!check.ok && !(check.field === 'amount' && next.amount)) {
      next[check.field] = t(`problems.${check.problem}`, {
        max: check.field === 'wishes' ? info.wishesMax : info.quantityMax,
        minimum: unitsToDecimal(BigInt(Math.max(quantity, 1)), coin.decimals),
        coin: coin.symbol,
        balance: formatAmount(balance ?? '0', { exact: true }),
      });
    }
    if (next.amount || next.quantity || next.wishes || !check.ok) {
      setProblems(next);
      focusFirstInvalid(form);
      return;
    }
    onNext({ coin, kind, quantity, units, total: check.total, wishes: wishes.trim() });
  };

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="envelope-form">
      <div className={styles.banner}>
        <EnvelopeArt className={styles.artSmall} />
        <p>{t('sendIntro')}</p>
      </div>
      <div className={styles.coinRow}>
        <span className="field-label">{t('coin')}</span>
        <CoinPickLink coin={coin} href={`/redCoinList?coin=${coin.symbol}`} changeLabel={t('changeCoin')} testId="envelope-coin" />
      </div>
      <fieldset className={styles.kinds}>
        <legend className="field-label">{t('kind')}</legend>
        {(['lucky', 'fixed'] as const).map((k) => (
          <label key={k} className={styles.kind} data-checked={kind === k || undefined}>
            <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} data-testid={`envelope-kind-${k}`} />
            <span className={styles.kindName}>{t(k)}</span>
            <span className={styles.kindHint}>{t(k === 'lucky' ? 'luckyHint' : 'fixedHint')}</span>
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('quantity')}
        value={quantityText}
        onChange={edited('quantity', setQuantityText)}
        inputMode="numeric"
        name="quantity"
        autoComplete="off"
        error={problems.quantity}
      />
      <AmountInput
        label={t(kind === 'lucky' ? 'totalAmount' : 'shareAmount', { coin: coin.symbol })}
        value={amountText}
        onChange={edited('amount', setAmountText)}
        coin={coin.symbol}
        decimals={coin.decimals}
        name="amount"
        hint={balance === null ? undefined : t('available', { amount: formatAmount(balance, { exact: true }), coin: coin.symbol })}
        error={problems.amount}
        usdPrice={coin.usdPrice}
      />
      <TextField
        label={t('wishes')}
        value={wishes}
        onChange={edited('wishes', setWishes)}
        placeholder={t('wishesPlaceholder')}
        name="wishes"
        autoComplete="off"
        hint={t('wishesCount', { count: [...wishes.trim()].length, max: info.wishesMax })}
        error={problems.wishes}
      />
      <p className={styles.total} data-testid="envelope-total">
        <span>{t('total')}</span>
        <strong>
          <Ltr>{total !== null && total > 0n ? coinAmount(total) : `— ${coin.symbol}`}</Ltr>
        </strong>
      </p>
      <section aria-labelledby="envelope-rules">
        <h2 id="envelope-rules" className="field-label">
          {t('rules')}
        </h2>
        <ul className={styles.rules} data-testid="envelope-rules">
          <li>{t('ruleQuantity', { max: info.quantityMax })}</li>
          <li>{t('ruleExpiry', { hours: info.expiryHours })}</li>
          {/* The amounts isolated: in Arabic, digits after "UTC" would otherwise join its left-to-right run. */}
          <li>{t('ruleDaily', { limit: ltrText(formatAmount(info.dailyLimitUsd, { trim: true })), remaining: ltrText(formatAmount(info.dailyRemainingUsd, { trim: true })) })}</li>
          <li>{t('ruleOnce')}</li>
        </ul>
      </section>
      <div className="actions">
        <Button type="submit" disabled={!canSend} testId="envelope-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}
