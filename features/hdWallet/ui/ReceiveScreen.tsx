'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { AmountInput } from '@/components/kit/AmountInput';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { QrCode } from '@/components/kit/QrCode';
import { useAmountText, useAmountTextWriter } from '@/components/kit/useAmountText';
import { selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import { useKeptState } from '@/lib/state/keptState';
import { buildEip681 } from '@/lib/wallet/eip681/buildEip681';
import { usdPriceOf } from '@/lib/wallet/prices/usdPriceOf';
import { NoWallet } from './NoWallet';
import { useCoinPrices } from './useCoinPrices';
import { useCopy } from '@/components/kit/useCopy';
import { useNetwork } from '@/lib/state/hdWallet/useNetworks';
import { AddressChip } from '@/components/kit/AddressChip';

/**
 * `/hd-receive`: the wallet's address as a QR code and text. With an amount set, the QR code is an
 * EIP-681 payment request for that amount of the network's coin on its chain.
 */
export function ReceiveScreen() {
  const t = useTranslations('hd.receive');
  const wallet = useAtomValue(selectedWalletAtom);
  const network = useNetwork(wallet?.chainId);
  const copy = useCopy();
  const [amountText, setAmountText] = useKeptState('amount', '');
  const [editing, setEditing] = useState(false);

  const decimals = network?.native_currency.decimals ?? 18;
  const amount = useAmountText(amountText, decimals);
  const writeAmount = useAmountTextWriter();
  const { data: coinList } = useCoinPrices();
  // No amount: the bare address. An amount the field cannot read: no code until it can (the field says why).
  const code = useMemo(() => {
    if (!wallet || !network) return null;
    if (!amount.ok) return amount.error === 'empty' ? (wallet.address as string) : null;
    return buildEip681({ recipient: wallet.address, chainId: network.chain_id, amount: amount.units });
  }, [amount, network, wallet]);

  if (!wallet || !network) {
    return (
      <main className="screen">
        <NavBar title={t('title')} fallback="/index/hd-wallet" />
        <NoWallet />
      </main>
    );
  }
  if (network.retired) {
    // A shut-down network: an address shown here would invite funds nobody can reach.
    return (
      <main className="screen">
        <NavBar title={t('title')} fallback="/index/hd-wallet" />
        <p className="notice notice-error" role="alert" data-testid="receive-unavailable">
          {t('retired', { name: network.name })}
        </p>
      </main>
    );
  }
  const symbol = network.native_currency.symbol;
  const requested = amount.ok && code ? writeAmount(amount.units, decimals) : null;
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      <section className="card receive-card">
        <p className="card-kicker">{t('network', { name: network.name })}</p>
        <div className="qr-box" data-testid="receive-qr" data-code-kind={amountText.trim() ? 'eip681' : 'address'}>
          {code ? <QrCode value={code} label={t('qrLabel')} /> : <div className="qr qr-loading" />}
        </div>
        {requested !== null && (
          <p className="receive-amount" data-testid="receive-amount">
            {t('requesting', { amount: requested, symbol })}
          </p>
        )}
        <AddressChip address={wallet.address} testId="receive-address" copyable={false} />
        <div className="actions">
          <Button onClick={() => void copy(wallet.address)} testId="copy-receive-address">
            {t('copyAddress')}
          </Button>
          {requested !== null && (
            <Button variant="secondary" onClick={() => void copy(code as string)}>
              {t('copyCode')}
            </Button>
          )}
          <Button variant="text" onClick={() => setEditing(!editing)} testId="set-amount">
            {t('setAmount')}
          </Button>
        </div>
        {editing && (
          <AmountInput
            label={t('amount', { symbol })}
            value={amountText}
            onChange={setAmountText}
            coin={symbol}
            decimals={decimals}
            usdPrice={coinList ? usdPriceOf(symbol, false, coinList, { testnet: network.testnet }) : null}
            prices={coinList?.prices}
          />
        )}
      </section>
      <p className="footnote">{t('note', { symbol, name: network.name })}</p>
    </main>
  );
}
