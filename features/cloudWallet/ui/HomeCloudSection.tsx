'use client';

import { useTranslations } from 'next-intl';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { AppLink } from '@/components/kit/AppLink';
import { PullRegion, RefreshButton, usePullToRefresh } from '@/components/kit/PullToRefresh';
import { useBalances, useUnreadNotices } from '@/features/cloudWallet/api/wallet';
import { sortCoins } from '@/features/cloudWallet/logic/sortCoins';
import { formatFiat } from '@/lib/format/formatFiat';
import { useCurrency } from '@/lib/useCurrency';
import { CoinRow, CoinRowsLoading } from './CoinRow';
import { HomeScan } from './HomeScan';
import { PriceNote } from './PriceNote';
import { FitNumber } from '@/components/kit/FitNumber';

/** Home shows this many coins; the rest are one tap away in /coinPurse. */
const HOME_COINS = 6;

/**
 * The cloud wallet's part of home (SPEC §2): total assets in the default currency, the entries
 * whose features exist (features of later issues stay hidden), and the coins the user holds first.
 */
export function HomeCloudSection() {
  const t = useTranslations('home');
  const currency = useCurrency();
  const { data, error, isLoading, mutate } = useBalances();
  const notices = useUnreadNotices();
  const unread = notices.data?.unreadCount ?? 0;
  const pull = usePullToRefresh(() => Promise.all([mutate(), notices.mutate()]));
  return (
    <section aria-labelledby="cloud-home-title" data-testid="cloud-home">
      <PullRegion pull={pull} testId="home-pull">
        <div className="card total-card fit-room">
          <h2 className="card-kicker" id="cloud-home-title">
            {t('totalAssets', { currency: currency.code })}
          </h2>
          <p className="total-amount" data-testid="total-assets" aria-busy={isLoading || undefined}>
            {data ? <FitNumber text={formatFiat(data.totalUsd, currency)} /> : error ? '—' : <span className="text-skeleton" />}
          </p>
          {data && <PriceNote prices={data.prices} />}
        </div>
        <nav className="entries" aria-label={t('entries')}>
          <AppLink className="entry" href="/send">
            {t('send')}
          </AppLink>
          <AppLink className="entry" href="/coinList?next=receive">
            {t('receive')}
          </AppLink>
          <HomeScan />
          <AppLink className="entry" href="/addressBook">
            {t('addressBook')}
          </AppLink>
          <AppLink className="entry" href="/historyNotice" testId="entry-notices">
            {t('notices')}
            {unread > 0 && (
              <span className="count-badge" data-testid="unread-badge">
                <span className="visually-hidden">{t('unread', { count: unread })}</span>
                <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
              </span>
            )}
          </AppLink>
          <AppLink className="entry" href="/setUp">
            {t('cloudSettings')}
          </AppLink>
        </nav>
        <div className="section-head">
          <h2 className="section-title">{t('coins')}</h2>
          <span className="section-actions">
            <AppLink className="button button-text" href="/search">
              {t('searchCoins')}
            </AppLink>
            <RefreshButton pull={pull} testId="home-refresh" />
          </span>
        </div>
        {error ? (
          <LoadFailed text={t('balancesFailed')} onRetry={() => void mutate()} />
        ) : !data ? (
          <CoinRowsLoading label={t('loadingCoins')} />
        ) : (
          <>
            <ul className="coins" data-testid="home-coins">
              {sortCoins(data.coins)
                .slice(0, HOME_COINS)
                .map((coin) => (
                  <CoinRow key={coin.symbol} coin={coin} href={`/coinDetail?coin=${coin.symbol}`} />
                ))}
            </ul>
            <AppLink className="button button-text more" href="/coinPurse">
              {t('allCoins', { count: data.coins.length })}
            </AppLink>
          </>
        )}
      </PullRegion>
    </section>
  );
}
