'use client';

import { IconSearch } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Empty } from '@/components/kit/Empty';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { removeCustomToken } from '@/features/hdWallet/state/customTokens';
import { selectedWalletAtom } from '@/lib/state/hdWallet/hdWallet';
import type { MarketTickers } from '@/features/market/contract/marketApi';
import { mergeCustomTokens } from '@/lib/wallet/tokens/mergeCustomTokens';
import { rankTokens } from '@/lib/wallet/tokens/rankTokens';
import { searchTokens } from '@/lib/wallet/tokens/searchTokens';
import type { TokenInfo } from '@/lib/wallet/tokens/tokenInfo';
import { AddCustomToken } from './AddCustomToken';
import { AddressChip } from '@/components/kit/AddressChip';
import { CoinIcon } from '@/components/kit/CoinIcon';
import { NoWallet } from './NoWallet';
import { useCustomTokens } from './useBalances';
import { useNetwork } from '@/lib/state/hdWallet/useNetworks';
import { useTokenList } from './useTokenList';

const PAGE = 30;

/** The market's tickers (features/market's useTickers), which the page passes in: a feature does not import another's API. */
export type UseMarketTickers = () => { data?: MarketTickers };

/**
 * `/hDsearch`: the token list of the selected wallet's network, well-known tokens first (by the
 * market's rank, lib/wallet/tokens/rankTokens.ts), searchable by symbol, name or address, with the user's custom tokens (removable), and the form that adds a custom token by its
 * contract address. The market's ranks come through `useMarketTickers`, which the page passes in.
 */
export function HdSearchScreen({ useMarketTickers }: { useMarketTickers: UseMarketTickers }) {
  const t = useTranslations('hd.search');
  const wallet = useAtomValue(selectedWalletAtom);
  const network = useNetwork(wallet?.chainId);
  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      {!wallet ? <NoWallet /> : network ? <TokenSearch key={network.chain_id} chainId={network.chain_id} useMarketTickers={useMarketTickers} /> : <Empty title={t('noNetwork')} />}
    </main>
  );
}

function TokenSearch({ chainId, useMarketTickers }: { chainId: number; useMarketTickers: UseMarketTickers }) {
  const t = useTranslations('hd.search');
  const network = useNetwork(chainId)!;
  const custom = useCustomTokens(chainId);
  const { data: list, error, isLoading, mutate } = useTokenList(chainId);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(PAGE);
  // Well-known tokens first, by the market's rank; without the market (loading, failed) the list's own order.
  const { data: market } = useMarketTickers();
  const ranks = useMemo(() => new Map((market?.tickers ?? []).map((ticker, index) => [ticker.symbol.toUpperCase(), ticker.rank ?? index + 1])), [market]);
  const tokens = useMemo(() => rankTokens(mergeCustomTokens(list ?? [], custom), ranks), [list, custom, ranks]);
  const results = useMemo(() => searchTokens(tokens, query), [tokens, query]);

  return (
    <>
      <div className="form">
        <TextField label={t('searchLabel')} value={query} onChange={(value) => (setQuery(value), setShown(PAGE))} placeholder={t('searchPlaceholder')} autoComplete="off" name="token-search" />
      </div>
      <h2 className="section-title">{t('listTitle', { network: network.name })}</h2>
      {error ? (
        <div className="notice notice-error" role="alert" data-testid="token-list-error">
          <p>{t('listFailed')}</p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {t('retry')}
          </button>
        </div>
      ) : isLoading || !list ? (
        <ul className="coins" aria-busy="true" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <li key={i} className="coin coin-skeleton" />
          ))}
        </ul>
      ) : tokens.length === 0 ? (
        <Empty title={t('emptyTitle')} body={t('emptyBody', { network: network.name })} />
      ) : results.length === 0 ? (
        <Empty icon={IconSearch} title={t('noMatch', { query: query.trim() })} body={t('noMatchBody')} />
      ) : (
        <>
          <ul className="coins" data-testid="token-results">
            {results.slice(0, shown).map((token) => (
              <TokenRow key={token.address} token={token} />
            ))}
          </ul>
          {results.length > shown && (
            <button type="button" className="button button-text more" onClick={() => setShown(shown + PAGE)}>
              {t('showMore', { count: results.length - shown })}
            </button>
          )}
          <p className="footnote">{t('count', { count: results.length })}</p>
        </>
      )}
      {network.rpc_url ? (
        <AddCustomToken network={network} known={tokens} />
      ) : (
        <p className="notice notice-error" role="status" data-testid="search-no-rpc">
          {network.retired ? t('retired', { network: network.name }) : t('noRpc', { network: network.name })}
        </p>
      )}
    </>
  );
}

function TokenRow({ token }: { token: TokenInfo }) {
  const t = useTranslations('hd.search');
  const custom = token.source === 'custom';
  return (
    <li className="coin" data-testid="token-result" data-symbol={token.symbol}>
      <CoinIcon symbol={token.symbol} />
      <span className="coin-name">
        <span className="coin-symbol">
          {token.symbol}
          {custom && <span className="badge">{t('customBadge')}</span>}
        </span>
        <span className="coin-sub">
          {token.name}
        </span>
        <span className="coin-sub">
          <AddressChip address={token.address} />
        </span>
      </span>
      {custom && (
        <button
          type="button"
          className="button button-text"
          aria-label={t('removeNamed', { symbol: token.symbol })}
          onClick={() => removeCustomToken(token.chainId, token.address)}
          data-testid="remove-token"
        >
          {t('remove')}
        </button>
      )}
    </li>
  );
}
