import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import { api } from '@/lib/api/client';
import { markShownInline } from '@/lib/api/shownInline';
import { CONTENT_PATHS, type BannerList, type DiscoverList, type NewsArticle, type NewsPage } from '@/features/content/contract/contentApi';

/**
 * The content calls (features/content/contract/contentApi.ts) and their SWR hooks. Content is the
 * same for everyone and cacheable: no refetch on focus.
 *
 * Load this module lazily from screens (it carries the API client).
 */
const path = (key: keyof typeof CONTENT_PATHS) => CONTENT_PATHS[key].slice('/api'.length);
/** Every content screen shows its failures in place (an error state with a retry; banners show nothing): no toast too. */
const get = <T,>(key: keyof typeof CONTENT_PATHS, query: Record<string, string>) =>
  api.get<T>(path(key), query).catch((error: unknown) => {
    if (typeof error === 'object' && error !== null) markShownInline(error);
    throw error;
  });
const OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

/** News in `locale` (or English), pinned first then newest, a page at a time (`setSize(size + 1)`). */
export function useNews(locale: string) {
  return useSWRInfinite<NewsPage>(
    (_index, previous: NewsPage | null) => (previous && !previous.nextCursor ? null : ['content', 'news', locale, previous?.nextCursor ?? '']),
    ([, , , cursor]: readonly string[]) => get<NewsPage>('news', cursor ? { locale, cursor } : { locale }),
    { ...OPTIONS, revalidateFirstPage: true },
  );
}

/** One article (`id` null skips the call). */
export function useArticle(id: string | null) {
  return useSWR<NewsArticle>(id ? ['content', 'article', id] : null, () => get<NewsArticle>('article', { id: id as string }), OPTIONS);
}

/** Discover entries in `locale` (or English), popular first, with the categories. */
export function useDiscover(locale: string) {
  return useSWR<DiscoverList>(['content', 'discover', locale], () => get<DiscoverList>('discover', { locale }), OPTIONS);
}

/** The home banners of this moment. */
export function useBanners(locale: string) {
  return useSWR<BannerList>(['content', 'banners', locale], () => get<BannerList>('banners', { locale }), OPTIONS);
}
