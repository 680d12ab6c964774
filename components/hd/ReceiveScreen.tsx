'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/kit/Button';
import { NavBar } from '@/components/kit/NavBar';
import { QrCode } from '@/components/kit/QrCode';
import { TextField } from '@/components/kit/TextField';
import { selectedWalletAtom } from '@/lib/state/hdWallet';
import { useKeptState } from '@/lib/state/keptState';
import { buildEip681 } from '@/lib/wallet/eip681/buildEip681';
import { InvalidAmountError, parseAmount } from '@/lib/wallet/amount/parseAmount';
import { NoWallet } from './NoWallet';
import { useCopy } from './useCopy';
import { useNetwork } from './useNetworks';

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

  const request = useMemo(() => {
    if (!wallet || !network) return { code: null, error: null };
    if (amountText.trim() === '') return { code: wallet.address as string, error: null };
    try {
      const amount = parseAmount(amountText.replace(',', '.'), network.native_currency.decimals);
      return { code: buildEip681({ recipient: wallet.address, chainId: network.chain_id, amount }), error: null };
    } catch (error) {
      return { code: null, error: error instanceof InvalidAmountError ? error.reason : 'invalid' };
    }
  }, [amountText, network, wallet]);

  if (!wallet || !network) {
    return (
      <main className="screen">
        <NavBar title={t('title')} fallback="/index/hd-wallet" />
        <NoWallet />
      </main>
    );
  }
  const symbol = network.native_currency.symbol;
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      <section className="card receive-card">
        <p className="card-kicker">{t('network', { name: network.name })}</p>
        <div className="qr-box" data-testid="receive-qr" data-code-kind={amountText.trim() ? 'eip681' : 'address'}>
          {request.code ? <QrCode value={request.code} label={t('qrLabel')} /> : <div className="qr qr-loading" />}
        </div>
        {amountText.trim() !== '' && request.code && (
          <p className="receive-amount" data-testid="receive-amount">
            {t('requesting', { amount: amountText.trim(), symbol })}
          </p>
        )}
        <code className="address address-full" data-testid="receive-address">
          {wallet.address}
        </code>
        <div className="actions">
          <Button onClick={() => void copy(wallet.address)} testId="copy-receive-address">
            {t('copyAddress')}
          </Button>
          {amountText.trim() !== '' && request.code && (
            <Button variant="secondary" onClick={() => void copy(request.code as string)}>
              {t('copyCode')}
            </Button>
          )}
          <Button variant="text" onClick={() => setEditing(!editing)} testId="set-amount">
            {t('setAmount')}
          </Button>
        </div>
        {editing && (
          <TextField
            label={t('amount', { symbol })}
            value={amountText}
            onChange={setAmountText}
            inputMode="decimal"
            autoComplete="off"
            error={request.error ? t(`amountErrors.${request.error}`) : null}
          />
        )}
      </section>
      <p className="footnote">{t('note', { symbol, name: network.name })}</p>
    </main>
  );
}
