import type { ContentKind, ContentLocale } from '../../../features/content/contract/contentRules';
import { FALLBACK_LOCALE } from '../../../features/content/contract/contentRules';
import type { Queryable } from '../../db/db';

/** Which rows a read serves: the sample or the published ones, at which moment. */
export type ContentScope = { sample: boolean; now: Date };

/** The SQL condition of a row served at `now` ($1 sample, $2 now): not withdrawn, published, not expired. */
export const LIVE = `sample = $1 AND withdrawn_at IS NULL AND publish_at <= $2 AND (until_at IS NULL OR until_at > $2)`;

/**
 * The locale a list of `kind` is served in: the asked one when it has a live item of that kind,
 * else English (FALLBACK_LOCALE), so a user never faces an empty screen for want of a translation.
 *
 * @example await servedLocale(db, 'news', 'fr', scope) // 'en' when no French news is live
 */
export async function servedLocale(q: Queryable, kind: ContentKind, locale: ContentLocale, scope: ContentScope): Promise<ContentLocale> {
  if (locale === FALLBACK_LOCALE) return locale;
  const rows = await q.query<{ found: number }>(`SELECT 1 AS found FROM content_items WHERE ${LIVE} AND kind = $3 AND locale = $4 LIMIT 1`, [scope.sample, scope.now, kind, locale]);
  return rows.length > 0 ? locale : FALLBACK_LOCALE;
}
