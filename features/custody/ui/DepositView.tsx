'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { QrCode } from '@/components/kit/QrCode';
import { StatusLabel } from '@/components/kit/StatusLabel';
import { copyText } from '@/components/kit/copyText';
import { useDepositAddress, useDeposits } from '@/features/custody/api/custody';
import type { CustodyInfo } from '@/features/custody/contract/custodyApi';
import { formatAmount } from '@/lib/format/formatAmount';
import { NetworkChoice } from './NetworkChoice';
import styles from './OnChain.module.css';

/**
 * Coin detail → Deposit: the network, the user's deposit address on it (QR and copy), the minimum
 * (below it a deposit is recorded and never credited), the confirmations, a warning to send only
 * this network's asset, and the deposits with their confirmations climbing.
 */
export function DepositView({ info }: { info: CustodyInfo }) {
  const t = useTranslations('custody');
  const [chainId, setChainId] = useState(info.networks[0]!.chainId);
  const network = info.networks.find((n) => n.chainId === chainId) ?? info.networks[0]!;
  const address = useDepositAddress(info.coin, network.chainId);
  const deposits = useDeposits(info.coin);
  const [copied, setCopied] = useState(false);
  const amount = (text: string) => t('coinAmount', { amount: formatAmount(text, { trim: true }), coin: info.coin });
  return (
    <section className="card" aria-labelledby="deposit-title" data-testid="deposit-view">
      <h2 id="deposit-title" className="section-title">
        {t('depositTitle', { coin: info.coin })}
      </h2>
      {info.networks.length > 1 && <NetworkChoice networks={info.networks} value={network.chainId} onChange={setChainId} name="deposit" />}
      <p className="notice notice-warning" role="note" data-testid="deposit-warning">
        {t('depositWarning', { coin: info.coin, network: network.name })}
      </p>
      {address.error ? (
        <LoadFailed text={t('addressFailed')} onRetry={() => void address.mutate()} />
      ) : !address.data ? (
        <FormSkeleton label={t('loadingAddress')} />
      ) : (
        <div className={styles.address}>
          <div className="qr-box" data-testid="deposit-qr" data-address={address.data.address}>
            <QrCode value={address.data.address} label={t('qrLabel', { network: network.name })} />
          </div>
          <p className={styles.addressText} data-testid="deposit-address">
            <Ltr>{address.data.address}</Ltr>
          </p>
          <Button
            onClick={() => void copyText(address.data!.address).then((ok) => setCopied(ok))}
            testId="copy-deposit-address"
          >
            {copied ? t('copied') : t('copyAddress')}
          </Button>
        </div>
      )}
      <dl className="facts">
        <Fact label={t('network')}>{network.name}</Fact>
        <Fact label={t('minDeposit')} testId="deposit-minimum"><Ltr>{amount(network.minDeposit)}</Ltr></Fact>
        <Fact label={t('confirmations')}>{network.confirmations}</Fact>
      </dl>
      <p className={styles.note}>{t('belowMinimumNote', { minimum: amount(network.minDeposit) })}</p>

      <h3 className="section-title">{t('depositsTitle')}</h3>
      {deposits.error ? (
        <LoadFailed text={t('depositsFailed')} onRetry={() => void deposits.mutate()} />
      ) : !deposits.data ? (
        <FormSkeleton label={t('loadingDeposits')} />
      ) : deposits.data.deposits.length === 0 ? (
        <Empty title={t('noDeposits')} body={t('noDepositsBody')} />
      ) : (
        <ul className={styles.list} data-testid="deposit-list">
          {deposits.data.deposits.map((d) => (
            <li key={d.id} className={styles.item} data-testid="deposit-item" data-state={d.state}>
              <span className={styles.itemAmount}>
                <Ltr>{amount(d.amount)}</Ltr>
              </span>
              <StatusLabel
                status={d.state === 'credited' ? 'success' : d.state === 'pending' ? 'pending' : 'failed'}
                text={d.state === 'pending' ? t('confirming', { count: Math.min(d.confirmations, d.required), required: d.required }) : t(`depositStates.${d.state}`)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
