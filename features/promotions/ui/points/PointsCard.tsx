'use client';

import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr, ltrText } from '@/components/kit/Ltr';
import { formatAmount } from '@/lib/format/formatAmount';
import { useExchangeInfo } from '@/features/promotions/api/pointsExchange';
import styles from './Points.module.css';

/**
 * The signed-in user's activated points, for home and My (the pages compose it in): the balance,
 * the rate it exchanges at, and where points are used — the exchange for the platform token
 * (/buyAU#exchange), packages and the lottery. Points are not money: the card says they are not
 * counted in the total assets (nor are they).
 */
export function PointsCard() {
  const t = useTranslations('promotions.points');
  const info = useExchangeInfo();
  if (info.error && !info.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void info.mutate()} testId="points-card-failed" />;
  const data = info.data;
  return (
    <section className="card" aria-labelledby="points-card-title" aria-busy={!data || undefined} data-testid="points-card">
      <div className={styles.head}>
        <h2 className="card-kicker" id="points-card-title">
          {t('cardTitle')}
        </h2>
        {data && <p className={styles.rate}>{t('cardRate', { lot: ltrText(String(data.pointsPerToken)), one: ltrText(`1 ${data.token.symbol}`) })}</p>}
      </div>
      <p className={styles.balance} data-testid="points-balance">
        {data ? <Ltr>{formatAmount(data.balances.points, { trim: true })}</Ltr> : <span className="text-skeleton" />}
      </p>
      <nav className={styles.links} aria-label={t('useTitle')}>
        <AppLink className="button button-secondary" href="/buyAU#exchange" testId="points-exchange-link">
          {t('linkExchange', { coin: data?.token.symbol ?? '' })}
        </AppLink>
        <AppLink className="button button-secondary" href="/index/package" testId="points-packages-link">
          {t('linkPackages')}
        </AppLink>
        <AppLink className="button button-secondary" href="/lottery" testId="points-lottery-link">
          {t('linkLottery')}
        </AppLink>
      </nav>
      <p className={styles.note}>{t('cardNote')}</p>
    </section>
  );
}
