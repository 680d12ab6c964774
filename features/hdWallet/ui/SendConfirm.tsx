'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Hash } from 'viem';
import { AppLink } from '@/components/kit/AppLink';
import { Button } from '@/components/kit/Button';
import { ConfirmDialog } from '@/components/kit/ConfirmDialog';
import { ltrText } from '@/components/kit/Ltr';
import { readSends, recordSend, updateSend } from '@/features/hdWallet/state/hdSends';
import { lookAlikeOf } from '@/lib/addressLookAlike';
import { formatAmount } from '@/lib/format/formatAmount';
import { useAction } from '@/lib/useAction';
import { WalletLockedError } from '@/lib/wallet/keyring/keyring';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { SendPlan } from '@/lib/wallet/send/planSend';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { balancesKey } from './useBalances';
import { useSigningUnlock } from './useSigningUnlock';

type Outcome = { hash: Hash; status: 'pending' | 'success' | 'failed' };

/**
 * The confirmation (SPEC: "the user confirms the exact amount, fee and recipient"): the amount to
 * the last decimal, the most the network fee can cost, the full recipient address and the network.
 * The wallet password unlocks the wallet unless it is unlocked; then the wallet core signs the
 * transaction through the keyring and sends it to the network's RPC, and the screen follows it from
 * pending to its receipt. A recipient that imitates an address of this wallet's history (same first
 * and last four hex digits, another address: address poisoning) is sent to only after the user says
 * so in a dialog.
 */
export function SendConfirm({ wallet, network, plan, onBack }: { wallet: StoredWallet; network: SupportedNetwork; plan: SendPlan; onBack: () => void }) {
  const t = useTranslations('hd.send');
  const { mutate } = useSWRConfig();
  const signing = useSigningUnlock(wallet);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, run] = useAction();
  const lookAlike = useMemo(() => {
    const self = wallet.address.toLowerCase();
    const known = readSends()
      // Real transfers only: a zero-value entry is what a poisoner leaves, not an address the user dealt with.
      .filter((send) => send.chainId === network.chain_id && send.amount > 0n && (send.from.toLowerCase() === self || send.to.toLowerCase() === self))
      .map((send) => (send.from.toLowerCase() === self ? send.to : send.from));
    return lookAlikeOf(plan.recipient, known);
  }, [plan.recipient, network.chain_id, wallet.address]);
  const [lookAlikeAccepted, setLookAlikeAccepted] = useState(false);
  const [asking, setAsking] = useState(false);
  const native = network.native_currency;
  const symbol = plan.token ? plan.token.symbol : native.symbol;
  const decimals = plan.token ? plan.token.decimals : native.decimals;

  const lockedMeanwhile = () => setError(signing.lockedMeanwhile());

  const send = () =>
    run(async () => {
      setError(null);
      const problem = await signing.unlock();
      if (problem) return setError(problem);
      const [{ createRpcClient }, { sendPlanned }, { waitForSend }, { plannedSendRecord }] = await Promise.all([
        import('@/lib/wallet/rpc/createRpcClient'),
        import('@/lib/wallet/send/sendPlanned'),
        import('@/lib/wallet/send/waitForSend'),
        import('@/lib/wallet/send/plannedSendRecord'),
      ]);
      const client = createRpcClient(network);
      let signed: Hash | null = null;
      try {
        const hash = await sendPlanned(client, wallet.id, plan, {
          onSigned: (hash) => {
            signed = hash;
            recordSend(plannedSendRecord(plan, hash, network, Date.now()));
          },
        });
        updateSend(hash, 'pending');
        setOutcome({ hash, status: 'pending' });
        void mutate(balancesKey(network, wallet.address));
        waitForSend(client, hash).then(
          (status) => {
            updateSend(hash, status);
            setOutcome({ hash, status });
            void mutate(balancesKey(network, wallet.address));
          },
          (failure) => console.warn('receipt not seen yet; the history will follow it', failure),
        );
      } catch (failure) {
        if (failure instanceof WalletLockedError) return lockedMeanwhile();
        // The node refused it: nothing went on chain.
        if (signed) updateSend(signed, null);
        console.warn('transaction not sent', failure);
        const { isNodeUnreachable } = await import('@/lib/wallet/rpc/isNodeUnreachable');
        if (isNodeUnreachable(failure)) return setError(t('nodeUnreachable', { name: network.name }));
        setError(t('sendFailed', { reason: (failure as { shortMessage?: string }).shortMessage ?? String((failure as Error).message ?? failure) }));
      }
    });

  if (outcome) {
    return (
      <section className="form" aria-live="polite">
        <p className={`notice ${outcome.status === 'failed' ? 'notice-error' : ''}`} role="status" data-testid="send-status" data-status={outcome.status}>
          {t(`status.${outcome.status}`)}
        </p>
        <dl className="summary">
          <dt>{t('hash')}</dt>
          <dd>
            <code className="address address-full" data-testid="send-hash">
              {outcome.hash}
            </code>
          </dd>
        </dl>
        <AppLink className="button button-secondary" href={`/transactions/${wallet.address}`}>
          {t('viewHistory')}
        </AppLink>
        <AppLink className="button" href="/index/hd-wallet" replace>
          {t('done')}
        </AppLink>
      </section>
    );
  }

  const fee = plan.estimate.maxFee;
  return (
    <section className="form" aria-labelledby="confirm-title">
      <h2 id="confirm-title" className="card-title">
        {t('confirmTitle')}
      </h2>
      <dl className="summary" data-testid="send-summary">
        <dt>{t('amountLabel')}</dt>
        <dd data-testid="confirm-amount">
          {formatAmount({ value: plan.amount, decimals }, { exact: true })} {symbol}
        </dd>
        <dt>{t('to')}</dt>
        <dd>
          <code className="address address-full" data-testid="confirm-recipient">
            {plan.recipient}
          </code>
        </dd>
        <dt>{t('networkLabel')}</dt>
        <dd>{network.name}</dd>
        <dt>{t('fee')}</dt>
        <dd data-testid="confirm-fee">
          {formatAmount({ value: fee, decimals: native.decimals }, { exact: true })} {native.symbol}
        </dd>
        {!plan.token && (
          <>
            <dt>{t('total')}</dt>
            <dd>
              {formatAmount({ value: plan.amount + fee, decimals: native.decimals }, { exact: true })} {native.symbol}
            </dd>
          </>
        )}
      </dl>
      <p className="field-hint">{t(plan.estimate.fees.type === 'eip1559' ? 'feeNote1559' : 'feeNoteLegacy')}</p>
      <p className="notice notice-warning">{t('irrevocable')}</p>
      {signing.passwordField}
      {error && (
        <p className="form-error" role="alert" data-testid="send-error">
          {error}
        </p>
      )}
      <Button onClick={() => (lookAlike && !lookAlikeAccepted ? setAsking(true) : void send())} busy={busy} testId="send-confirm">
        {t('confirm')}
      </Button>
      {asking && lookAlike && (
        <ConfirmDialog
          title={t('lookAlikeTitle')}
          text={t('lookAlikeText', { recipient: ltrText(plan.recipient), known: ltrText(lookAlike) })}
          confirm={t('lookAlikeConfirm')}
          cancel={t('lookAlikeCancel')}
          danger
          onConfirm={() => {
            setAsking(false);
            setLookAlikeAccepted(true);
            void send();
          }}
          onCancel={() => setAsking(false)}
          testId="send-lookalike"
        />
      )}
      <Button variant="secondary" onClick={onBack}>
        {t('edit')}
      </Button>
    </section>
  );
}
