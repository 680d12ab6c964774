'use client';

import { IconNetwork } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { ConfirmDialog } from '@/components/kit/ConfirmDialog';
import { Empty } from '@/components/kit/Empty';
import { Ltr } from '@/components/kit/Ltr';
import { NavBar } from '@/components/kit/NavBar';
import { TextField } from '@/components/kit/TextField';
import { useFieldErrors } from '@/components/kit/useFieldErrors';
import { customNetworksAtom, removeCustomNetwork, saveCustomNetwork } from '@/lib/state/hdWallet/customNetworks';
import { initInfoAtom } from '@/lib/state/session';
import { CUSTOM_NETWORK_LIMITS, type CustomNetwork, type CustomNetworkField, checkCustomNetwork, verifyChainId } from '@/lib/wallet/networks/customNetworks';
import { SUPPORTED_NETWORKS } from '@/lib/wallet/networks/networks';

const BUILT_IN_IDS = new Set(SUPPORTED_NETWORKS.map((n) => n.chain_id));
const EMPTY_FORM: Record<CustomNetworkField, string> = { chainId: '', name: '', rpcUrl: '', symbol: '', explorerUrl: '' };
type Errors = Partial<Record<CustomNetworkField, string>> & { form?: string };

/**
 * `/hDnetworks`: the EVM networks this device adds to the HD wallet's list. Each is checked on the
 * form, then its RPC is asked for `eth_chainId`, which must equal the chain id typed. The page's CSP
 * lets the app reach only the RPC origins the operator lists (CUSTOM_RPC_ORIGINS), so the screen
 * names them and refuses any other before the browser would block it.
 */
export function NetworksScreen() {
  const t = useTranslations('hd.networks');
  const networks = useAtomValue(customNetworksAtom);
  const info = useAtomValue(initInfoAtom);
  const allowed = info?.customRpcOrigins ?? [];
  // null: the list; 'new': the add form; a chain id: editing that network.
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [removing, setRemoving] = useState<CustomNetwork | null>(null);
  const full = networks.length >= CUSTOM_NETWORK_LIMITS.count;

  return (
    <main className="screen">
      <NavBar title={t('title')} fallback="/index/hd-wallet" />
      <section className="notice" data-testid="networks-rules">
        <p>{t('rules')}</p>
        {allowed.length ? (
          <>
            <p>{t('allowedIntro')}</p>
            <ul className="origin-list" data-testid="allowed-origins">
              {allowed.map((origin) => (
                <li key={origin}>
                  <Ltr>{origin}</Ltr>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p data-testid="no-allowed-origins">{t('noneAllowed')}</p>
        )}
      </section>
      {editing === null ? (
        <>
          {networks.length === 0 ? (
            <Empty icon={IconNetwork} title={t('emptyTitle')} body={t('emptyBody')} />
          ) : (
            <ul className="cells" data-testid="custom-networks">
              {networks.map((network) => (
                <li key={network.chainId} className="cell contact" data-testid="custom-network">
                  <span className="cell-label">
                    <span className="wallet-item-name">{network.name}</span>
                    <span className="coin-sub">
                      {t('summary', { chainId: String(network.chainId), symbol: network.symbol })} · <Ltr>{new URL(network.rpcUrl).host}</Ltr>
                    </span>
                  </span>
                  <button type="button" className="button button-text" onClick={() => setEditing(network.chainId)} aria-label={t('editNamed', { name: network.name })}>
                    {t('edit')}
                  </button>
                  <button type="button" className="button button-text" onClick={() => setRemoving(network)} aria-label={t('removeNamed', { name: network.name })}>
                    {t('remove')}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <div className="actions">
            {full && <p className="footnote">{t('full', { count: CUSTOM_NETWORK_LIMITS.count })}</p>}
            <Button onClick={() => setEditing('new')} disabled={full || allowed.length === 0} testId="add-network">
              {t('add')}
            </Button>
          </div>
        </>
      ) : (
        <NetworkForm
          key={String(editing)}
          existing={networks}
          original={editing === 'new' ? undefined : networks.find((n) => n.chainId === editing)}
          allowedOrigins={allowed}
          onDone={() => setEditing(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('removeTitle', { name: removing.name })}
          text={t('removeText')}
          confirm={t('remove')}
          cancel={t('keep')}
          danger
          onConfirm={() => {
            removeCustomNetwork(removing.chainId);
            setRemoving(null);
          }}
          onCancel={() => setRemoving(null)}
          testId="remove-network-dialog"
        />
      )}
    </main>
  );
}

function NetworkForm({ existing, original, allowedOrigins, onDone }: { existing: readonly CustomNetwork[]; original: CustomNetwork | undefined; allowedOrigins: readonly string[]; onDone: () => void }) {
  const t = useTranslations('hd.networks');
  const [values, setValues] = useState<Record<CustomNetworkField, string>>(
    original
      ? { chainId: String(original.chainId), name: original.name, rpcUrl: original.rpcUrl, symbol: original.symbol, explorerUrl: original.explorerUrl ?? '' }
      : EMPTY_FORM,
  );
  const [errors, setErrors, edited] = useFieldErrors<Errors>();
  const [busy, setBusy] = useState(false);
  const field = (name: CustomNetworkField) => edited(name, (value: string) => setValues((current) => ({ ...current, [name]: value })));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = checkCustomNetwork(values, { builtInChainIds: BUILT_IN_IDS, existing, editing: original?.chainId, allowedOrigins });
    if (!checked.ok) {
      const next: Errors = {};
      for (const problem of checked.problems) next[problem.field] ??= t(`errors.${problem.field}.${problem.reason}`);
      return setErrors(next);
    }
    setBusy(true);
    const answer = await verifyChainId(checked.network.rpcUrl, checked.network.chainId);
    setBusy(false);
    if (!answer.ok) {
      return setErrors(
        answer.reason === 'mismatch'
          ? { chainId: t('errors.chainId.mismatch', { answered: String(answer.answered) }) }
          : { rpcUrl: t(`errors.rpcUrl.${answer.reason}`) },
      );
    }
    try {
      saveCustomNetwork(checked.network, original?.chainId);
    } catch (error) {
      console.warn('custom network not saved', error);
      return setErrors({ form: t('saveFailed') });
    }
    onDone();
  };

  return (
    <form className="form" onSubmit={(event) => void submit(event)} noValidate data-testid="network-form">
      <h2 className="section-title">{original ? t('editTitle', { name: original.name }) : t('addTitle')}</h2>
      <TextField label={t('chainId')} value={values.chainId} onChange={field('chainId')} error={errors.chainId} inputMode="numeric" autoComplete="off" maxLength={16} />
      <TextField label={t('name')} value={values.name} onChange={field('name')} error={errors.name} autoComplete="off" maxLength={CUSTOM_NETWORK_LIMITS.name} />
      <TextField label={t('rpcUrl')} value={values.rpcUrl} onChange={field('rpcUrl')} error={errors.rpcUrl} inputMode="url" autoComplete="off" placeholder="https://" />
      <TextField label={t('symbol')} value={values.symbol} onChange={field('symbol')} error={errors.symbol} autoComplete="off" maxLength={CUSTOM_NETWORK_LIMITS.symbol} />
      <TextField label={t('explorerUrl')} hint={t('explorerHint')} value={values.explorerUrl} onChange={field('explorerUrl')} error={errors.explorerUrl} inputMode="url" autoComplete="off" placeholder="https://" />
      {errors.form && (
        <p className="notice notice-error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" busy={busy} testId="save-network">
        {busy ? t('verifying') : t('save')}
      </Button>
      <button type="button" className="button button-text" onClick={onDone}>
        {t('cancel')}
      </button>
    </form>
  );
}
