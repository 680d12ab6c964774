import type { SentEnvelope } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import type { EnvelopeKind, EnvelopeState } from '../../../features/redEnvelope/contract/redEnvelopeRules';
import type { Queryable } from '../../db/db';
import { formatBaseUnits } from '../../ledger/baseUnits';

/** An `envelopes` row with its coin's decimals and its claimed count and sum, as ENVELOPE_SELECT returns it. */
export type EnvelopeRow = {
  id: bigint;
  sender_id: bigint;
  coin: string;
  decimals: number;
  kind: EnvelopeKind;
  quantity: number;
  total: string;
  share_amount: string | null;
  wishes: string;
  claim_code: string;
  link_id: string;
  created_at: Date;
  expires_at: Date;
  refunded_at: Date | null;
  refunded_amount: string | null;
  claimed_count: number;
  claimed_amount: string;
};

/** Envelopes with decimals and claim counts; add a WHERE on `e`. */
export const ENVELOPE_SELECT = `
  SELECT e.id, e.sender_id, e.coin, c.decimals::int AS decimals, e.kind, e.quantity, e.total, e.share_amount, e.wishes, e.claim_code, e.link_id,
         e.created_at, e.expires_at, e.refunded_at, e.refunded_amount,
         (SELECT count(*)::int FROM envelope_shares s WHERE s.envelope_id = e.id AND s.claimed_by IS NOT NULL) AS claimed_count,
         (SELECT COALESCE(sum(s.amount), 0)::text FROM envelope_shares s WHERE s.envelope_id = e.id AND s.claimed_by IS NOT NULL) AS claimed_amount
    FROM envelopes e JOIN coins c ON c.symbol = e.coin`;

/** One envelope by a column (`id`, `link_id`, `claim_code`). */
export async function findEnvelope(q: Queryable, column: 'id' | 'link_id' | 'claim_code', value: string | bigint): Promise<EnvelopeRow | null> {
  const [row] = await q.query<EnvelopeRow>(`${ENVELOPE_SELECT} WHERE e.${column} = $1`, [value]);
  return row ?? null;
}

/**
 * Where an envelope stands at `now`: refunded, finished (every share claimed), expired (the
 * instant expires_at is past, excluded), or open.
 */
export function envelopeState(row: EnvelopeRow, now: Date): EnvelopeState {
  if (row.refunded_at) return 'refunded';
  if (row.claimed_count >= row.quantity) return 'finished';
  if (now.getTime() >= row.expires_at.getTime()) return 'expired';
  return 'open';
}

/** The fields every view of an envelope shares. */
export function envelopeFacts(row: EnvelopeRow, now: Date) {
  const format = (units: string) => formatBaseUnits(BigInt(units), Number(row.decimals));
  return {
    id: String(row.id),
    coin: row.coin,
    kind: row.kind,
    quantity: Number(row.quantity),
    total: format(row.total),
    wishes: row.wishes,
    claimedCount: Number(row.claimed_count),
    claimedAmount: format(row.claimed_amount),
    refundedAmount: row.refunded_amount === null ? null : format(row.refunded_amount),
    state: envelopeState(row, now),
    createdAt: row.created_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    refundedAt: row.refunded_at?.toISOString() ?? null,
  };
}

/** An envelope as its sender sees it in the list (with the link id and code to share). */
export function toSentEnvelope(row: EnvelopeRow, now: Date): SentEnvelope {
  return {
    ...envelopeFacts(row, now),
    linkId: row.link_id,
    code: row.claim_code,
    shareAmount: row.share_amount === null ? null : formatBaseUnits(BigInt(row.share_amount), Number(row.decimals)),
  };
}
