import path from 'node:path';

/**
 * How long browsers may keep a file of the export (`rel` is relative to it):
 * hashed build assets forever; pages, their `.txt` payloads and the service worker must be
 * revalidated every time (a deploy changes them under the same name); the rest for an hour.
 */
/** The service worker script, served from the root so its scope is the whole app. */
export const SERVICE_WORKER = 'sw.js';

export function cacheControlFor(rel: string): string {
  const posix = rel.split(path.sep).join('/');
  if (posix.startsWith('_next/static/')) return 'public, max-age=31536000, immutable';
  if (/\.(html|txt)$/.test(posix) || posix === SERVICE_WORKER) return 'no-cache';
  return 'public, max-age=3600';
}
