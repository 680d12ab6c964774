import type { Queryable } from '../../db/db';

/**
 * Withdraws a published item: the API stops serving it at once (its answers are cacheable for
 * CONTENT_CACHE_SECONDS, so a client may still show it that long). Withdrawing twice is a no-op.
 *
 * @returns false when no published item has this id.
 * @example await withdrawContent(db, 'btc-etf-2026-11-24', new Date()) // true
 */
export async function withdrawContent(q: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await q.query<{ id: string }>(
    `UPDATE content_items SET withdrawn_at = COALESCE(withdrawn_at, $2) WHERE id = $1 AND NOT sample RETURNING id`,
    [id, now],
  );
  return rows.length > 0;
}
