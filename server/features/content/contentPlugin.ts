import type { FastifyInstance } from 'fastify';
import { articleQuery, bannerList, bannersQuery, discoverList, discoverQuery, newsArticle, newsPage, newsQuery } from '../../../features/content/contract/content';
import { CONTENT_PATHS } from '../../../features/content/contract/contentApi';
import { CONTENT_CACHE_SECONDS } from '../../../features/content/contract/contentRules';
import type { FeatureDeps } from '../../core/featurePlugin';
import { apiRoute } from '../../http/apiRoute';
import type { ContentScope } from './contentScope';
import { getArticle } from './getArticle';
import { listBanners } from './listBanners';
import { listDiscover } from './listDiscover';
import { listNews } from './listNews';
import { seedSampleContent } from './seedSampleContent';

/**
 * Operator content (news, discover entries, home banners), published by scripts/content.ts:
 * public, cacheable reads. Outside production, while nothing is published, the reads serve the
 * built-in sample (sampleContent.ts), flagged `sample: true` for the screens to label.
 */
export async function contentPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
  const { db, config, clock } = deps;
  let seeded: Promise<void> | null = null;

  const scope = async (): Promise<ContentScope> => {
    const now = clock();
    if (config.isProduction) return { sample: false, now };
    const [row] = await db.query<{ published: boolean }>('SELECT EXISTS (SELECT 1 FROM content_items WHERE NOT sample) AS published');
    if (row.published) return { sample: false, now };
    // Seeded once per process, its times relative to this first read.
    seeded ??= seedSampleContent(db, now).catch((error: unknown) => {
      seeded = null;
      throw error;
    });
    await seeded;
    return { sample: true, now };
  };

  const common = { tag: 'content', auth: 'public', cacheSeconds: CONTENT_CACHE_SECONDS } as const;

  apiRoute(app, {
    ...common,
    method: 'GET',
    url: CONTENT_PATHS.news,
    summary: 'News in the asked locale (or English), pinned first, then newest (/zixun)',
    query: newsQuery,
    response: newsPage,
    handler: async ({ query }) => listNews(db, query, await scope()),
  });

  apiRoute(app, {
    ...common,
    method: 'GET',
    url: CONTENT_PATHS.article,
    summary: 'One news article with its body as blocks (/info); 404 when unknown, withdrawn or not yet published',
    query: articleQuery,
    response: newsArticle,
    handler: async ({ query }) => getArticle(db, query.id, await scope()),
  });

  apiRoute(app, {
    ...common,
    method: 'GET',
    url: CONTENT_PATHS.discover,
    summary: 'Discover entries (dapps and in-app products), popular first, and their categories',
    query: discoverQuery,
    response: discoverList,
    handler: async ({ query }) => listDiscover(db, query, await scope()),
  });

  apiRoute(app, {
    ...common,
    method: 'GET',
    url: CONTENT_PATHS.banners,
    summary: 'The home banners of this moment',
    query: bannersQuery,
    response: bannerList,
    handler: async ({ query }) => listBanners(db, query.locale, await scope()),
  });
}
