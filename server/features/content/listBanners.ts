import type { BannerList } from '../../../features/content/contract/contentApi';
import type { ContentLocale } from '../../../features/content/contract/contentRules';
import type { Queryable } from '../../db/db';
import { type ContentScope, LIVE, servedLocale } from './contentScope';
import type { BannerDoc } from './contentRow';

/**
 * The home banners of this moment (published, not past their `until`) in `locale` or English, in
 * the operator's order.
 *
 * @example await listBanners(db, 'ja', { sample: false, now: new Date() })
 */
export async function listBanners(q: Queryable, locale: ContentLocale, scope: ContentScope): Promise<BannerList> {
  const served = await servedLocale(q, 'banner', locale, scope);
  const rows = await q.query<{ doc: BannerDoc }>(`SELECT doc FROM content_items WHERE ${LIVE} AND kind = 'banner' AND locale = $3 ORDER BY sort_order, id`, [
    scope.sample,
    scope.now,
    served,
  ]);
  return { sample: scope.sample, locale: served, items: rows.map(({ doc }) => doc) };
}
