import type { z } from 'zod';
import type { ContentKind, ContentLocale } from '../../../features/content/contract/contentRules';
import type * as schemas from '../../../features/content/contract/content';

/** What the API serves for an item of each kind (`doc` in content_items). */
export type NewsDoc = Omit<z.output<typeof schemas.newsArticle>, 'sample'>;
/** The entry plus its category's name in the item's locale (the categories list is built from it). */
export type DiscoverDoc = z.output<typeof schemas.discoverEntry> & { categoryName: string };
export type BannerDoc = z.output<typeof schemas.banner>;

/** A validated item as content_items stores it (validateContentFile.ts makes them, publishContent.ts writes them). */
export type ContentRow = {
  id: string;
  kind: ContentKind;
  locale: ContentLocale;
  publishAt: Date;
  until: Date | null;
  pinned: boolean;
  popular: boolean;
  order: number;
  category: string | null;
  doc: NewsDoc | DiscoverDoc | BannerDoc;
  withdrawn: boolean;
};
