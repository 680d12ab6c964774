import type { EnvelopeDetail } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { envelopeErrors } from './envelopeErrors';
import { envelopeFacts, findEnvelope } from './envelopeRow';
import { maskName } from './maskName';

/**
 * One envelope as /redEnvelopeDetail shows it, for its sender or one of its claimers; anyone else
 * gets envelopeUnknown, as for an id that does not exist. Each claim with the claimer's masked
 * name, amount and time, in claim order; for a lucky envelope whose shares are all claimed or
 * that expired, the largest share carries the best-luck mark (the earliest claim on a tie). The
 * link id and code only go to the sender. By the shared link's id too: a sender or claimer who
 * opens the link sees this detail instead of a claim that can only fail.
 *
 * @example await envelopeDetail(db, userId, { id: '12' }, now)
 */
export async function envelopeDetail(q: Queryable, userId: bigint, by: { id?: string; linkId?: string }, now: Date): Promise<EnvelopeDetail> {
  const envelope = by.linkId !== undefined ? await findEnvelope(q, 'link_id', by.linkId) : await findEnvelope(q, 'id', by.id ?? '');
  if (!envelope) throw envelopeErrors.envelopeUnknown();
  const claims = await q.query<{ claimed_by: bigint; account_name: string; amount: string; claimed_at: Date }>(
    `SELECT s.claimed_by, u.account_name, s.amount, s.claimed_at
       FROM envelope_shares s JOIN users u ON u.id = s.claimed_by
      WHERE s.envelope_id = $1 ORDER BY s.claim_entry_id`,
    [envelope.id],
  );
  const mine = envelope.sender_id === userId;
  if (!mine && !claims.some((c) => c.claimed_by === userId)) throw envelopeErrors.envelopeUnknown();
  const [sender] = await q.query<{ account_name: string }>('SELECT account_name FROM users WHERE id = $1', [envelope.sender_id]);
  const facts = envelopeFacts(envelope, now);
  let best = -1;
  if (envelope.kind === 'lucky' && facts.state !== 'open') {
    claims.forEach((c, i) => {
      if (best < 0 || BigInt(c.amount) > BigInt(claims[best].amount)) best = i;
    });
  }
  return {
    ...facts,
    mine,
    linkId: mine ? envelope.link_id : null,
    code: mine ? envelope.claim_code : null,
    senderName: maskName(sender.account_name),
    claims: claims.map((c, i) => ({
      name: maskName(c.account_name),
      amount: formatBaseUnits(BigInt(c.amount), Number(envelope.decimals)),
      claimedAt: c.claimed_at.toISOString(),
      you: c.claimed_by === userId,
      bestLuck: i === best,
    })),
  };
}
