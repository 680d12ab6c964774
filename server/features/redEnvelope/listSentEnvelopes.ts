import type { SentPage } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';
import { ENVELOPE_SELECT, type EnvelopeRow, toSentEnvelope } from './envelopeRow';

/**
 * The envelopes a user sent, newest first, a page at a time (`cursor` is the last id seen), with
 * the totals per coin of all of them (/redEnvelopeRecord, "sent").
 *
 * @example await listSentEnvelopes(db, userId, { limit: 20 }, now)
 */
export async function listSentEnvelopes(q: Queryable, userId: bigint, page: { cursor?: string; limit: number }, now: Date): Promise<SentPage> {
  const rows = await q.query<EnvelopeRow>(`${ENVELOPE_SELECT} WHERE e.sender_id = $1 AND ($2::bigint IS NULL OR e.id < $2) ORDER BY e.id DESC LIMIT $3`, [
    userId,
    page.cursor ?? null,
    page.limit + 1,
  ]);
  const totals = await q.query<{ coin: string; decimals: number; amount: string; count: number }>(
    `SELECT e.coin, c.decimals::int AS decimals, sum(e.total)::text AS amount, count(*)::int AS count
       FROM envelopes e JOIN coins c ON c.symbol = e.coin WHERE e.sender_id = $1 GROUP BY e.coin, c.decimals, c.position ORDER BY c.position`,
    [userId],
  );
  const items = rows.slice(0, page.limit);
  return {
    items: items.map((row) => toSentEnvelope(row, now)),
    totals: totals.map((t) => ({ coin: t.coin, amount: formatBaseUnits(BigInt(t.amount), Number(t.decimals)), count: Number(t.count) })),
    nextCursor: rows.length > page.limit ? String(items[items.length - 1].id) : null,
  };
}
