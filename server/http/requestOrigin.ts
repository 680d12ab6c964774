import type { FastifyRequest } from 'fastify';
import { badRequest } from './appError';

/**
 * `<protocol>://<host>` of a request, from the Host header (and X-Forwarded-* with TRUST_PROXY).
 * The client controls those headers, so the host must be a plain host[:port] before it goes into
 * a URL or a header.
 */
export function requestOrigin(request: FastifyRequest): string {
  const protocol = request.protocol;
  const host = request.host.toLowerCase();
  if ((protocol !== 'http' && protocol !== 'https') || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host)) {
    throw badRequest('The Host header of the request is not a valid host name.');
  }
  return `${protocol}://${host}`;
}
