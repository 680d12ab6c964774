import type { Db } from '../../db/db';
import type { ContentRow } from './contentRow';
import { upsertContentRows } from './upsertContentRows';

/**
 * Publishes validated rows (validateContentFile.ts) in one transaction: the development sample
 * goes away, and each item is inserted or updated by id. Items missing from the file stay as they
 * are (withdraw them by id); publishing the same file again changes nothing.
 *
 * @example await publishContent(db, rows, new Date()) // { inserted: 12, updated: 0, unchanged: 0 }
 */
export async function publishContent(db: Db, rows: readonly ContentRow[], now: Date): Promise<{ inserted: number; updated: number; unchanged: number }> {
  return db.tx(async (q) => {
    await q.query('DELETE FROM content_items WHERE sample');
    const { inserted, updated } = await upsertContentRows(q, rows, now, false);
    return { inserted, updated, unchanged: rows.length - inserted - updated };
  });
}
