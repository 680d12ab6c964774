import type { Feature } from '../../core/feature';
import { CONTENT_ERROR_KEYS } from '../../../features/content/contract/contentErrorKeys';
import { contentPlugin } from './contentPlugin';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    content: true;
  }
}

/** The content feature as the API host registers it (server/features/features.ts lists it). */
export const contentFeature: Feature = {
  name: 'content',
  plugin: contentPlugin,
  errorKeys: CONTENT_ERROR_KEYS,
  apiTags: {
    content: 'Operator content: news, discover entries and home banners (public, cacheable).',
  },
};
