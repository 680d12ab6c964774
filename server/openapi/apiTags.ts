/**
 * The domains the API is grouped by in GET /api/openapi.json; every route declares one (apiRoute.ts).
 * The core's own tags are here; a feature adds its tags by declaration merging, in its own folder,
 * and gives their descriptions in its registration (`apiTags`, server/core/feature.ts):
 *
 * @example
 * // server/features/wealth/wealthEntryKinds.ts
 * declare module '../../openapi/apiTags' { interface ApiTags { wealth: true } }
 */
// An interface, not a union: a feature adds members by declaration merging.
export interface ApiTags {
  app: true;
  dev: true;
}

export type ApiTag = keyof ApiTags;

/** The core's tags with their descriptions: `app` first in the document's tag list, `dev` last. */
export const CORE_API_TAGS = {
  app: 'Start-up facts and runtime configuration, loaded before the first navigation (SPEC §7).',
  dev: 'Development helpers: exist only with DEV_ROUTES=true, never in production.',
} as const satisfies Partial<Record<ApiTag, string>>;
