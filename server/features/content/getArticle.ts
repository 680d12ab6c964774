import type { NewsArticle } from '../../../features/content/contract/contentApi';
import { CONTENT_ERROR_KEYS } from '../../../features/content/contract/contentErrorKeys';
import { NOT_FOUND } from '../../../lib/contract/envelope';
import type { Queryable } from '../../db/db';
import { AppError } from '../../http/appError';
import { type ContentScope, LIVE } from './contentScope';
import type { NewsDoc } from './contentRow';

/**
 * One news article by id, whatever its locale.
 *
 * @throws {AppError} 404 `content.errors.articleNotFound` when the id is unknown, withdrawn or not published yet.
 * @example await getArticle(db, 'btc-etf-2026-11-24', { sample: false, now: new Date() })
 */
export async function getArticle(q: Queryable, id: string, scope: ContentScope): Promise<NewsArticle> {
  const [row] = await q.query<{ doc: NewsDoc }>(`SELECT doc FROM content_items WHERE ${LIVE} AND kind = 'news' AND id = $3`, [scope.sample, scope.now, id]);
  if (!row) throw new AppError({ status: 404, code: NOT_FOUND, msg: 'This article does not exist or was withdrawn.', key: CONTENT_ERROR_KEYS.articleNotFound });
  return { ...row.doc, sample: scope.sample };
}
