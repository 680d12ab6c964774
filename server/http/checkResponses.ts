import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Envelope } from '../../lib/contract/envelope';

/**
 * Checks every success answer of an apiRoute against its declared response schema, so an answer
 * that drifts from GET /api/openapi.json fails loudly: a bug (logged with the route and the zod
 * issues, answered 500 'Server error'), never a silent difference. app.ts turns it on outside
 * production (tests, development, end-to-end runs); production skips the parse, as the handlers'
 * return types are already checked against the same schemas at compile time.
 *
 * @example if (!config.isProduction) registerResponseCheck(app) // before the routes
 */
export function registerResponseCheck(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const route = request.routeOptions.config.apiRoute;
    if (!route || reply.statusCode >= 300) return payload;
    const result = z.safeParse(route.response, (payload as Envelope<unknown>).data);
    if (result.success) return payload;
    const message = `${route.method} ${route.url} answered data that does not match its declared response schema:\n${z.prettifyError(result.error)}`;
    // Also outside the request log, which tests usually silence: the drift is what a test run must show.
    process.emitWarning(message, 'ApiResponseDrift');
    throw new ResponseDriftError(message);
  });
}

export class ResponseDriftError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ResponseDriftError';
  }
}
