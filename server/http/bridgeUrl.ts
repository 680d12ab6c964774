import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { badRequest } from './appError';

/**
 * The WalletConnect v1 bridge the app should use: BRIDGE_URL, or this very host's `/bridge`
 * (the server hosts the relay, since public v1 bridges shut down in 2023).
 * The derived form comes from the Host header (and X-Forwarded-* with TRUST_PROXY), which the
 * client controls, so it must be a plain host[:port] before it goes into a URL or a CSP header.
 */
export function bridgeUrlFor(request: FastifyRequest, config: Config): string {
  if (config.bridgeUrl) return config.bridgeUrl;
  const protocol = request.protocol;
  const host = request.host.toLowerCase();
  if ((protocol !== 'http' && protocol !== 'https') || !/^[a-z0-9.-]+(:\d{1,5})?$|^\[[0-9a-f:.]+\](:\d{1,5})?$/.test(host)) {
    throw badRequest('The Host header of the request is not a valid host name.');
  }
  return `${protocol}://${host}/bridge`;
}
