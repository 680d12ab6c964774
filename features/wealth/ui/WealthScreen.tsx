'use client';

import { IconCoins, IconPick, IconReceipt, IconWallet } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { AppLink } from '@/components/kit/AppLink';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { useWealthSummary } from '@/features/wealth/api/wealth';
import { WEALTH_CATEGORIES } from '@/features/wealth/contract/wealthRules';
import { isLoggedInAtom } from '@/lib/state/session';
import { ProductList } from './ProductList';
import styles from './Wealth.module.css';
import { useWealthWords } from './useWealthWords';

const CATEGORY_ICONS = { pos: IconPick, coinplan: IconCoins } as const;

/**
 * `/index/wealth`, the Asset tab: the user's holdings and earnings per coin (or a login prompt),
 * the two product types (PoS mining → /pos, coin plans → /coinplan), my wealth and the wealth
 * records, then every product on sale.
 */
export function WealthScreen() {
  const t = useTranslations('wealth');
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <main className="screen">
      <NavBar title={t('title')} back={false} />
      {loggedIn ? <Holdings /> : <LoginPrompt />}
      <nav aria-label={t('categories')}>
        <ul className={styles.entries}>
          {WEALTH_CATEGORIES.map((category) => {
            const Glyph = CATEGORY_ICONS[category];
            return (
              <li key={category}>
                <AppLink className={styles.entry} href={`/${category}`} testId={`wealth-category-${category}`}>
                  <Glyph className={styles.entryIcon} aria-hidden="true" />
                  <span className={styles.entryText}>
                    <span className={styles.entryName}>{t(`category.${category}`)}</span>
                    <span className={styles.entryHint}>{t(`categoryHint.${category}`)}</span>
                  </span>
                </AppLink>
              </li>
            );
          })}
          <li>
            <AppLink className={styles.entry} href="/mywealth" testId="wealth-mine">
              <IconWallet className={styles.entryIcon} aria-hidden="true" />
              <span className={styles.entryText}>
                <span className={styles.entryName}>{t('myWealth')}</span>
                <span className={styles.entryHint}>{t('myWealthHint')}</span>
              </span>
            </AppLink>
          </li>
          <li>
            <AppLink className={styles.entry} href="/query" testId="wealth-records">
              <IconReceipt className={styles.entryIcon} aria-hidden="true" />
              <span className={styles.entryText}>
                <span className={styles.entryName}>{t('records')}</span>
                <span className={styles.entryHint}>{t('recordsHint')}</span>
              </span>
            </AppLink>
          </li>
        </ul>
      </nav>
      <h2 className="section-title">{t('products')}</h2>
      <ProductList category={null} />
    </main>
  );
}

function LoginPrompt() {
  const t = useTranslations('wealth');
  return (
    <section className={styles.summary} aria-labelledby="wealth-summary">
      <h2 id="wealth-summary" className={styles.summaryTitle}>
        {t('holdings')}
      </h2>
      <p className={styles.summaryText}>{t('loginForHoldings')}</p>
      <AppLink className={styles.summaryAction} href={`/relogin?redirect=${encodeURIComponent('/index/wealth')}`} testId="wealth-login">
        {t('login')}
      </AppLink>
    </section>
  );
}

/** Per coin: principal held, yesterday's and total earnings; a link to my wealth. */
export function Holdings({ linked = true }: { linked?: boolean }) {
  const t = useTranslations('wealth');
  const words = useWealthWords();
  const { data, error, mutate } = useWealthSummary(true);
  return (
    <section className={styles.summary} aria-labelledby="wealth-summary" data-testid="wealth-summary">
      <div className={styles.summaryHead}>
        <h2 id="wealth-summary" className={styles.summaryTitle}>
          {t('holdings')}
        </h2>
        {linked && (
          <AppLink className={styles.summaryLink} href="/mywealth">
            {t('myWealth')}
          </AppLink>
        )}
      </div>
      {error && !data ? (
        <p className={styles.summaryText} role="alert">
          {t('loadFailed')}{' '}
          <button type="button" className={`button button-text ${styles.summaryLink}`} onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </p>
      ) : !data ? (
        <p className={styles.summaryText} aria-busy="true">
          {t('loading')}
        </p>
      ) : data.holdings.length === 0 ? (
        <p className={styles.summaryText}>{t('noHoldings')}</p>
      ) : (
        <ul className={styles.holdings}>
          {data.holdings.map((h) => (
            <li key={h.coin}>
              <dl className={styles.holding} data-testid={`holding-${h.coin}`}>
                <div>
                  <dt>{t('principal')}</dt>
                  <dd>
                    <Ltr>{words.amount(h.principal, h.coin)}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{t('yesterdayEarnings')}</dt>
                  <dd>
                    <Ltr>{words.amount(h.yesterdayEarnings, h.coin)}</Ltr>
                  </dd>
                </div>
                <div>
                  <dt>{t('totalEarnings')}</dt>
                  <dd data-testid="holding-total-earnings">
                    <Ltr>{words.amount(h.totalEarnings, h.coin)}</Ltr>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
