import fs from 'node:fs/promises';
import path from 'node:path';

export type StaticTarget =
  | { kind: 'redirect'; location: string }
  | { kind: 'file'; file: string; status: 200 | 404 }
  | { kind: 'notFound' };

/** The app's entry: `/` and `/index` open the home tab (SPEC §2). */
const HOME = '/index/home';

/**
 * Maps a request URL to a file of the Next.js static export in `root` (an absolute path):
 * - `/`, `/index`, `/index/` → redirect to /index/home, keeping the query string;
 * - `/a/b` → `a/b.html`, else `a/b/index.html`, else the exact file `a/b`;
 * - `/transactions/<address>` → the exported placeholder `transactions/_.html` (the client reads
 *   the real address from the URL), and its `.txt` payloads likewise;
 * - `/404` → `404.html` with status 404; anything unknown → notFound. The file itself, `/404.html`,
 *   answers 200: the service worker precaches it as the offline fallback and needs a success.
 * Paths with `..`, dot-segments or encoded slashes never leave `root`, symlinks included.
 */
export async function resolveStaticPath(root: string, url: string): Promise<StaticTarget> {
  const queryStart = url.indexOf('?');
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart === -1 ? '' : url.slice(queryStart);
  if (pathname === '/' || pathname === '/index' || pathname === '/index/') {
    return { kind: 'redirect', location: HOME + query };
  }

  const segments = decodeSegments(pathname);
  if (!segments || segments.length === 0) return { kind: 'notFound' };
  if (segments.length === 1 && segments[0] === '404') {
    const file = await findFile(root, ['404.html']);
    return file ? { kind: 'file', file, status: 404 } : { kind: 'notFound' };
  }

  const rel = rewriteTransactions(segments).join('/');
  const file = await findFile(root, [`${rel}.html`, `${rel}/index.html`, rel]);
  return file ? { kind: 'file', file, status: 200 } : { kind: 'notFound' };
}

/** Splits and percent-decodes a pathname; null when it is malformed or tries to climb out. */
function decodeSegments(pathname: string): string[] | null {
  const segments: string[] = [];
  for (const raw of pathname.split('/')) {
    if (raw === '') continue;
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null;
    // Dotfiles are never part of an export (but /.well-known/ is a standard place).
    if (segment.startsWith('.') && segment !== '.well-known') return null;
    segments.push(segment);
  }
  return segments;
}

/** `/transactions/<address>[.txt]` and `/transactions/<address>/<segment>.txt` → the `_` placeholder. */
function rewriteTransactions(segments: string[]): string[] {
  if (segments[0] !== 'transactions') return segments;
  if (segments.length === 2) return ['transactions', segments[1].endsWith('.txt') ? '_.txt' : '_'];
  if (segments.length === 3 && segments[2].endsWith('.txt')) return ['transactions', '_', segments[2]];
  return segments;
}

/** The first candidate that is a regular file whose real path stays inside `root`. */
async function findFile(root: string, candidates: string[]): Promise<string | null> {
  const realRoot = await fs.realpath(root).catch(() => null);
  if (!realRoot) return null;
  for (const candidate of candidates) {
    const file = path.join(realRoot, candidate);
    if (!isInside(realRoot, file)) continue;
    const real = await fs.realpath(file).catch(() => null);
    if (!real || !isInside(realRoot, real)) continue;
    const stat = await fs.stat(real).catch(() => null);
    if (stat?.isFile()) return real;
  }
  return null;
}

function isInside(root: string, file: string): boolean {
  return file.startsWith(root + path.sep);
}
