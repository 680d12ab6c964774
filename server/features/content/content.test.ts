import type { FastifyInstance } from 'fastify';
import { CONTENT_PATHS, type BannerList, type DiscoverList, type NewsArticle, type NewsPage } from '../../../features/content/contract/contentApi';
import { fakeClock } from '../../testing/fakeClock';
import { testApp } from '../../testing/testApp';
import { type TestDb, testDbTargets } from '../../testing/testDb';
import { useTestApp } from '../../testing/useTestApp';
import { publishContent } from './publishContent';
import { validateContentFile } from './validateContentFile';
import { withdrawContent } from './withdrawContent';

const T0 = new Date('2026-03-01T08:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000).toISOString();

function rowsOf(items: unknown[]) {
  const { rows, problems } = validateContentFile({ format: 1, items });
  expect(problems).toEqual([]);
  return rows;
}
const news = (id: string, minutes: number, extra: Record<string, unknown> = {}) => ({ kind: 'news', id, locale: 'en', publishAt: at(minutes), title: `Title ${id}`, body: `Body of ${id} with [a link](https://example.com)`, ...extra });

describe.each(testDbTargets)('operator content on $name', (target) => {
  let app: FastifyInstance;
  let testDb: TestDb;
  const clock = fakeClock(T0);
  useTestApp(target, { clock }, (opened) => ({ app, testDb } = opened));

  const get = async <T,>(url: string, query: Record<string, string> = {}) => {
    const res = await app.inject({ url, query });
    return { res, body: res.json() as { code: number; data: T; key?: string } };
  };

  it('serves the labelled sample while nothing is published (not in production)', async () => {
    const { res, body } = await get<NewsPage>(CONTENT_PATHS.news);
    expect(res.statusCode).toBe(200);
    expect(body.data.sample).toBe(true);
    expect(body.data.items.length).toBeGreaterThan(0);
    expect(body.data.items[0].pinned).toBe(true);
    const banners = (await get<BannerList>(CONTENT_PATHS.banners)).body.data;
    expect(banners.sample).toBe(true);
    expect(banners.items.length).toBeGreaterThan(0);
    // A sample item cannot be withdrawn: it is not published content.
    expect(await withdrawContent(testDb.db, 'sample-welcome', clock.now())).toBe(false);
  });

  it('publishes idempotently, and the sample goes away', async () => {
    const rows = rowsOf([
      news('old', -60 * 30),
      news('pinned', -60 * 48, { pinned: true }),
      news('new', -5),
      news('future', 10),
      news('fr-only', -1, { locale: 'fr', title: 'Titre' }),
      news('gone', -3),
      { kind: 'discover', id: 'dex', locale: 'en', publishAt: at(-100), name: 'Dex', icon: '/coin-icons/UNI.svg', url: 'https://dex.example', description: 'Swaps', category: 'defi', categoryName: 'DeFi', order: 2 },
      { kind: 'discover', id: 'lend', locale: 'en', publishAt: at(-100), name: 'Lend', icon: '/coin-icons/AAVE.svg', url: 'https://lend.example', description: 'Loans', category: 'defi', categoryName: 'DeFi', order: 1 },
      { kind: 'discover', id: 'news-entry', locale: 'en', publishAt: at(-100), name: 'News', icon: '/icons/icon-192.png', url: '/zixun', description: 'In the app', category: 'app', popular: true, order: 3 },
      { kind: 'banner', id: 'now', locale: 'en', publishAt: at(-10), until: at(60), image: '/content/sample-banner-news.svg', title: 'Now', link: '/zixun', order: 2 },
      { kind: 'banner', id: 'later', locale: 'en', publishAt: at(30), image: '/content/sample-banner-dapps.svg', title: 'Later', order: 1 },
    ]);
    expect(await publishContent(testDb.db, rows, clock.now())).toEqual({ inserted: 11, updated: 0, unchanged: 0 });
    const [before] = await testDb.db.query<{ updated_at: Date }>("SELECT max(updated_at) AS updated_at FROM content_items WHERE NOT sample");
    clock.advance(1000);
    expect(await publishContent(testDb.db, rows, clock.now())).toEqual({ inserted: 0, updated: 0, unchanged: 11 });
    const [after] = await testDb.db.query<{ updated_at: Date }>("SELECT max(updated_at) AS updated_at FROM content_items WHERE NOT sample");
    expect(after.updated_at).toEqual(before.updated_at);
    expect(await testDb.db.query('SELECT id FROM content_items WHERE sample')).toEqual([]);
    // One changed item is one update.
    const changed = rows.map((row) => (row.id === 'old' ? { ...row, doc: { ...row.doc, title: 'Changed' } } : row));
    expect(await publishContent(testDb.db, changed, clock.now())).toEqual({ inserted: 0, updated: 1, unchanged: 10 });
  });

  it('pages news pinned first, then newest; hides future items until their time', async () => {
    const first = (await get<NewsPage>(CONTENT_PATHS.news, { limit: '2' })).body.data;
    expect(first.sample).toBe(false);
    expect(first.items.map((i) => i.id)).toEqual(['pinned', 'gone']);
    expect((first.items[0] as Record<string, unknown>).body).toBeUndefined();
    const second = (await get<NewsPage>(CONTENT_PATHS.news, { limit: '2', cursor: first.nextCursor! })).body.data;
    expect(second.items.map((i) => i.id)).toEqual(['new', 'old']);
    expect(second.nextCursor).toBeNull();
    clock.advance(10 * 60_000);
    const later = (await get<NewsPage>(CONTENT_PATHS.news)).body.data;
    expect(later.items.map((i) => i.id)).toEqual(['pinned', 'future', 'gone', 'new', 'old']);
    clock.set(T0);
  });

  it('refuses a forged cursor', async () => {
    const { res } = await get(CONTENT_PATHS.news, { cursor: 'bm90LWpzb24' });
    expect(res.statusCode).toBe(400);
  });

  it('falls back to English when the locale has no item, and serves the locale when it has', async () => {
    expect((await get<NewsPage>(CONTENT_PATHS.news, { locale: 'ja' })).body.data).toMatchObject({ locale: 'en' });
    const fr = (await get<NewsPage>(CONTENT_PATHS.news, { locale: 'fr' })).body.data;
    expect(fr.locale).toBe('fr');
    expect(fr.items.map((i) => i.id)).toEqual(['fr-only']);
  });

  it('answers an article with its blocks, cacheable; 404 with the feature key when unknown, future or withdrawn', async () => {
    const { res, body } = await get<NewsArticle>(CONTENT_PATHS.article, { id: 'new' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(body.data.body).toEqual([{ type: 'paragraph', spans: [{ text: 'Body of new with ' }, { text: 'a link', href: 'https://example.com' }] }]);
    for (const id of ['nope', 'future']) {
      const missing = await get(CONTENT_PATHS.article, { id });
      expect(missing.res.statusCode).toBe(404);
      expect(missing.body.key).toBe('content.errors.articleNotFound');
      expect(missing.res.headers['cache-control']).toBe('no-store');
    }
    expect(await withdrawContent(testDb.db, 'gone', clock.now())).toBe(true);
    expect((await get(CONTENT_PATHS.article, { id: 'gone' })).res.statusCode).toBe(404);
    expect((await get<NewsPage>(CONTENT_PATHS.news)).body.data.items.map((i) => i.id)).not.toContain('gone');
    // Publishing the file again does not bring a withdrawn item back.
    await publishContent(testDb.db, rowsOf([news('gone', -3)]), clock.now());
    expect((await get(CONTENT_PATHS.article, { id: 'gone' })).res.statusCode).toBe(404);
    expect(await withdrawContent(testDb.db, 'unknown-id', clock.now())).toBe(false);
  });

  it('lists discover entries popular first, by category, with the categories', async () => {
    const all = (await get<DiscoverList>(CONTENT_PATHS.discover)).body.data;
    expect(all.items.map((i) => i.id)).toEqual(['news-entry', 'lend', 'dex']);
    expect(all.categories).toEqual([{ id: 'defi', name: 'DeFi' }, { id: 'app', name: 'app' }]);
    const defi = (await get<DiscoverList>(CONTENT_PATHS.discover, { category: 'defi' })).body.data;
    expect(defi.items.map((i) => i.id)).toEqual(['lend', 'dex']);
    expect((await get(CONTENT_PATHS.discover, { category: 'Bad Cat' })).res.statusCode).toBe(400);
  });

  it('serves banners inside their window only', async () => {
    const ids = async () => (await get<BannerList>(CONTENT_PATHS.banners)).body.data.items.map((b) => b.id);
    expect(await ids()).toEqual(['now']);
    clock.set(new Date(at(30)));
    expect(await ids()).toEqual(['later', 'now']);
    clock.set(new Date(at(60)));
    expect(await ids()).toEqual(['later']);
    clock.set(T0);
  });
});

describe('operator content in production', () => {
  it('never serves the sample: an empty list', async () => {
    const [target] = testDbTargets;
    const { openMigratedTestDb } = await import('../../testing/testDb');
    const testDb = await openMigratedTestDb(target);
    const app = await testApp({ db: testDb.db, env: { NODE_ENV: 'production' } });
    try {
      const res = await app.inject({ url: CONTENT_PATHS.news, headers: { host: 'wallet.test' } });
      expect(res.json().data).toEqual({ sample: false, locale: 'en', items: [], nextCursor: null });
      expect(await testDb.db.query('SELECT id FROM content_items')).toEqual([]);
    } finally {
      await app.close();
      await testDb.dispose();
    }
  }, 60_000);
});
