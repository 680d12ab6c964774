'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { useCustodyInfo } from '@/features/custody/api/custody';
import { DepositView } from './DepositView';
import styles from './OnChain.module.css';
import { WithdrawForm } from './WithdrawForm';

/**
 * Coin detail's on-chain part: Deposit and Withdraw, each opened here. Says clearly when
 * the server has no on-chain transfers, or the coin moves on no configured network.
 */
export default function OnChainPanel({ coin }: { coin: string }) {
  const t = useTranslations('custody');
  const info = useCustodyInfo(coin);
  const [mode, setMode] = useState<'deposit' | 'withdraw' | null>(null);
  if (info.error) return <LoadFailed text={t('infoFailed')} onRetry={() => void info.mutate()} />;
  if (!info.data) return <FormSkeleton label={t('loading')} />;
  if (!info.data.configured || info.data.networks.length === 0) {
    return (
      <p className="notice notice-warning" role="status" data-testid="chain-not-configured">
        {info.data.configured ? t('noNetworks', { coin }) : t('notConfigured')}
      </p>
    );
  }
  return (
    <section aria-label={t('onChain')} data-testid="on-chain">
      <div className={styles.modes}>
        <Button variant={mode === 'deposit' ? 'primary' : 'secondary'} onClick={() => setMode(mode === 'deposit' ? null : 'deposit')} testId="coin-deposit">
          {t('deposit')}
        </Button>
        <Button variant={mode === 'withdraw' ? 'primary' : 'secondary'} onClick={() => setMode(mode === 'withdraw' ? null : 'withdraw')} testId="coin-withdraw">
          {t('withdraw')}
        </Button>
      </div>
      {mode === 'deposit' && <DepositView info={info.data} />}
      {mode === 'withdraw' && (
        <section className="card" aria-label={t('withdrawTitle', { coin })}>
          <WithdrawForm coin={coin} />
        </section>
      )}
    </section>
  );
}
