import type { DiscoverCategory, DiscoverEntry, DiscoverList } from '../../../features/content/contract/contentApi';
import type { ContentLocale } from '../../../features/content/contract/contentRules';
import type { Queryable } from '../../db/db';
import { type ContentScope, LIVE, servedLocale } from './contentScope';
import type { DiscoverDoc } from './contentRow';

/**
 * The discover entries in `locale` (or English), popular ones first and then by the operator's
 * order, optionally of one category; and every category of that locale with its name, in the
 * order of their first entry.
 *
 * @example await listDiscover(db, { locale: 'en', category: 'defi' }, { sample: false, now: new Date() })
 */
export async function listDiscover(q: Queryable, query: { locale: ContentLocale; category?: string }, scope: ContentScope): Promise<DiscoverList> {
  const locale = await servedLocale(q, 'discover', query.locale, scope);
  const rows = await q.query<{ doc: DiscoverDoc }>(
    `SELECT doc FROM content_items WHERE ${LIVE} AND kind = 'discover' AND locale = $3 ORDER BY sort_order, id`,
    [scope.sample, scope.now, locale],
  );
  const categories = new Map<string, DiscoverCategory>();
  for (const { doc } of rows) if (!categories.has(doc.category)) categories.set(doc.category, { id: doc.category, name: doc.categoryName });
  const items = rows
    .map(({ doc }): DiscoverEntry => {
      const { categoryName: _name, ...entry } = doc;
      return entry;
    })
    .filter((entry) => query.category === undefined || entry.category === query.category)
    // Stable: popular first, each group in the operator's order.
    .sort((a, b) => Number(b.popular) - Number(a.popular));
  return { sample: scope.sample, locale, items, categories: [...categories.values()] };
}
