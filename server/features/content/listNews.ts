import type { NewsItem, NewsPage } from '../../../features/content/contract/contentApi';
import type { ContentLocale } from '../../../features/content/contract/contentRules';
import type { Queryable } from '../../db/db';
import { badRequest } from '../../http/appError';
import { type ContentScope, LIVE, servedLocale } from './contentScope';
import type { NewsDoc } from './contentRow';

type Cursor = { pinned: boolean; publishAt: string; id: string };

/**
 * A page of news in `locale` (or English when it has none): pinned items first, then newest first.
 * The cursor is the position of the last item (pinned, time, id), so an item published between
 * two pages neither repeats nor shifts the next page.
 *
 * @example await listNews(db, { locale: 'fr', limit: 20 }, { sample: false, now: new Date() })
 */
export async function listNews(q: Queryable, query: { locale: ContentLocale; cursor?: string; limit: number }, scope: ContentScope): Promise<NewsPage> {
  const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
  const locale = await servedLocale(q, 'news', query.locale, scope);
  const rows = await q.query<{ doc: NewsDoc }>(
    `SELECT doc FROM content_items
      WHERE ${LIVE} AND kind = 'news' AND locale = $3
        AND ($4::int IS NULL OR (pinned::int, publish_at, id) < ($4::int, $5::timestamptz, $6::text))
      ORDER BY pinned DESC, publish_at DESC, id DESC
      LIMIT $7`,
    [scope.sample, scope.now, locale, after ? Number(after.pinned) : null, after?.publishAt ?? null, after?.id ?? null, query.limit + 1],
  );
  const items = rows.slice(0, query.limit).map(({ doc }): NewsItem => {
    const { body: _body, ...item } = doc;
    return item;
  });
  const last = items[items.length - 1];
  return {
    sample: scope.sample,
    locale,
    items,
    nextCursor: rows.length > query.limit ? encodeCursor({ pinned: last.pinned, publishAt: last.publishAt, id: last.id }) : null,
  };
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.pinned ? 1 : 0, cursor.publishAt, cursor.id])).toString('base64url');
}

function decodeCursor(text: string): Cursor {
  try {
    const [pinned, publishAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if ((pinned === 0 || pinned === 1) && typeof publishAt === 'string' && !Number.isNaN(Date.parse(publishAt)) && typeof id === 'string') {
      return { pinned: pinned === 1, publishAt, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw badRequest('cursor: must be a nextCursor from an earlier page.');
}
