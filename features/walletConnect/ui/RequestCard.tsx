'use client';

import { useAtomValue } from 'jotai';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/kit/Button';
import { TextField } from '@/components/kit/TextField';
import { shortenAddress } from '@/lib/format/shortenAddress';
import { hdUnlockedAtom } from '@/lib/state/hdWallet/hdWallet';
import { useNetworks } from '@/lib/state/hdWallet/useNetworks';
import { dispatchConnection, walletConnectAtom } from '@/features/walletConnect/state/walletConnect';
import { SESSION_REQUEST, type Notification, type RequestedNamespaces, type SessionRequestDetail } from '@/features/walletConnect/logic/connectionState';
import { validateRequest } from '@/features/walletConnect/logic/validateRequest';
import { useAction } from '@/lib/useAction';
import { methodKey } from '@/features/walletConnect/logic/methodKey';
import { ApprovalDetails } from './ApprovalDetails';
import { loadController } from './controller';
import { AddressChip } from '@/components/kit/AddressChip';

/** One request in the panel, with its approval: the session request, or a signing request. */
export function RequestCard({ notification }: { notification: Notification }) {
  return notification.type === SESSION_REQUEST ? (
    <SessionRequestCard id={notification.id} detail={notification.detail as SessionRequestDetail} />
  ) : (
    <SigningRequestCard notification={notification} />
  );
}

function HideButton({ id }: { id: number }) {
  const t = useTranslations('walletConnect');
  return (
    <button type="button" className="button button-text" onClick={() => dispatchConnection({ type: 'hide', id })} data-testid="wc-hide">
      {t('hide')}
    </button>
  );
}

/** A v2 proposal's requested networks and methods; what the wallet cannot serve is said, not hidden. */
function RequestedNamespacesSummary({ namespaces }: { namespaces: RequestedNamespaces }) {
  const t = useTranslations('walletConnect.proposal');
  const networks = useNetworks();
  const name = (caip2: string) => networks.find((n) => `eip155:${n.chain_id}` === caip2)?.name ?? caip2;
  return (
    <>
      <dl className="summary" data-testid="wc-namespaces">
        <dt>{t('networks')}</dt>
        <dd data-testid="wc-chains">{namespaces.chains.length ? namespaces.chains.map(name).join(', ') : t('noNetworks')}</dd>
        <dt>{t('methods')}</dt>
        <dd data-testid="wc-methods">{namespaces.methods.join(', ') || '—'}</dd>
      </dl>
      {namespaces.unsupportedChains.length > 0 && <p className="footnote">{t('unsupportedChains', { chains: namespaces.unsupportedChains.join(', ') })}</p>}
      {namespaces.unmetRequirements.length > 0 && (
        <p className="notice notice-warning" data-testid="wc-unmet">
          {t('unmet', { requirements: namespaces.unmetRequirements.join(', ') })}
        </p>
      )}
    </>
  );
}

function SessionRequestCard({ id, detail }: { id: number; detail: SessionRequestDetail }) {
  const t = useTranslations('walletConnect');
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const accept = () =>
    run(async () => {
      const { approveSession } = await loadController();
      const outcome = await approveSession();
      if (outcome === 'noWallet') setError(t('noWallet'));
      else if (outcome === 'failed') setError(t('approveErrors.gone'));
    });
  const reject = () => run(async () => (await loadController()).rejectSession());
  return (
    <article className="card wc-request" aria-labelledby={`wc-request-${id}`} data-testid="wc-request" data-method="session_request">
      <h4 id={`wc-request-${id}`} className="card-title">
        {t('methods.session')}
      </h4>
      <p className="card-body">{t('sessionIntro', { name: detail.peerMeta?.name || t('unnamedPeer') })}</p>
      {detail.namespaces && <RequestedNamespacesSummary namespaces={detail.namespaces} />}
      {detail.address ? (
        <dl className="summary">
          <dt>{t('address')}</dt>
          <dd>
            <AddressChip address={detail.address} testId="wc-session-address" />
          </dd>
        </dl>
      ) : (
        <p className="notice notice-warning">{t('noWallet')}</p>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="actions-row wc-actions">
        <Button variant="secondary" onClick={() => void reject()} busy={busy} testId="wc-reject">
          {t('reject')}
        </Button>
        <Button onClick={() => void accept()} busy={busy} disabled={!detail.address || (detail.namespaces?.unmetRequirements.length ?? 0) > 0} testId="wc-approve">
          {t('accept')}
        </Button>
      </div>
      <HideButton id={id} />
    </article>
  );
}

function SigningRequestCard({ notification }: { notification: Notification }) {
  const t = useTranslations('walletConnect');
  const state = useAtomValue(walletConnectAtom);
  const unlocked = useAtomValue(hdUnlockedAtom);
  const [password, setPassword] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, run] = useAction();
  const request = 'request' in notification ? notification.request : null;
  const checked = request ? validateRequest(request, { activeAddress: state.address, chainId: state.chainId }) : null;
  const valid = checked?.ok ? checked.request : null;
  const needsPassword = !unlocked || unlocked.address.toLowerCase() !== state.address?.toLowerCase();
  const dangerous = valid?.screen === 'dangerousSign';

  const approve = () =>
    run(async () => {
      setError(null);
      if (needsPassword && password === '') return setError(t('passwordEmpty'));
      const result = await (await loadController()).approveRequest(notification.id, needsPassword ? password : '');
      setPassword('');
      if (!result.ok) setError(t(`approveErrors.${result.reason}`));
    });
  const reject = () => run(async () => (await loadController()).rejectRequest(notification.id));
  const titleId = `wc-request-${notification.id}`;

  return (
    <article className={`card wc-request${dangerous ? ' wc-request-danger' : ''}`} aria-labelledby={titleId} data-testid="wc-request" data-method={notification.type}>
      <h4 id={titleId} className="card-title">
        {t(`methods.${methodKey(notification.type)}`, { method: notification.type })}
      </h4>
      {state.address && <p className="card-kicker">{t('signer', { address: shortenAddress(state.address) })}</p>}
      {valid ? (
        <ApprovalDetails request={valid} chainId={state.chainId} />
      ) : (
        <p className="notice notice-error" role="alert">
          {t('invalidNow')}
        </p>
      )}
      {dangerous && (
        <label className="wc-ack">
          <input type="checkbox" checked={acknowledged} onChange={(event) => setAcknowledged(event.target.checked)} data-testid="wc-danger-ack" />
          <span>{t('dangerAck')}</span>
        </label>
      )}
      {needsPassword && valid && (
        <TextField label={t('password')} type="password" value={password} onChange={setPassword} autoComplete="current-password" error={null} hint={t('passwordHint')} />
      )}
      {error && (
        <p className="form-error" role="alert" data-testid="wc-request-error">
          {error}
        </p>
      )}
      <div className="actions-row wc-actions">
        <Button variant="secondary" onClick={() => void reject()} busy={busy} testId="wc-reject">
          {t('reject')}
        </Button>
        <Button variant={dangerous ? 'danger' : 'primary'} onClick={() => void approve()} busy={busy} disabled={!valid || (dangerous && !acknowledged)} testId="wc-approve">
          {t(dangerous ? 'signAnyway' : 'approve')}
        </Button>
      </div>
      <HideButton id={notification.id} />
    </article>
  );
}
