import type { EnvelopePreview } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import type { Queryable } from '../../db/db';
import { envelopeErrors } from './envelopeErrors';
import { envelopeState, findEnvelope } from './envelopeRow';
import { maskName } from './maskName';

/**
 * What the claim screen shows for a shared link before anyone logs in: the sender's masked
 * name, the wishes, the coin and kind, and whether it can still be claimed. Never the code, the
 * total or any share (those are for the sender and, after claiming, the claimers).
 *
 * @example await envelopePreview(db, 'q1X0c4m2Zb9YtR7uKw3nEA', now)
 */
export async function envelopePreview(q: Queryable, linkId: string, now: Date): Promise<EnvelopePreview> {
  const envelope = await findEnvelope(q, 'link_id', linkId);
  if (!envelope) throw envelopeErrors.envelopeUnknown();
  const [sender] = await q.query<{ account_name: string }>('SELECT account_name FROM users WHERE id = $1', [envelope.sender_id]);
  const state = envelopeState(envelope, now);
  return {
    senderName: maskName(sender.account_name),
    coin: envelope.coin,
    kind: envelope.kind,
    wishes: envelope.wishes,
    claimable: state === 'open',
    state,
    expiresAt: envelope.expires_at.toISOString(),
  };
}
