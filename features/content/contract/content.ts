import { z } from 'zod';
import { refuseHiddenCharacters } from '../../../lib/contract/refuseHiddenCharacters';
import {
  BODY_MAX,
  CATEGORY_PATTERN,
  CONTENT_ID_PATTERN,
  CONTENT_LOCALES,
  DESCRIPTION_MAX,
  NAME_MAX,
  NEWS_PAGE_SIZE_DEFAULT,
  NEWS_PAGE_SIZE_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
  URL_MAX,
} from './contentRules';

/**
 * Operator content (news, discover entries, home banners): the content file's schema
 * (the `scripts/content.ts` command reads it; docs/operator/content.md), the API's query
 * schemas and the response schemas the server's answers are checked against. Paths and response
 * types are in contentApi.ts, which screens import without pulling in zod.
 */

// ---- the content file ----
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\p{Cc}]*$/u, 'must not contain control characters (write the text on one line)')
    .superRefine(refuseHiddenCharacters);
const instant = z.iso.datetime({ offset: true, message: 'must be an ISO 8601 time with its offset, such as 2026-11-24T08:00:00Z' });
const common = {
  id: z.string().regex(CONTENT_ID_PATTERN, 'must be 1 to 64 lower-case letters, digits or -, starting with a letter or digit'),
  locale: z.enum(CONTENT_LOCALES, { message: `must be one of ${CONTENT_LOCALES.join(' ')}` }),
  publishAt: instant.describe('Not served before this time.'),
  withdrawn: z.boolean().optional().describe('true withdraws the item (publishing never brings a withdrawn item back).'),
};
/** URL fields hold strings here; content/validateContentFile.ts checks them (linkProblem, imageProblem). */
const link = z.string().trim().max(URL_MAX, `must be at most ${URL_MAX} characters`);

export const newsFileItem = z.strictObject({
  kind: z.literal('news'),
  ...common,
  title: text(TITLE_MAX),
  summary: text(SUMMARY_MAX).optional(),
  body: z.string().max(BODY_MAX, `must be at most ${BODY_MAX} characters`).describe('A Markdown subset: paragraphs, # headings, - lists, **bold**, *italic*, [links](https://…).'),
  cover: link.optional(),
  source: z.strictObject({ name: text(NAME_MAX), url: link.optional() }).optional(),
  pinned: z.boolean().optional(),
});
export const discoverFileItem = z.strictObject({
  kind: z.literal('discover'),
  ...common,
  name: text(NAME_MAX),
  icon: link,
  url: link.describe('A dapp (https:) or a product entry of this app (an in-app path such as /huobi).'),
  description: text(DESCRIPTION_MAX),
  category: z.string().regex(CATEGORY_PATTERN, 'must be a lower-case slug such as defi'),
  categoryName: text(NAME_MAX).optional().describe("The category's name in this item's locale; the slug when absent."),
  popular: z.boolean().optional(),
  order: z.number().int('must be a whole number').min(0).max(1_000_000).optional(),
});
export const bannerFileItem = z.strictObject({
  kind: z.literal('banner'),
  ...common,
  image: link,
  title: text(TITLE_MAX).describe('What the picture says: its alternative text.'),
  link: link.optional(),
  order: z.number().int('must be a whole number').min(0).max(1_000_000).optional(),
  until: instant.optional().describe('Not served from this time on.'),
});
export const contentFileItem = z.discriminatedUnion('kind', [newsFileItem, discoverFileItem, bannerFileItem]);
export const contentFile = z.strictObject({
  format: z.literal(1, 'must be 1'),
  items: z.array(z.unknown()).max(10_000, 'must list at most 10000 items'),
});

export type NewsFileItem = z.output<typeof newsFileItem>;
export type DiscoverFileItem = z.output<typeof discoverFileItem>;
export type BannerFileItem = z.output<typeof bannerFileItem>;
export type ContentFileItem = z.output<typeof contentFileItem>;

// ---- queries ----
const locale = z.enum(CONTENT_LOCALES).default('en').describe("The user's locale; lists fall back to en when it has no item.");
export const newsQuery = z.object({
  locale,
  cursor: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a nextCursor from an earlier page').optional(),
  limit: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').max(NEWS_PAGE_SIZE_MAX, `must be at most ${NEWS_PAGE_SIZE_MAX}`).default(NEWS_PAGE_SIZE_DEFAULT),
});
export const articleQuery = z.object({ id: z.string().regex(CONTENT_ID_PATTERN, 'must be an article id') });
export const discoverQuery = z.object({ locale, category: z.string().regex(CATEGORY_PATTERN, 'must be a category slug').optional() });
export const bannersQuery = z.object({ locale });

// ---- responses ----
const textSpan = z.strictObject({ text: z.string(), bold: z.literal(true).optional(), italic: z.literal(true).optional(), href: z.string().optional() });
const spans = z.array(textSpan);
export const bodyBlock = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), spans }),
  z.strictObject({ type: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), spans }),
  z.strictObject({ type: z.literal('list'), ordered: z.boolean(), items: z.array(spans) }),
]);
const served = {
  /** The built-in sample, served in development while nothing is published: the screens label it. */
  sample: z.boolean(),
  /** The locale of the items: the asked one, or en when it had none. */
  locale: z.enum(CONTENT_LOCALES),
};
export const newsItem = z.strictObject({
  id: z.string(),
  locale: z.enum(CONTENT_LOCALES),
  title: z.string(),
  summary: z.string().nullable(),
  cover: z.string().nullable(),
  source: z.strictObject({ name: z.string(), url: z.string().nullable() }).nullable(),
  publishAt: z.string(),
  pinned: z.boolean(),
});
export const newsPage = z.strictObject({ ...served, items: z.array(newsItem), nextCursor: z.string().nullable() });
export const newsArticle = z.strictObject({ ...newsItem.shape, sample: z.boolean(), body: z.array(bodyBlock) });
export const discoverEntry = z.strictObject({
  id: z.string(),
  name: z.string(),
  icon: z.string(),
  url: z.string(),
  description: z.string(),
  category: z.string(),
  popular: z.boolean(),
});
export const discoverCategory = z.strictObject({ id: z.string(), name: z.string() });
export const discoverList = z.strictObject({ ...served, items: z.array(discoverEntry), categories: z.array(discoverCategory) });
export const banner = z.strictObject({ id: z.string(), image: z.string(), title: z.string(), link: z.string().nullable() });
export const bannerList = z.strictObject({ ...served, items: z.array(banner) });
