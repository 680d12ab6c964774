import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HEADER_TOKEN } from '../../../lib/contract/envelope';
import type { Clock } from '../accounts/accountDeps';
import type { Db } from '../../db/db';
import { loginExpired } from '../../http/appError';
import { resolveSession, type Session } from './resolveSession';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The session of the request's `x-token`; throws code 10001 (HTTP 401, errors.auth.loginExpired)
     * when it is missing, unknown, revoked or expired. A route that acts for a user declares
     * `auth: 'user'` (http/apiRoute.ts), which calls this before anything else and hands the handler
     * the session; it uses only `session.userId`, never an id from the request (no IDOR).
     */
    requireUser(request: FastifyRequest): Promise<Session>;
  }
}

/**
 * Decorates the app with `requireUser`.
 *
 * @example registerRequireUser(app, { db, clock }); const { userId } = await app.requireUser(request)
 */
export function registerRequireUser(app: FastifyInstance, deps: { db: Db; clock: Clock }): void {
  // One lookup per request, however often it is asked (apiRoute for `auth: 'user'`, a handler of an
  // `optionalUser` route).
  const resolved = new WeakMap<FastifyRequest, Promise<Session | null>>();
  app.decorate('requireUser', async (request: FastifyRequest): Promise<Session> => {
    let pending = resolved.get(request);
    if (!pending) {
      const header = request.headers[HEADER_TOKEN];
      const token = typeof header === 'string' ? header.trim() : '';
      pending = token ? resolveSession(deps.db, token, deps.clock()) : Promise.resolve(null);
      resolved.set(request, pending);
    }
    const session = await pending;
    if (!session) throw loginExpired();
    return session;
  });
}
