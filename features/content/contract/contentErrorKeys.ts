/**
 * Message keys of the content feature's failures (texts in features/content/messages, namespace
 * `content.errors`); the server feature declares them in server/features/<name>/<name>Feature.ts.
 */
export const CONTENT_ERROR_KEYS = {
  /** An article id that is unknown, withdrawn or not published yet. */
  articleNotFound: 'content.errors.articleNotFound',
} as const;

declare module '@/lib/contract/apiError' {
  interface FeatureErrorKeys {
    content: typeof CONTENT_ERROR_KEYS;
  }
}
