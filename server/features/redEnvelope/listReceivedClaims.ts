import type { ReceivedPage } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { maskName } from './maskName';

/**
 * The shares a user claimed, newest first, a page at a time (`cursor` is the last claim's entry
 * id), with the totals per coin of all of them (/redEnvelopeRecord, "received"). Refunds of the
 * user's own envelopes are not claims: they show in the sent list.
 *
 * @example await listReceivedClaims(db, userId, { limit: 20 })
 */
export async function listReceivedClaims(q: Queryable, userId: bigint, page: { cursor?: string; limit: number }): Promise<ReceivedPage> {
  const rows = await q.query<{ envelope_id: bigint; entry_id: bigint; account_name: string; coin: string; decimals: number; amount: string; wishes: string; claimed_at: Date }>(
    `SELECT s.envelope_id, s.claim_entry_id AS entry_id, u.account_name, e.coin, c.decimals::int AS decimals, s.amount, e.wishes, s.claimed_at
       FROM envelope_shares s JOIN envelopes e ON e.id = s.envelope_id JOIN users u ON u.id = e.sender_id JOIN coins c ON c.symbol = e.coin
      WHERE s.claimed_by = $1 AND ($2::bigint IS NULL OR s.claim_entry_id < $2)
      ORDER BY s.claim_entry_id DESC LIMIT $3`,
    [userId, page.cursor ?? null, page.limit + 1],
  );
  const totals = await q.query<{ coin: string; decimals: number; amount: string; count: number }>(
    `SELECT e.coin, c.decimals::int AS decimals, sum(s.amount)::text AS amount, count(*)::int AS count
       FROM envelope_shares s JOIN envelopes e ON e.id = s.envelope_id JOIN coins c ON c.symbol = e.coin
      WHERE s.claimed_by = $1 GROUP BY e.coin, c.decimals, c.position ORDER BY c.position`,
    [userId],
  );
  const items = rows.slice(0, page.limit);
  return {
    items: items.map((r) => ({
      envelopeId: String(r.envelope_id),
      senderName: maskName(r.account_name),
      coin: r.coin,
      amount: formatBaseUnits(BigInt(r.amount), Number(r.decimals)),
      wishes: r.wishes,
      claimedAt: r.claimed_at.toISOString(),
    })),
    totals: totals.map((t) => ({ coin: t.coin, amount: formatBaseUnits(BigInt(t.amount), Number(t.decimals)), count: Number(t.count) })),
    nextCursor: rows.length > page.limit ? String(items[items.length - 1].entry_id) : null,
  };
}
