import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { type Encoding, preferredEncoding } from '../static/acceptEncoding';
import { apiFamilyOf } from './envelope';

/** Smaller answers are not worth a compression round trip (the same threshold as the static files). */
const MIN_COMPRESS_BYTES = 1024;

const COMPRESS: Record<Encoding, (input: Buffer) => Promise<Buffer>> = {
  // Fast settings: this runs per request (a 520-asset market list is 111 kB of JSON, 21.8 kB in br).
  br: (input) => promisify(brotliCompress)(input, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (input) => promisify(gzip)(input, { level: 6 }),
};

/**
 * Compresses API answers (JSON of 1 kB or more) with the best encoding the client accepts, br then
 * gzip, and says so (`Content-Encoding`; `Vary: Accept-Encoding` on every answer that size). A strong `ETag` becomes weak: the
 * bytes differ per encoding, the content does not. Static files compress on their own (sendStaticFile).
 */
export function registerApiCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!apiFamilyOf(request.url) || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    if (body.length < MIN_COMPRESS_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return COMPRESS[encoding](body);
  });
}
