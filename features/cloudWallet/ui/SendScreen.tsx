'use client';

import { useAtomValue } from 'jotai';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { LazyScreen } from '@/components/kit/LazyScreen';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { AmountInput } from '@/components/kit/AmountInput';
import { AppLink } from '@/components/kit/AppLink';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { Button } from '@/components/kit/Button';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Fact } from '@/components/kit/Facts';
import { NavBar } from '@/components/kit/NavBar';
import { ScanButton } from '@/components/scanner/ScanButton';
import { TextField } from '@/components/kit/TextField';
import { useAmountText, useAmountTextError, useAmountTextWriter } from '@/components/kit/useAmountText';
import { previewRecipient, useCoinDetail } from '@/features/cloudWallet/api/wallet';
import { failureOf } from '@/lib/api/apiFailure';
import { useFailureText } from '@/lib/api/useFailureText';
import { WALLET_ERRORS } from '@/features/cloudWallet/contract/walletApi';
import { useAction } from '@/lib/useAction';
import { checkMemo } from '@/features/cloudWallet/logic/checkMemo';
import { checkTransferAmount, maxTransfer, type TransferLimits } from '@/features/cloudWallet/logic/checkTransferAmount';
import { parseRecipient } from '@/features/cloudWallet/logic/parseRecipient';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import type { CoinDetail, InternalTransferResult } from '@/features/cloudWallet/contract/walletApi';
import { COIN_SYMBOL_PATTERN, MEMO_MAX } from '@/features/cloudWallet/contract/walletRules';
import { formatAmount } from '@/lib/format/formatAmount';
import { initInfoAtom, userInfoAtom } from '@/lib/state/session';
import { useKeptState } from '@/lib/state/keptState';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { SendConfirm, type SendDraft } from './SendConfirm';
import { SendDone } from './SendDone';
import { Ltr } from '@/components/kit/Ltr';
import { useFieldErrors } from '@/components/kit/useFieldErrors';

const DEFAULT_COIN = 'USDT';
/** The blockchain transfer form (features/custody): the page passes it in, so this feature does not import custody's UI. */
export type WithdrawFormSlot = ComponentType<{ coin: string }>;

/** The most decimals an amount may carry: reads any payment code's amount exactly. */
const ANY_DECIMALS = 255;

/**
 * The ways to send (SPEC §2): internal, or a blockchain transfer (features/custody: an
 * address the operator flagged as an exchange's makes it "to an external exchange", type 11).
 */
const TRANSFER_TYPES = ['internal', 'chain'] as const;
type TransferType = (typeof TRANSFER_TYPES)[number];

/**
 * `/send?coin=`: an internal transfer to another account (phone or account id, or a pasted payment
 * code), then the confirmation with the pay password (and the Google code when it is on), then the
 * result. Everything typed survives a failed attempt.
 */
export function SendScreen({ WithdrawForm }: { WithdrawForm: WithdrawFormSlot }) {
  const t = useTranslations('send');
  const search = useSearchParams();
  const param = search.get('coin')?.toUpperCase() ?? DEFAULT_COIN;
  const symbol = COIN_SYMBOL_PATTERN.test(param) ? param : DEFAULT_COIN;
  const detail = useCoinDetail(symbol);
  const user = useAtomValue(userInfoAtom);
  const [draft, setDraft] = useState<SendDraft | null>(null);
  const [done, setDone] = useState<InternalTransferResult | null>(null);

  let body: React.ReactNode;
  if (done) body = <SendDone result={done} />;
  else if (detail.error) {
    body = <LoadFailed text={t('loadFailed', { coin: symbol })} onRetry={() => void detail.mutate()} />;
  } else if (!detail.data || !user) body = <FormSkeleton label={t('loading')} />;
  else if (!detail.data.coin.internalTransferEnabled) {
    body = (
      <p className="notice notice-error" role="alert">
        {t('disabled', { coin: symbol })}
      </p>
    );
  } else if (!user.payPasswordSet) {
    // The form stays usable: what is typed is kept while the pay password is set, and the flow
    // comes back here (afterPayPasswordSaved) to carry on.
    const here = `/send${search.size > 0 ? `?${search.toString()}` : ''}`;
    body = (
      <>
        <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next={here} />
        <SendForm detail={detail.data} WithdrawForm={WithdrawForm} onReview={() => document.querySelector<HTMLElement>('[data-testid="set-pay-password"]')?.focus()} />
      </>
    );
  } else if (draft) {
    body = <SendConfirm draft={draft} googleEnabled={user.googleEnabled} onBack={() => setDraft(null)} onDone={setDone} />;
  } else body = <SendForm detail={detail.data} WithdrawForm={WithdrawForm} onReview={setDraft} />;

  return (
    <main className="screen">
      <NavBar title={t('title', { coin: symbol })} fallback={`/coinDetail?coin=${symbol}`} />
      {body}
    </main>
  );
}

type Problems = { recipient?: string; amount?: string; memo?: string };

function SendForm({ detail, WithdrawForm, onReview }: { detail: CoinDetail; WithdrawForm: WithdrawFormSlot; onReview: (draft: SendDraft) => void }) {
  const t = useTranslations('send');
  const tf = useTranslations('fields');
  const router = useRouter();
  const { coin } = detail;
  const [keptType, setType] = useKeptState<TransferType>('type', 'internal');
  // Blockchain transfers need the operator's custody (initial info); without it the choice is off, said why.
  const chainOn = useAtomValue(initInfoAtom)?.features.onChainTransfers === true;
  const type: TransferType = keptType === 'chain' && !chainOn ? 'internal' : keptType;
  const [recipient, setRecipient] = useKeptState('recipient', '');
  const [amountText, setAmountText] = useKeptState('amount', '');
  const [memo, setMemo] = useKeptState('memo', '');
  const [problems, setProblems, edited] = useFieldErrors<Problems>();
  const [looking, run] = useAction();
  const failureText = useFailureText();
  const params = useSearchParams();
  const amount = useAmountText(amountText, coin.decimals);
  const amountTextError = useAmountTextError(coin.symbol, coin.decimals);
  const writeAmount = useAmountTextWriter();
  // Payment codes carry amounts as plain decimals ("1.5"); the field shows them in the user's locale,
  // exactly, whatever coin the code names (the field then checks that coin's decimals).
  const fromWire = (wire: string) => {
    try {
      return writeAmount(parseAmount(wire, ANY_DECIMALS), ANY_DECIMALS);
    } catch {
      return wire; // shown as it came, and refused with its reason
    }
  };

  // A scanned payment code from home arrives as ?to=&amount= and fills empty fields once: only when
  // the query changes (an effect event reads the fields), so what the user then types is theirs.
  const fillFromQuery = useEffectEvent((to: string | null, wireAmount: string | null) => {
    if (to && !recipient) setRecipient(to);
    if (wireAmount && !amountText) setAmountText(fromWire(wireAmount));
  });
  useEffect(() => {
    fillFromQuery(params.get('to'), params.get('amount'));
  }, [params]);

  const limits: TransferLimits = { decimals: coin.decimals, balance: coin.balance, fee: coin.internalFee, minimum: coin.internalMinimum, dailyRemaining: detail.dailyRemaining };

  const amountProblem = (problem: string) => t(`amountErrors.${problem}`, { coin: coin.symbol, decimals: coin.decimals, minimum: formatAmount(coin.internalMinimum, { exact: true }), balance: formatAmount(coin.balance, { exact: true }), remaining: formatAmount(detail.dailyRemaining, { exact: true }) });

  // A pasted payment code fills the recipient, and the coin and amount it asks for.
  const changeRecipient = (text: string) => {
    const parsed = parseRecipient(text);
    if (parsed.ok && parsed.code) {
      setRecipient(parsed.code.accid);
      if (parsed.code.amount && amountText.trim() === '') setAmountText(fromWire(parsed.code.amount));
      if (parsed.code.coin && parsed.code.coin !== coin.symbol) router.replace(`/send?coin=${parsed.code.coin}`);
      return;
    }
    setRecipient(text);
    if (problems.recipient) setProblems({ ...problems, recipient: undefined });
  };

  const review = (event: React.FormEvent) => {
    event.preventDefault();
    const to = parseRecipient(recipient);
    const check = amount.ok ? checkTransferAmount(amount.units, limits) : null;
    const memoProblem = checkMemo(memo);
    const next: Problems = {
      recipient: to.ok ? undefined : t(`recipientErrors.${to.problem}`),
      amount: !amount.ok ? (amountTextError(amount) ?? undefined) : check && !check.ok ? amountProblem(check.problem) : undefined,
      memo: memoProblem === 'tooLong' ? t('memoTooLong', { max: MEMO_MAX }) : memoProblem === 'hiddenCharacters' ? tf('hiddenCharacters') : undefined,
    };
    setProblems(next);
    if (!to.ok || !amount.ok || next.amount || next.memo) {
      focusFirstInvalid(event.currentTarget as HTMLFormElement);
      return;
    }
    const form = event.currentTarget as HTMLFormElement;
    // The confirmation names the recipient: an unknown one, or yourself, is said here, on the field,
    // before any pay password is typed.
    void run(async () => {
      try {
        const shownAs = await previewRecipient(to.to);
        onReview({ coin: coin.symbol, decimals: coin.decimals, to: to.to, typed: recipient.trim(), recipient: shownAs, amount: unitsToDecimal(amount.units, coin.decimals), fee: coin.internalFee, memo: memo.trim() });
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        const onField = failure.code === WALLET_ERRORS.recipientUnknown || failure.code === WALLET_ERRORS.selfTransfer || failure.code === 429;
        const text = failureText(failure, onField ? undefined : t('recipientLookupFailed'));
        setProblems({ ...next, recipient: text ?? t('recipientLookupFailed') });
        focusFirstInvalid(form);
      }
    });
  };

  const typeChoice = (
    <fieldset className="choice" data-testid="transfer-type">
      <legend className="field-label">{t('type')}</legend>
      {TRANSFER_TYPES.map((option) => {
        const off = option === 'chain' && !chainOn;
        return (
          <label key={option} className="check">
            <input type="radio" name="transfer-type" value={option} checked={type === option} disabled={off} aria-describedby={off ? 'transfer-chain-off' : undefined} onChange={() => setType(option)} />
            <span>{t(`types.${option}`)}</span>
          </label>
        );
      })}
      {!chainOn && (
        <p className="field-hint" id="transfer-chain-off" data-testid="chain-off">
          {t('chainOff')}
        </p>
      )}
    </fieldset>
  );
  // A blockchain transfer is its own form (address, network fee, pay password on the same page).
  if (type === 'chain') {
    return (
      <div className="form">
        {typeChoice}
        <LazyScreen>
          <WithdrawForm coin={coin.symbol} />
        </LazyScreen>
      </div>
    );
  }
  return (
    <form className="form" onSubmit={review} noValidate>
      {typeChoice}
      <TextField
        label={t('recipient')}
        value={recipient}
        onChange={changeRecipient}
        hint={t('recipientHint')}
        error={problems.recipient}
        autoComplete="off"
        name="recipient"
        end={
          // A scanned payment code fills the form as a pasted one does.
          <ScanButton onResult={changeRecipient} />
        }
      />
      <AmountInput
        label={t('amount', { coin: coin.symbol })}
        value={amountText}
        onChange={(text) => {
          setAmountText(text);
          if (problems.amount) setProblems({ ...problems, amount: undefined });
        }}
        coin={coin.symbol}
        decimals={coin.decimals}
        name="amount"
        hint={t('available', { amount: formatAmount(coin.balance, { exact: true }), coin: coin.symbol })}
        error={problems.amount}
        usdPrice={coin.usdPrice}
        prices={detail.prices}
        onMax={() => maxTransfer(limits)}
        maxTestId="send-max"
      />
      <TextField label={t('memo')} value={memo} onChange={edited('memo', setMemo)} maxLength={MEMO_MAX} error={problems.memo} autoComplete="off" name="memo" />
      <dl className="facts">
        <Fact label={t('fee')}><Ltr>{t('coinAmount', { amount: formatAmount(coin.internalFee, { exact: true }), coin: coin.symbol })}</Ltr></Fact>
        <Fact label={t('minimum')}><Ltr>{t('coinAmount', { amount: formatAmount(coin.internalMinimum, { exact: true }), coin: coin.symbol })}</Ltr></Fact>
        <Fact label={t('leftToday')}><Ltr>{t('coinAmount', { amount: formatAmount(detail.dailyRemaining, { exact: true }), coin: coin.symbol })}</Ltr></Fact>
      </dl>
      <div className="actions">
        <Button type="submit" busy={looking} testId="send-review">
          {t('next')}
        </Button>
        <AppLink className="button button-text" href="/coinList?next=send" replace>
          {t('changeCoin')}
        </AppLink>
      </div>
    </form>
  );
}
