import type { Queryable } from '../../db/db';

export type ContentListing = { id: string; kind: string; locale: string; publishAt: Date; until: Date | null; pinned: boolean; withdrawnAt: Date | null; title: string };

/**
 * Every published item (not the development sample), newest first, for the command's `list`.
 *
 * @example await listContentItems(db) // [{ id: 'btc-etf', kind: 'news', … }]
 */
export async function listContentItems(q: Queryable): Promise<ContentListing[]> {
  const rows = await q.query<{ id: string; kind: string; locale: string; publish_at: Date; until_at: Date | null; pinned: boolean; withdrawn_at: Date | null; title: string }>(
    `SELECT id, kind, locale, publish_at, until_at, pinned, withdrawn_at, COALESCE(doc->>'title', doc->>'name', '') AS title
       FROM content_items WHERE NOT sample ORDER BY publish_at DESC, id`,
  );
  return rows.map((row) => ({ id: row.id, kind: row.kind, locale: row.locale, publishAt: row.publish_at, until: row.until_at, pinned: row.pinned, withdrawnAt: row.withdrawn_at, title: row.title }));
}
