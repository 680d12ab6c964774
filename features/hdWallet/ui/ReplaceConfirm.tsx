'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { formatGwei, type Hash } from 'viem';
import { Button } from '@/components/kit/Button';
import { ltrText } from '@/components/kit/Ltr';
import { patchSend, recordSend, updateSend } from '@/features/hdWallet/state/hdSends';
import { formatAmount } from '@/lib/format/formatAmount';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { useAction } from '@/lib/useAction';
import type { LocalSend } from '@/lib/wallet/history/localSends';
import { WalletLockedError } from '@/lib/wallet/keyring/keyring';
import type { SupportedNetwork } from '@/lib/wallet/networks/networks';
import type { FeeParameters } from '@/lib/wallet/send/estimateTransfer';
import type { ReplacementKind, ReplacementPlan } from '@/lib/wallet/replace/planReplacement';
import type { StoredWallet } from '@/lib/wallet/vault/walletRecord';
import { useSigningUnlock } from './useSigningUnlock';

type Planning = { plan: ReplacementPlan } | { problem: string } | null;

/**
 * Speed up or cancel a pending send: the replacement is planned from the node's copy of the
 * original (same nonce; speed up keeps recipient, value and data, cancel sends 0 to the wallet
 * itself), its fees bumped past the node's replacement rule. The screen shows the old and new fee,
 * asks for the wallet password as a send does, and signs through the wallet core. The local history
 * links original and replacement only once the node accepted the replacement: a refusal changes nothing.
 */
export function ReplaceConfirm({ className, wallet, network, send, kind, onClose }: { className: string; wallet: StoredWallet; network: SupportedNetwork; send: LocalSend; kind: ReplacementKind; onClose: () => void }) {
  const t = useTranslations('hd.replace');
  const signing = useSigningUnlock(wallet);
  const [planning, setPlanning] = useState<Planning>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const heading = useRef<HTMLHeadingElement>(null);
  const native = network.native_currency;

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    let live = true;
    (async () => {
      const [{ createRpcClient }, { planReplacement, ReplacementError }, { isNodeUnreachable }] = await Promise.all([
        import('@/lib/wallet/rpc/createRpcClient'),
        import('@/lib/wallet/replace/planReplacement'),
        import('@/lib/wallet/rpc/isNodeUnreachable'),
      ]);
      try {
        const plan = await planReplacement(createRpcClient(network), send.hash, wallet.address, kind);
        if (live) setPlanning({ plan });
      } catch (failure) {
        console.warn('replacement not planned', failure);
        const problem = failure instanceof ReplacementError ? t(`problem.${failure.reason}`) : isNodeUnreachable(failure) ? t('nodeUnreachable', { name: network.name }) : t('planFailed');
        if (live) setPlanning({ problem });
      }
    })();
    return () => {
      live = false;
    };
  }, [kind, network, send.hash, t, wallet.address]);

  const confirm = (plan: ReplacementPlan) =>
    run(async () => {
      setError(null);
      const problem = await signing.unlock();
      if (problem) return setError(problem);
      const [{ createRpcClient }, { sendPlanned }, { isNodeUnreachable }] = await Promise.all([
        import('@/lib/wallet/rpc/createRpcClient'),
        import('@/lib/wallet/send/sendPlanned'),
        import('@/lib/wallet/rpc/isNodeUnreachable'),
      ]);
      let signed: Hash | null = null;
      try {
        const hash = await sendPlanned(createRpcClient(network), wallet.id, plan, {
          nonce: plan.nonce,
          onSigned: (hash) => {
            signed = hash;
            recordSend(replacementRecord(send, plan, hash, native, Date.now()));
          },
        });
        updateSend(hash, 'pending');
        patchSend(send.hash, { replacedBy: hash, replacement: kind });
        onClose();
      } catch (failure) {
        if (failure instanceof WalletLockedError) return setError(signing.lockedMeanwhile());
        // The node refused it: the original stays as it was.
        if (signed) updateSend(signed, null);
        console.warn('replacement not sent', failure);
        const text = String((failure as { details?: string }).details ?? '') + String((failure as Error).message ?? failure);
        if (/underpriced/i.test(text)) return setError(t('underpriced'));
        if (/nonce too low|already known|nonce.*used/i.test(text)) return setError(t('problem.mined'));
        if (isNodeUnreachable(failure)) return setError(t('nodeUnreachable', { name: network.name }));
        setError(t('failed', { reason: (failure as { shortMessage?: string }).shortMessage ?? String((failure as Error).message ?? failure) }));
      }
    });

  const plan = planning && 'plan' in planning ? planning.plan : null;
  return (
    <section className={`form card ${className}`} aria-labelledby="replace-title" data-testid="replace-panel" data-kind={kind}>
      <h2 id="replace-title" className="card-title" tabIndex={-1} ref={heading}>
        {t(kind === 'cancel' ? 'titleCancel' : 'titleSpeedUp')}
      </h2>
      <p className="field-hint">{t(kind === 'cancel' ? 'explainCancel' : 'explainSpeedUp', { hash: ltrText(shortenAddress(send.hash, { keep: 6 })) })}</p>
      {!planning && <div className="spinner spinner-center" role="status" aria-label={t('planning')} />}
      {planning && 'problem' in planning && (
        <p className="notice notice-error" role="alert" data-testid="replace-problem">
          {planning.problem}
        </p>
      )}
      {plan && (
        <dl className="summary" data-testid="replace-summary">
          <dt>{t('oldFee')}</dt>
          <dd>{feeText(plan.originalFees)}</dd>
          <dt>{t('newFee')}</dt>
          <dd data-testid="replace-new-fee">{feeText(plan.estimate.fees)}</dd>
          <dt>{t('maxFee')}</dt>
          <dd data-testid="replace-max-fee">
            {formatAmount({ value: plan.estimate.maxFee, decimals: native.decimals }, { exact: true })} {native.symbol}
          </dd>
        </dl>
      )}
      {plan && signing.passwordField}
      {error && (
        <p className="form-error" role="alert" data-testid="replace-error">
          {error}
        </p>
      )}
      {plan && (
        <Button onClick={() => void confirm(plan)} busy={busy} testId="replace-confirm">
          {t(kind === 'cancel' ? 'confirmCancel' : 'confirmSpeedUp')}
        </Button>
      )}
      <Button variant="secondary" onClick={onClose} testId="replace-back">
        {t('back')}
      </Button>
    </section>
  );
}

/** Gas prices in gwei, as wallets show them: "max 12.5 · tip 1.5 gwei" or "12.5 gwei". */
function feeText(fees: FeeParameters): string {
  return fees.type === 'eip1559' ? `${formatGwei(fees.maxFeePerGas)} / ${formatGwei(fees.maxPriorityFeePerGas)} gwei` : `${formatGwei(fees.gasPrice)} gwei`;
}

/** The history's record of a replacement just signed: a speed up repeats the transfer, a cancel is 0 to oneself. */
function replacementRecord(original: LocalSend, plan: ReplacementPlan, hash: Hash, native: SupportedNetwork['native_currency'], time: number): LocalSend {
  const common = { hash, chainId: original.chainId, time, from: original.from, maxFee: plan.estimate.maxFee, status: 'waiting' as const, replaces: original.hash };
  if (plan.kind === 'speedUp') {
    const { to, amount, symbol, decimals, token } = original;
    return { ...common, to, amount, symbol, decimals, ...(token ? { token } : {}) };
  }
  return { ...common, to: original.from, amount: 0n, symbol: native.symbol, decimals: native.decimals };
}
