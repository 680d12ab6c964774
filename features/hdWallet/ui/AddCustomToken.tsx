'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { TextField } from '@/components/kit/TextField';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { addCustomToken } from '@/features/hdWallet/state/customTokens';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { TokenInfo } from '@/lib/wallet/tokens/tokenInfo';
import { CoinIcon } from '@/components/kit/CoinIcon';

type State =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'found'; token: TokenInfo }
  | { kind: 'added'; token: TokenInfo };

/**
 * The "add a custom token" form of /hDsearch: a contract address, read from the chain (name, symbol,
 * decimals in one multicall), shown for the user to confirm, then stored on this device for the
 * network. Bad input keeps what was typed and says what is wrong.
 */
export function AddCustomToken({ network, known, initialAddress = '' }: { network: SupportedNetwork; known: readonly TokenInfo[]; initialAddress?: string }) {
  const t = useTranslations('hd.search');
  const [address, setAddress] = useState(initialAddress);
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const lookup = async (event?: React.FormEvent) => {
    event?.preventDefault();
    setError(null);
    setFailed(false);
    setState({ kind: 'looking' });
    try {
      const [{ createRpcClient }, { lookupCustomToken }] = await Promise.all([import('@/lib/wallet/rpc/createRpcClient'), import('@/lib/wallet/tokens/lookupCustomToken')]);
      const result = await lookupCustomToken(createRpcClient(network), address);
      if (!result.ok) {
        setState({ kind: 'idle' });
        return setError(t(`errors.${result.reason}`, { network: network.name }));
      }
      const same = known.find((token) => token.address.toLowerCase() === result.token.address.toLowerCase());
      if (same) {
        setState({ kind: 'idle' });
        return setError(same.source === 'custom' ? t('alreadyAdded', { symbol: same.symbol }) : t('alreadyListed', { symbol: same.symbol }));
      }
      setState({ kind: 'found', token: result.token });
    } catch (cause) {
      console.warn('custom token lookup failed', cause);
      setState({ kind: 'idle' });
      setFailed(true);
    }
  };

  const add = (token: TokenInfo) => {
    try {
      addCustomToken(token);
    } catch (cause) {
      console.warn('custom token not saved', cause);
      return setError(t('saveFailed'));
    }
    setAddress('');
    setState({ kind: 'added', token });
  };

  return (
    <section className="add-token" aria-labelledby="add-token-title">
      <h2 className="section-title" id="add-token-title">
        {t('addTitle')}
      </h2>
      <form className="form" onSubmit={(event) => void lookup(event)} noValidate>
        <p className="notice">{t('addIntro', { network: network.name })}</p>
        <TextField
          label={t('addressLabel')}
          value={address}
          onChange={(value) => {
            setAddress(value);
            if (state.kind !== 'looking') setState({ kind: 'idle' });
          }}
          error={error}
          placeholder="0x…"
          autoComplete="off"
          name="token-address"
        />
        {failed && (
          <p className="notice notice-error" role="alert" data-testid="lookup-failed">
            {t('lookupFailed', { network: network.name })}
          </p>
        )}
        <Button type="submit" variant="secondary" busy={state.kind === 'looking'} testId="lookup-token">
          {state.kind === 'looking' ? t('lookingUp') : t('lookup')}
        </Button>
      </form>
      {state.kind === 'found' && (
        <div className="card token-preview" data-testid="token-preview" aria-live="polite">
          <div className="coin">
            <CoinIcon symbol={state.token.symbol} />
            <span className="coin-name">
              <span className="coin-symbol">{state.token.symbol}</span>
              <span className="coin-sub">{state.token.name}</span>
            </span>
            <span className="coin-amount">{t('decimals', { count: state.token.decimals })}</span>
          </div>
          <p className="coin-sub">
            <code className="ltr" title={state.token.address}>{shortenAddress(state.token.address)}</code>
          </p>
          <p className="notice notice-warning">{t('trustWarning')}</p>
          <Button onClick={() => add(state.token)} testId="add-token">
            {t('add', { symbol: state.token.symbol })}
          </Button>
        </div>
      )}
      {state.kind === 'added' && (
        <p className="notice" role="status" data-testid="token-added">
          {t('added', { symbol: state.token.symbol, network: network.name })}
        </p>
      )}
    </section>
  );
}
