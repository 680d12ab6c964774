import type { z } from 'zod';
import type * as schemas from './content';

/**
 * The zod-free half of the content contract (content.ts has the schemas): paths and response
 * types, which the client bundles. Every path is public (no login) and cacheable for
 * CONTENT_CACHE_SECONDS (contentRules.ts).
 */
export const CONTENT_PATHS = {
  /** GET ?locale=&cursor=&limit=: news, pinned first, then newest (/zixun). */
  news: '/api/content/news',
  /** GET ?id=: one article with its body blocks (/info). */
  article: '/api/content/news/detail',
  /** GET ?locale=&category=: discover entries, popular ones first, and the categories (/index/find, /faxian, /faxiantype). */
  discover: '/api/content/discover',
  /** GET ?locale=: the home banners of this moment. */
  banners: '/api/content/banners',
} as const;

export type NewsItem = z.output<typeof schemas.newsItem>;
export type NewsPage = z.output<typeof schemas.newsPage>;
export type NewsArticle = z.output<typeof schemas.newsArticle>;
export type DiscoverEntry = z.output<typeof schemas.discoverEntry>;
export type DiscoverCategory = z.output<typeof schemas.discoverCategory>;
export type DiscoverList = z.output<typeof schemas.discoverList>;
export type Banner = z.output<typeof schemas.banner>;
export type BannerList = z.output<typeof schemas.bannerList>;
