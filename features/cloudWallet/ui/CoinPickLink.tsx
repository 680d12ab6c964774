'use client';

import { IconChevronDown } from '@tabler/icons-react';
import { AppLink } from '@/components/kit/AppLink';
import type { CoinInfo } from '@/features/cloudWallet/contract/walletApi';
import { coinIconSymbol } from '@/features/cloudWallet/logic/coinIconSymbol';
import { CoinIcon } from '@/components/kit/CoinIcon';
import styles from './CoinPickLink.module.css';

/**
 * The chosen coin of a form (a swap's side, a red envelope) as a link to the screen that picks
 * another: its icon, symbol and a chevron; `changeLabel` names the action for assistive technology.
 */
export function CoinPickLink({ coin, href, changeLabel, testId }: { coin: CoinInfo; href: string; changeLabel: string; testId: string }) {
  return (
    <AppLink className={styles.link} href={href} testId={testId}>
      <CoinIcon symbol={coinIconSymbol(coin)} />
      <span className={styles.symbol}>{coin.symbol}</span>
      <IconChevronDown className="icon" aria-hidden="true" />
      <span className="visually-hidden">{changeLabel}</span>
    </AppLink>
  );
}
