import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { requestOrigin } from './requestOrigin';

/**
 * The WalletConnect v1 bridge the app should use: BRIDGE_URL, or this very host's `/bridge`
 * (the server hosts the relay, since public v1 bridges shut down in 2023) at PUBLIC_ORIGIN or an
 * allowed request host (requestOrigin.ts).
 */
export function bridgeUrlFor(request: FastifyRequest, config: Config): string {
  if (config.bridgeUrl) return config.bridgeUrl;
  return `${requestOrigin(request, config)}/bridge`;
}
