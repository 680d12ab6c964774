'use client';

import { IconAddressBook, IconArrowDownLeft, IconArrowUpRight, IconArrowsExchange, IconBell, IconEye, IconEyeOff, IconGift, IconScan, IconSettings } from '@tabler/icons-react';
import { useAtom } from 'jotai';
import { useTranslations } from 'next-intl';
import { FitNumber } from '@/components/kit/FitNumber';
import { HiddenAmount } from '@/components/kit/HiddenAmount';
import { Ltr } from '@/components/kit/Ltr';
import { LoadFailed } from '@/components/kit/LoadFailed';
import { AppLink } from '@/components/kit/AppLink';
import { PullRegion, RefreshButton, usePullToRefresh } from '@/components/kit/PullToRefresh';
import { useBalances, useUnreadNotices } from '@/features/cloudWallet/api/wallet';
import { sortCoins } from '@/features/cloudWallet/logic/sortCoins';
import { formatFiat } from '@/lib/format/formatFiat';
import { hideBalanceAtom } from '@/lib/state/settings';
import { useCurrency } from '@/lib/useCurrency';
import { CoinRow, CoinRowsLoading } from './CoinRow';
import { HomeScan, type ConnectLink } from './HomeScan';
import { PriceNote } from './PriceNote';

/** Home shows this many coins; the rest are one tap away in /coinPurse. */
const HOME_COINS = 6;

/**
 * The cloud wallet's part of home (SPEC §2): total assets in the default currency (hidden on request,
 * remembered), the round quick actions of the features that exist (features of later issues stay
 * hidden), and the coins the user holds first. Under the total, its 24-hour change at today's
 * balances, coloured by the red/green option, when the price source has the day-before prices
 * (hidden with the balances). The scan entry starts a WalletConnect connection through `connectLink`,
 * which the page passes in.
 */
export function HomeCloudSection({ connectLink }: { connectLink: ConnectLink }) {
  const t = useTranslations('home');
  const currency = useCurrency();
  const { data, error, isLoading, mutate } = useBalances();
  const notices = useUnreadNotices();
  const unread = notices.data?.unreadCount ?? 0;
  const pull = usePullToRefresh(() => Promise.all([mutate(), notices.mutate()]));
  const [hidden, setHidden] = useAtom(hideBalanceAtom);
  return (
    <section aria-labelledby="cloud-home-title" data-testid="cloud-home">
      <PullRegion pull={pull} testId="home-pull">
        <div className="card total-card fit-room">
          <div className="total-head">
            <h2 className="card-kicker" id="cloud-home-title">
              {t('totalAssets', { currency: currency.code })}
            </h2>
            <button type="button" className="icon-button" aria-pressed={hidden} aria-label={t('hideBalance')} onClick={() => setHidden(!hidden)} data-testid="hide-balance">
              {hidden ? <IconEyeOff className="icon" aria-hidden="true" /> : <IconEye className="icon" aria-hidden="true" />}
            </button>
          </div>
          <p className="total-amount" data-testid="total-assets" aria-busy={isLoading || undefined}>
            {data ? hidden ? <HiddenAmount /> : <FitNumber text={formatFiat(data.totalUsd, currency)} /> : error ? '—' : <span className="text-skeleton" />}
          </p>
          {data?.change24h && !hidden && <TotalChange change={data.change24h} />}
          {data && <PriceNote prices={data.prices} />}
        </div>
        <nav className="entries" aria-label={t('entries')}>
          <QuickLink href="/send" label={t('send')} icon={<IconArrowUpRight className="icon icon-flip-rtl" aria-hidden="true" />} />
          <QuickLink href="/coinList?next=receive" label={t('receive')} icon={<IconArrowDownLeft className="icon icon-flip-rtl" aria-hidden="true" />} />
          <QuickLink href="/against" testId="entry-swap" label={t('swap')} icon={<IconArrowsExchange className="icon" aria-hidden="true" />} />
          <QuickLink href="/sendEnvelope" testId="entry-red-envelope" label={t('redEnvelope')} icon={<IconGift className="icon" aria-hidden="true" />} />
          <HomeScan
            connectLink={connectLink}
            icon={
              <QuickIcon>
                <IconScan className="icon" aria-hidden="true" />
              </QuickIcon>
            }
          />
          <QuickLink href="/addressBook" label={t('addressBookShort')} icon={<IconAddressBook className="icon" aria-hidden="true" />} />
          <QuickLink
            href="/historyNotice"
            testId="entry-notices"
            label={t('notices')}
            icon={<IconBell className="icon" aria-hidden="true" />}
            badge={
              unread > 0 && (
                <span className="count-badge" data-testid="unread-badge">
                  <span className="visually-hidden">{t('unread', { count: unread })}</span>
                  <span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>
                </span>
              )
            }
          />
          <QuickLink href="/setUp" label={t('settingsShort')} icon={<IconSettings className="icon" aria-hidden="true" />} />
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

/** The round part of a quick action: the icon (and a badge), decorative beside the action's label. */
function QuickIcon({ children }: { children: React.ReactNode }) {
  return <span className="quick-icon">{children}</span>;
}

/** A quick action that opens a screen: the round icon, its badge if any, and a short label. */
function QuickLink({ href, label, icon, badge, testId }: { href: string; label: string; icon: React.ReactNode; badge?: React.ReactNode; testId?: string }) {
  return (
    <AppLink className="entry" href={href} testId={testId}>
      <QuickIcon>
        {icon}
        {badge}
      </QuickIcon>
      <span className="quick-label">{label}</span>
    </AppLink>
  );
}

/** The total's 24-hour change: amount in the user's currency and percentage, signed and coloured. */
function TotalChange({ change }: { change: { usd: string; percent: string } }) {
  const t = useTranslations('home');
  const currency = useCurrency();
  const trend = change.usd.startsWith('-') ? 'down' : /^0(\.0*)?$/.test(change.usd) ? 'flat' : 'up';
  const sign = trend === 'up' ? '+' : '';
  return (
    <p className="total-change" data-testid="total-change" data-trend={trend}>
      <span className={trend === 'flat' ? undefined : `change-${trend}`}>
        <Ltr>{`${sign}${formatFiat(change.usd, currency)} (${sign}${change.percent}%)`}</Ltr>
      </span>{' '}
      <span className="total-change-label">{t('change24h')}</span>
    </p>
  );
}
