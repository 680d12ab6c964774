import type { Db } from '../../db/db';
import { notFound } from '../../http/appError';
import { findEnvelope } from './envelopeRow';
import { type RefundOutcome, refundEnvelope } from './refundEnvelope';

/**
 * Development and e2e only (`POST /api/dev/envelope/expire`, DEV_ROUTES): moves an envelope's
 * expiry to `now` and refunds its rest through refundEnvelope, the expiry job's own service (same
 * entry key, so the job finds nothing more to do), as a test cannot wait hours.
 *
 * @example await expireEnvelopeNow(db, deps.clock(), '42')
 */
export async function expireEnvelopeNow(db: Db, now: Date, id: string): Promise<RefundOutcome> {
  // The table wants expires_at after created_at: an envelope sent this very millisecond expires 1 ms later.
  const [moved] = await db.query<{ expires_at: Date }>(
    "UPDATE envelopes SET expires_at = GREATEST(created_at + interval '1 millisecond', LEAST(expires_at, $2)) WHERE id = $1 RETURNING expires_at",
    [id, now],
  );
  if (!moved) throw notFound();
  const envelope = await findEnvelope(db, 'id', id);
  if (!envelope) throw notFound();
  const at = new Date(Math.max(now.getTime(), moved.expires_at.getTime()));
  return refundEnvelope(db, { now: at, runId: `dev${at.toISOString().replace(/[:]/g, '')}` }, envelope);
}
