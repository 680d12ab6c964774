import type { FastifyInstance } from 'fastify';
import { RED_ENVELOPE_PATHS } from '../../../features/redEnvelope/contract/redEnvelopeApi';
import { devExpireRequest, devExpireResult } from '../../../features/redEnvelope/contract/redEnvelope';
import type { DevDeps } from '../../core/feature';
import { apiRoute } from '../../http/apiRoute';
import { expireEnvelopeNow } from './expireEnvelopeNow';

/**
 * The red envelopes' development helper: expire an envelope now (registered only with DEV_ROUTES=true).
 */
export function redEnvelopeDevRoutes(app: FastifyInstance, deps: DevDeps): void {
  const { db } = deps;
  /** Expires a red envelope now and refunds its rest as the expiry job does (e2e cannot wait hours). */
  apiRoute(app, {
    method: 'POST',
    url: RED_ENVELOPE_PATHS.devExpire,
    tag: 'dev',
    summary: "Expires a red envelope now and refunds its unclaimed rest through the expiry job's service (development and tests only)",
    auth: 'public',
    body: devExpireRequest,
    response: devExpireResult,
    handler: async ({ body }) => ({ outcome: await expireEnvelopeNow(db, deps.clock(), body.id) }),
  });
}
