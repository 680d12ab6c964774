/**
 * The rules of operator content (news, discover entries, home banners) that the server, the
 * content command and the screens share. Zod-free: the client bundles it.
 */

/** The app's locales (lib/i18n/locales.ts; the server may not import lib/i18n). An item is in one of them. */
export const CONTENT_LOCALES = ['en', 'zh', 'fr', 'ar', 'el', 'in', 'ja', 'ko', 'ms', 'th', 'tr'] as const;
export type ContentLocale = (typeof CONTENT_LOCALES)[number];
/** Shown when the user's locale has no item of a kind. */
export const FALLBACK_LOCALE: ContentLocale = 'en';

export const CONTENT_KINDS = ['news', 'discover', 'banner'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** An item id: chosen by the operator, stable across publishes (`btc-etf-2026-11-24`). */
export const CONTENT_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
/** A discover category: a short lower-case slug (`defi`, `nft`), also the `type` of /faxiantype. */
export const CATEGORY_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/;

export const NEWS_PAGE_SIZE_DEFAULT = 20;
export const NEWS_PAGE_SIZE_MAX = 50;

export const TITLE_MAX = 200;
export const SUMMARY_MAX = 500;
export const BODY_MAX = 20_000;
export const NAME_MAX = 60;
export const DESCRIPTION_MAX = 300;
export const URL_MAX = 2_000;

/** Public content answers may be kept this long by browsers and the service worker. */
export const CONTENT_CACHE_SECONDS = 60;
