'use client';

import { IconListDetails, IconTrophy } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Empty } from '@/components/kit/Empty';
import { Fact } from '@/components/kit/Facts';
import { FormSkeleton } from '@/components/kit/FormSkeleton';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { Ltr } from '@/components/kit/Ltr';
import { formatAmount } from '@/lib/format/formatAmount';
import { formatDate } from '@/lib/format/formatDate';
import { usePresaleHistory } from '@/features/promotions/api/presale';
import styles from './Presale.module.css';

/**
 * The list behind /index/premmt-history (every round that opened, with my commitment and state:
 * not applied, applied, won, refunded) and /index/premmt-prize-history (`prizes`: only what I won),
 * newest first; each row opens the round on /index/premmt. Loading, empty and failed states.
 */
export function PresaleHistoryList({ prizes }: { prizes: boolean }) {
  const t = useTranslations('promotions.presale');
  const history = usePresaleHistory(prizes);
  if (history.error && !history.data) return <LoadFailed text={t('loadFailed')} onRetry={() => void history.mutate()} testId="presale-history-failed" />;
  if (!history.data) return <FormSkeleton label={t('loading')} />;
  const items = history.data.items;
  if (items.length === 0) {
    return prizes ? (
      <Empty icon={IconTrophy} title={t('prizesEmptyTitle')} body={t('prizesEmptyBody')} action={<AppLink className="button" href="/index/premmt">{t('toRound')}</AppLink>} />
    ) : (
      <Empty icon={IconListDetails} title={t('historyEmptyTitle')} body={t('historyEmptyBody')} action={<AppLink className="button" href="/index/premmt">{t('toRound')}</AppLink>} />
    );
  }
  return (
    <ul className={styles.list} data-testid={prizes ? 'presale-prizes' : 'presale-history'}>
      {items.map((item) => {
        const usdt = (amount: string) => <Ltr>{t('amount', { amount: formatAmount(amount, { exact: true }), coin: 'USDT' })}</Ltr>;
        return (
          <li key={item.roundId} className={styles.item} data-testid={`presale-item-${item.roundId}`}>
            <p className={styles.itemHead}>
              <AppLink href={`/index/premmt?id=${item.roundId}`}>{t('roundTitle', { id: item.roundId, coin: item.token })}</AppLink>
              <span className={`${styles.state} ${styles[`state-${item.state}`]}`} data-testid="presale-item-state">
                {t(`states.${item.state}`)}
              </span>
            </p>
            <dl className="facts">
              {prizes && item.tokens !== null && item.wonLots !== null ? (
                <>
                  <Fact label={t('won')} testId="presale-item-won">
                    <Ltr>{t('wonValue', { lots: item.wonLots, amount: formatAmount(item.tokens, { exact: true }), coin: item.token })}</Ltr>
                  </Fact>
                  <Fact label={t('paid')}>{usdt(item.cost ?? '0')}</Fact>
                  <Fact label={t('drawnAt')}>
                    <Ltr>{item.drawnAt ? formatDate(new Date(item.drawnAt)) : '—'}</Ltr>
                  </Fact>
                </>
              ) : (
                <>
                  <Fact label={t('committed')} testId="presale-item-committed">
                    {usdt(item.committed)}
                  </Fact>
                  {item.refund !== null && <Fact label={t('refunded')}>{usdt(item.refund)}</Fact>}
                  <Fact label={t('price')}>
                    <Ltr>{t('priceLine', { coin: item.token, price: formatAmount(item.price, { exact: true }), pay: 'USDT' })}</Ltr>
                  </Fact>
                  <Fact label={t('closes')}>
                    <Ltr>{formatDate(new Date(item.closesAt))}</Ltr>
                  </Fact>
                </>
              )}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
