import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(^|\s)src\s*=/i;

/**
 * CSP source expressions (`'sha256-…'`) for every inline `<script>` (one without `src`) of an
 * HTML document, in order of first appearance, without duplicates. A script element's text is
 * raw (no entity decoding), so hashing the bytes between the tags is what browsers hash too.
 *
 * @example inlineScriptHashes('<script>self.x=1</script>') // ["'sha256-…'"]
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(SCRIPT)) {
    if (SRC_ATTRIBUTE.test(match[1])) continue;
    hashes.add(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}
