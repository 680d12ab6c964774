import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Encoding, preferredEncoding } from './acceptEncoding';
import { WORKER_CSP } from '../http/contentSecurityPolicy';
import { SERVICE_WORKER, cacheControlFor } from './cacheControl';
import { contentTypeOf, isCompressible } from './contentType';
import { compressedHtml, type HtmlCache } from './htmlCache';

/** Smaller files are not worth a compression round trip. */
const MIN_COMPRESS_BYTES = 1024;

export type SendContext = {
  root: string;
  htmlCache: HtmlCache;
  /** Builds the page CSP from its inline-script hashes (depends on config and request). */
  pageCsp: (request: FastifyRequest, scriptHashes: string[]) => string;
};

/**
 * Sends one file of the export with its content type, cache policy, validator (ETag) and, when
 * the client accepts it, compression: a precompressed `file.br`/`file.gz` beside it if present,
 * else compressed on the fly. HTML pages also get their own Content-Security-Policy.
 */
export async function sendStaticFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  status: 200 | 404,
  ctx: SendContext,
): Promise<FastifyReply> {
  const stat = await fs.promises.stat(file);
  const contentType = contentTypeOf(file);
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  reply
    .status(status)
    .type(contentType)
    .header('cache-control', status === 404 ? 'no-cache' : cacheControlFor(path.relative(ctx.root, file)))
    .header('etag', etag)
    .header('last-modified', stat.mtime.toUTCString());

  const compressible = isCompressible(contentType);
  if (compressible) reply.header('vary', 'accept-encoding');
  // Before any 304: browsers merge a 304's headers into the cached page, so it must carry the
  // page's own CSP, not the API one.
  const page = contentType.startsWith('text/html') ? await ctx.htmlCache.get(file, stat) : null;
  if (page) reply.header('content-security-policy', ctx.pageCsp(request, page.scriptHashes));
  // A service worker's own CSP governs its fetches: it must reach this origin to precache the app.
  else if (path.basename(file) === SERVICE_WORKER) reply.header('content-security-policy', WORKER_CSP);
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.status(304).send();

  const encoding = compressible && stat.size >= MIN_COMPRESS_BYTES ? preferredEncoding(request.headers['accept-encoding']) : null;

  if (page) {
    if (!encoding) return reply.send(page.body);
    return reply.header('content-encoding', encoding).send(compressedHtml(page, encoding));
  }

  if (!encoding) return reply.header('content-length', stat.size).send(fs.createReadStream(file));
  const precompressed = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  const preStat = await fs.promises.stat(precompressed).catch(() => null);
  reply.header('content-encoding', encoding);
  // A precompressed copy older than its source is stale; compress the source instead.
  if (preStat?.isFile() && preStat.mtimeMs >= stat.mtimeMs) {
    return reply.header('content-length', preStat.size).send(fs.createReadStream(precompressed));
  }
  // pipeline() passes a read error on to the compressor, which Fastify then reports.
  return reply.send(pipeline(fs.createReadStream(file), compressor(encoding), () => {}));
}

function compressor(encoding: Encoding) {
  // Fast settings: this runs per request; precompress at build time for the best ratio.
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : createGzip({ level: 6 });
}
