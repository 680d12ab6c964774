'use client';

import { IconArrowsDownUp } from '@tabler/icons-react';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { useAtomValue } from 'jotai';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type ComponentType } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { PayPasswordFirst } from '@/components/kit/PayPasswordFirst';
import { Button } from '@/components/kit/Button';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { useAmountText, useAmountTextError } from '@/components/kit/useAmountText';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { failureOf } from '@/lib/api/apiFailure';
import { focusFirstInvalid } from '@/components/kit/focusFirstInvalid';
import { useFailureText } from '@/lib/api/useFailureText';
import { useBalances, useCoinList } from '@/lib/api/walletReads';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { COIN_SYMBOL_PATTERN } from '@/features/cloudWallet/contract/walletRules';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { requestQuote, useSwapInfo } from '@/features/flashSwap/api/flashSwap';
import type { SwapAcceptResult, SwapInfo, SwapQuote } from '@/features/flashSwap/contract/flashSwapApi';
import { USDT, type SwapSide } from '@/features/flashSwap/contract/flashSwapRules';
import { checkSwapAmount } from '@/features/flashSwap/logic/checkSwapAmount';
import { formatAmount } from '@/lib/format/formatAmount';
import { userInfoAtom } from '@/lib/state/session';
import { useKeptState } from '@/lib/state/keptState';
import { parseAmount } from '@/lib/wallet/amount/parseAmount';
import { useAction } from '@/lib/useAction';
import { SwapDone } from './SwapDone';
import { SwapQuotePanel } from './SwapQuotePanel';
import styles from './FlashSwap.module.css';

const DEFAULT_FROM = USDT;
const DEFAULT_TO = 'BTC';

/** The cloud wallet's link to its coin picker, which the page passes in (a feature does not import another's UI). */
export type CoinPickLinkSlot = ComponentType<{ coin: CoinInfo; href: string; changeLabel: string; testId: string }>;

/** The pair in the query (`?from=&to=`), or the defaults. */
function usePair() {
  const params = useSearchParams();
  const read = (name: string, fallback: string) => {
    const value = params.get(name)?.toUpperCase() ?? '';
    return COIN_SYMBOL_PATTERN.test(value) ? value : fallback;
  };
  return { from: read('from', DEFAULT_FROM), to: read('to', DEFAULT_TO) };
}

/**
 * `/against` (flash swap, SPEC §1, §4, §5): pick the coin paid and the coin received
 * (`/coinAgaList`), type the amount on either side, get a quote whose rate holds for a few seconds
 * (counted down), confirm with the pay password. The quote is never renewed by itself: when it runs
 * out the user asks for a new one.
 */
export function FlashSwapScreen({ CoinPickLink }: { CoinPickLink: CoinPickLinkSlot }) {
  const t = useTranslations('flashSwap');
  const pair = usePair();
  const info = useSwapInfo();
  const coins = useCoinList();
  const balances = useBalances();
  const user = useAtomValue(userInfoAtom);
  const [quote, setQuote] = useState<{ quote: SwapQuote; deadline: number } | null>(null);
  const [done, setDone] = useState<SwapAcceptResult | null>(null);

  let body: React.ReactNode;
  if (done) body = <SwapDone result={done} />;
  else if (info.error || coins.error) body = <LoadFailed text={t('loadFailed')} onRetry={() => void Promise.all([info.mutate(), coins.mutate()])} />;
  else if (!info.data || !coins.data || !user) body = <FormSkeleton label={t('loading')} />;
  else {
    const byCoin = new Map(coins.data.coins.map((coin) => [coin.symbol, coin]));
    const from = byCoin.get(pair.from);
    const to = byCoin.get(pair.to);
    const balance = balances.data?.coins.find((coin) => coin.symbol === pair.from)?.balance ?? null;
    if (!from || !to || !info.data.coins.includes(from.symbol) || !info.data.coins.includes(to.symbol)) {
      body = (
        <p className="notice notice-error" role="alert" data-testid="swap-unavailable">
          {t('pairUnavailable', { from: pair.from, to: pair.to })}
        </p>
      );
    } else if (quote) {
      body = (
        <SwapQuotePanel
          quote={quote.quote}
          deadline={quote.deadline}
          googleEnabled={user.googleEnabled}
          onRenew={(next) => setQuote(next)}
          onEdit={() => setQuote(null)}
          onDone={(result) => {
            setQuote(null);
            setDone(result);
            void balances.mutate();
            void info.mutate();
          }}
        />
      );
    } else {
      body = (
        <>
          {!user.payPasswordSet && (
            <PayPasswordFirst text={t('payPasswordFirst')} linkLabel={t('setPayPassword')} next={`/against?from=${from.symbol}&to=${to.symbol}`} />
          )}
          {info.data.paused && (
            <p className="notice notice-warning" role="status" data-testid="swap-paused">
              {t('errors.pricesPaused')}
            </p>
          )}
          <SwapForm CoinPickLink={CoinPickLink} from={from} to={to} balance={balance} info={info.data} canQuote={user.payPasswordSet && !info.data.paused} onQuote={setQuote} />
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

type Problems = { from?: string; to?: string; form?: string };

function SwapForm({
  CoinPickLink,
  from,
  to,
  balance,
  info,
  canQuote,
  onQuote,
}: {
  CoinPickLink: CoinPickLinkSlot;
  from: CoinInfo;
  to: CoinInfo;
  balance: string | null;
  info: SwapInfo;
  canQuote: boolean;
  onQuote: (quote: { quote: SwapQuote; deadline: number }) => void;
}) {
  const t = useTranslations('flashSwap');
  const router = useRouter();
  const [side, setSide] = useKeptState<SwapSide>('side', 'from');
  const [amountText, setAmountText] = useKeptState('amount', '');
  const [problems, setProblems] = useFieldErrors<Problems>();
  const [busy, run] = useAction();
  const failureText = useFailureText();
  const typedCoin = side === 'from' ? from : to;
  const amount = useAmountText(amountText, typedCoin.decimals);
  const amountError = useAmountTextError(typedCoin.symbol, typedCoin.decimals);

  const type = (next: SwapSide) => (text: string) => {
    setSide(next);
    setAmountText(text);
    setProblems({});
  };
  const flip = () => {
    router.replace(`/against?from=${to.symbol}&to=${from.symbol}`);
    setSide(side === 'from' ? 'to' : 'from');
    setProblems({});
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const form = event.currentTarget as HTMLFormElement;
    const field = side;
    if (!amount.ok) {
      setProblems({ [field]: amountError(amount) ?? undefined });
      focusFirstInvalid(form);
      return;
    }
    const check = checkSwapAmount({
      from: from.symbol,
      to: to.symbol,
      side,
      units: amount.units,
      decimals: typedCoin.decimals,
      balance: balance === null ? null : parseAmount(balance, from.decimals),
    });
    if (!check.ok) {
      const text = check.problem === 'overBalance' ? t('overBalance', { balance: formatAmount(balance ?? '0', { exact: true }), coin: from.symbol }) : t(`errors.${check.problem}`);
      setProblems({ [field]: text });
      focusFirstInvalid(form);
      return;
    }
    void run(async () => {
      try {
        const quote = await requestQuote({ from: from.symbol, to: to.symbol, side, amount: unitsToDecimal(amount.units, typedCoin.decimals) });
        // The countdown runs on this device's clock from the answer, so a skewed clock cannot stretch it;
        // a second is kept back for the confirmation's round trip.
        onQuote({ quote, deadline: Date.now() + (quote.quoteSeconds - 1) * 1000 });
      } catch (error) {
        const failure = failureOf(error);
        if (!failure) throw error;
        setProblems({ form: failureText(failure, t('quoteFailed')) ?? t('quoteFailed') });
      }
    });
  };

  const coinLink = (which: SwapSide, coin: CoinInfo) => (
    <CoinPickLink coin={coin} href={`/coinAgaList?side=${which}&from=${from.symbol}&to=${to.symbol}`} changeLabel={t('changeCoin')} testId={`swap-${which}-coin`} />
  );

  return (
    <form className="form" onSubmit={submit} noValidate data-testid="swap-form">
      <section className={styles.side} aria-labelledby="swap-pay">
        <div className={styles.sideHead}>
          <h2 id="swap-pay" className="field-label">
            {t('pay')}
          </h2>
          {coinLink('from', from)}
        </div>
        <AmountInput
          label={t('payAmount', { coin: from.symbol })}
          value={side === 'from' ? amountText : ''}
          onChange={type('from')}
          coin={from.symbol}
          decimals={from.decimals}
          name="pay"
          hint={balance === null ? undefined : t('available', { amount: formatAmount(balance, { exact: true }), coin: from.symbol })}
          error={problems.from}
          usdPrice={from.usdPrice}
        />
      </section>
      <button type="button" className={`button button-secondary ${styles.flip}`} onClick={flip} data-testid="swap-flip">
        <IconArrowsDownUp className="icon" aria-hidden="true" />
        <span className="visually-hidden">{t('flip')}</span>
      </button>
      <section className={styles.side} aria-labelledby="swap-get">
        <div className={styles.sideHead}>
          <h2 id="swap-get" className="field-label">
            {t('get')}
          </h2>
          {coinLink('to', to)}
        </div>
        <AmountInput
          label={t('getAmount', { coin: to.symbol })}
          value={side === 'to' ? amountText : ''}
          onChange={type('to')}
          coin={to.symbol}
          decimals={to.decimals}
          name="get"
          error={problems.to}
          usdPrice={to.usdPrice}
        />
      </section>
      <ul className={styles.rules} data-testid="swap-rules">
        <li>{t('ruleTyped')}</li>
        <li>{t('ruleUsdt')}</li>
        <li>{t('ruleQuote', { seconds: info.quoteSeconds })}</li>
        <li>{t('ruleDaily', { remaining: formatAmount(info.dailyRemainingUsd, { trim: true }), limit: formatAmount(info.dailyLimitUsd, { trim: true }) })}</li>
      </ul>
      {problems.form && (
        <p className="notice notice-error" role="alert" data-testid="swap-problem">
          {problems.form}
        </p>
      )}
      <div className="actions">
        <Button type="submit" busy={busy} disabled={!canQuote} testId="swap-quote">
          {t('getQuote')}
        </Button>
      </div>
    </form>
  );
}
