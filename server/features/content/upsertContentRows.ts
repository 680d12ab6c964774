import type { Queryable } from '../../db/db';
import type { ContentRow } from './contentRow';

/**
 * Writes rows into content_items, changing only rows whose content differs (so a rerun of the
 * same file touches nothing, not even updated_at). A withdrawal is never undone here. `sample`
 * rows (the development sample) never overwrite a real row.
 *
 * @returns how many rows were inserted and updated; the rest were unchanged.
 * @example await upsertContentRows(q, rows, new Date(), false) // { inserted: 3, updated: 0 }
 */
export async function upsertContentRows(q: Queryable, rows: readonly ContentRow[], now: Date, sample: boolean): Promise<{ inserted: number; updated: number }> {
  let inserted = 0;
  let updated = 0;
  for (const row of rows) {
    const written = await q.query<{ inserted: boolean }>(
      `INSERT INTO content_items AS c (id, kind, locale, publish_at, until_at, pinned, popular, sort_order, category, doc, sample, created_at, updated_at, withdrawn_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $12, CASE WHEN $13::boolean THEN $12::timestamptz END)
       ON CONFLICT (id) DO UPDATE SET
         kind = EXCLUDED.kind, locale = EXCLUDED.locale, publish_at = EXCLUDED.publish_at, until_at = EXCLUDED.until_at,
         pinned = EXCLUDED.pinned, popular = EXCLUDED.popular, sort_order = EXCLUDED.sort_order, category = EXCLUDED.category,
         doc = EXCLUDED.doc, sample = EXCLUDED.sample, updated_at = EXCLUDED.updated_at,
         withdrawn_at = COALESCE(c.withdrawn_at, EXCLUDED.withdrawn_at)
       WHERE c.sample = EXCLUDED.sample
         AND ((c.kind, c.locale, c.publish_at, c.until_at, c.pinned, c.popular, c.sort_order, c.category, c.doc)
                IS DISTINCT FROM (EXCLUDED.kind, EXCLUDED.locale, EXCLUDED.publish_at, EXCLUDED.until_at, EXCLUDED.pinned, EXCLUDED.popular, EXCLUDED.sort_order, EXCLUDED.category, EXCLUDED.doc)
              OR (c.withdrawn_at IS NULL AND EXCLUDED.withdrawn_at IS NOT NULL))
       RETURNING (xmax = 0) AS inserted`,
      [row.id, row.kind, row.locale, row.publishAt, row.until, row.pinned, row.popular, row.order, row.category, JSON.stringify(row.doc), sample, now, row.withdrawn],
    );
    if (written.length === 0) continue;
    if (written[0].inserted) inserted += 1;
    else updated += 1;
  }
  return { inserted, updated };
}
