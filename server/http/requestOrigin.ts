import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from './appError';

/**
 * The origin written into the page CSP, the advertised bridge URL and the OIDC redirect:
 * PUBLIC_ORIGIN when configured (always in production), so a forged Host header changes nothing.
 * Without it (development), `<protocol>://<host>` of the request, from the Host header (and
 * X-Forwarded-* with TRUST_PROXY), but only for a host in ALLOWED_HOSTS; any other host is 400.
 *
 * @example const redirectUri = `${requestOrigin(request, config)}/relogin`
 */
export function requestOrigin(request: FastifyRequest, config: Pick<Config, 'publicOrigin' | 'allowedHosts'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const protocol = request.protocol;
  const host = request.host.toLowerCase();
  const match = /^([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$/.exec(host);
  if ((protocol !== 'http' && protocol !== 'https') || !match) {
    throw badRequest('The Host header of the request is not a valid host name.');
  }
  if (!config.allowedHosts.includes(match[1])) {
    throw badRequest(`The host ${match[1]} is not allowed: set PUBLIC_ORIGIN, or add it to ALLOWED_HOSTS.`);
  }
  return `${protocol}://${host}`;
}
