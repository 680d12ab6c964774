'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useCopy } from '@/components/kit/useCopy';
import { AmountInput } from '@/components/kit/AmountInput';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { NavBar } from '@/components/kit/NavBar';
import { QrCode } from '@/components/kit/QrCode';
import { useAmountText, useAmountTextWriter } from '@/components/kit/useAmountText';
import { useCoinList, useReceiveCode } from '@/features/cloudWallet/api/wallet';
import { buildPaymentCode } from '@/features/cloudWallet/contract/walletPaymentCode';
import { COIN_SYMBOL_PATTERN } from '@/features/cloudWallet/contract/walletRules';
import { unitsToDecimal } from '@/lib/format/unitsToDecimal';
import { useKeptState } from '@/lib/state/keptState';
import { ltrText } from '@/components/kit/Ltr';

const DEFAULT_COIN = 'USDT';

/**
 * `/receive?coin=`: the account's payment code for internal transfers as a QR code and text, with an
 * optional amount, and copy. The code holds the public account id only, never the phone number; the
 * amount is added here (no request per keystroke) in the same format the server gives.
 */
export function ReceiveScreen() {
  const t = useTranslations('receive');
  const param = useSearchParams().get('coin')?.toUpperCase() ?? DEFAULT_COIN;
  const symbol = COIN_SYMBOL_PATTERN.test(param) ? param : DEFAULT_COIN;
  const copy = useCopy();
  const coins = useCoinList();
  const coin = coins.data?.coins.find((c) => c.symbol === symbol) ?? null;
  const base = useReceiveCode(coin ? symbol : null, null);
  const [amountText, setAmountText] = useKeptState('amount', '');
  const [editing, setEditing] = useState(false);

  // The field shows what it cannot read; a zero amount is no request. The code carries a plain decimal.
  const typed = useAmountText(amountText, coin?.decimals ?? 0);
  const writeAmount = useAmountTextWriter();
  const units = coin && typed.ok && typed.units > 0n ? typed.units : null;
  const zero = coin !== null && typed.ok && typed.units === 0n;

  const code = base.data ? buildPaymentCode({ accid: base.data.accid, coin: symbol, amount: coin && units !== null ? unitsToDecimal(units, coin.decimals) : null }) : null;
  const failed = coins.error || base.error;
  return (
    <main className="screen">
      <NavBar title={t('title', { coin: symbol })} />
      {coins.data && !coin ? (
        <p className="notice notice-error" role="alert">
          {t('unknownCoin', { coin: symbol })}
        </p>
      ) : failed ? (
        <LoadFailed text={t('loadFailed')} onRetry={() => void (coins.error ? coins.mutate() : base.mutate())} />
      ) : (
        <section className="card receive-card" aria-busy={!code || undefined}>
          <p className="card-kicker">{t('scanToPay', { coin: symbol })}</p>
          <div className="qr-box" data-testid="receive-qr" data-code={code ?? ''}>
            {code ? <QrCode value={code} label={t('qrLabel')} /> : <div className="qr qr-loading" />}
          </div>
          {base.data && (
            <p className="receive-account">
              {t('account', { name: base.data.accountName, accid: ltrText(base.data.accid) })}
            </p>
          )}
          {coin && units !== null && (
            <p className="receive-amount" data-testid="receive-amount">
              {t('requesting', { amount: writeAmount(units, coin.decimals), coin: symbol })}
            </p>
          )}
          <code className="address address-full" data-testid="payment-code">
            {code ?? ''}
          </code>
          <div className="actions">
            <Button onClick={() => code && void copy(code)} disabled={!code} testId="copy-payment-code">
              {t('copyCode')}
            </Button>
            <Button variant="text" onClick={() => setEditing(!editing)} testId="set-amount">
              {t('setAmount')}
            </Button>
          </div>
          {editing && coin && (
            <AmountInput
              label={t('amount', { coin: symbol })}
              value={amountText}
              onChange={setAmountText}
              coin={symbol}
              decimals={coin.decimals}
              error={zero ? t('amountErrors.zero') : null}
              usdPrice={coin.usdPrice}
              prices={coins.data?.prices}
            />
          )}
        </section>
      )}
      <AppLink className="button button-text more" href="/coinList?next=receive" replace>
        {t('changeCoin')}
      </AppLink>
      <p className="footnote">{t('note')}</p>
    </main>
  );
}
