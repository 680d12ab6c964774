import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { filesUnder } from './exportedPages.mjs';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * The files of the export the server sends compressed: text-like types (server/static/contentType.ts,
 * COMPRESSIBLE) of 1 kB or more (sendStaticFile's MIN_COMPRESS_BYTES). HTML pages are not here: the
 * server adds each page's Content-Security-Policy and compresses the result once (htmlCache).
 */
const PRECOMPRESSED = /\.(js|mjs|css|txt|json|map|webmanifest|xml|svg)$/;
const MIN_BYTES = 1024;

/** Whether the file at `path` gets brotli and gzip copies. */
export function wantsCopies(path) {
  return PRECOMPRESSED.test(path) && statSync(path).size >= MIN_BYTES;
}

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every such file of `out`, which
 * sendStaticFile serves as they are (as long as they are not older than the file). Without them
 * the server compressed each asset per request (brotli quality 5): more bytes, and on a small
 * machine that CPU was taken from the page loading, and from the service worker's precache of
 * the whole export right after the first load. Runs last: any later change to a file would
 * make its copies stale (the server then compresses the file itself again).
 *
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function precompress(out) {
  const files = filesUnder(out).filter(wantsCopies);
  let bytes = 0;
  let brotliBytes = 0;
  // zlib's asynchronous calls run on libuv's pool: a few at a time, not one after another.
  const queue = [...files];
  const worker = async () => {
    for (let path = queue.shift(); path; path = queue.shift()) {
      const body = readFileSync(path);
      const params = { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      const [br, gzipped] = await Promise.all([brotli(body, { params }), gz(body, { level: 9 })]);
      writeFileSync(`${path}.br`, br);
      writeFileSync(`${path}.gz`, gzipped);
      bytes += body.length;
      brotliBytes += br.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return { files: files.length, bytes, brotliBytes };
}
