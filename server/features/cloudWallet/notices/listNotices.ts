import { type Notice, type NoticePage } from '../../../../features/cloudWallet/contract/walletApi';
import type { NoticeKind } from '../../../../features/cloudWallet/contract/walletRules';
import type { Queryable } from '../../../db/db';
import { pgArray } from '../../../ledger/pgArray';
import { type NoticeTexts, noticeText } from '../../../core/notices/noticeText';

/**
 * A page of the user's notices, newest first, with the unread count of all of them.
 *
 * @example await listNotices(db, deps.noticeTexts, userId, { cursor: undefined, limit: 20 })
 */
export async function listNotices(q: Queryable, texts: NoticeTexts, userId: bigint, page: { cursor?: string; limit: number }): Promise<NoticePage> {
  const rows = await q.query<{ id: bigint; kind: NoticeKind; params: Record<string, string>; created_at: Date; read_at: Date | null }>(
    `SELECT id, kind, params, created_at, read_at FROM notices
      WHERE user_id = $1 AND ($2::bigint IS NULL OR id < $2)
      ORDER BY id DESC LIMIT $3`,
    [userId, page.cursor ?? null, page.limit + 1],
  );
  const items = rows.slice(0, page.limit).map(
    (row): Notice => ({
      id: String(row.id),
      kind: row.kind,
      params: row.params,
      text: noticeText(texts, row.kind, row.params),
      createdAt: row.created_at.toISOString(),
      read: row.read_at !== null,
    }),
  );
  return {
    items,
    unreadCount: await unreadCount(q, userId),
    nextCursor: rows.length > page.limit ? items[items.length - 1].id : null,
  };
}

/** How many of the user's notices are unread. */
export async function unreadCount(q: Queryable, userId: bigint): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM notices WHERE user_id = $1 AND read_at IS NULL', [userId]);
  return row.n;
}

/**
 * Marks the user's notices read: the listed ids (ids of other users' notices change nothing), or all.
 *
 * @returns the unread count after.
 */
export async function markNoticesRead(q: Queryable, userId: bigint, which: { ids?: string[]; all?: boolean }, at: Date): Promise<number> {
  await q.query(
    `UPDATE notices SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND ($2::bigint[] IS NULL OR id = ANY($2::bigint[]))`,
    [userId, which.all ? null : pgArray((which.ids ?? []).map(BigInt)), at],
  );
  return unreadCount(q, userId);
}
