import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_CSP } from './contentSecurityPolicy';
import { apiFamilyOf } from './envelope';

/** Header name → value, the same on every answer. */
export type SecurityHeaders = Readonly<Record<string, string>>;

/**
 * The hardening headers every answer carries: helmet's, the locked-down API CSP (HTML pages replace
 * it with their own hash-based policy, static/sendStaticFile.ts) and the camera permission.
 * HSTS only in production, so a developer's https://localhost is not pinned for a year.
 *
 * Helmet's headers do not vary per request (no CSP nonces here), so they are read once from
 * @fastify/helmet itself on a throwaway instance. One map then serves both the hook on routed
 * requests and the answers Fastify makes before routing (errorHandler.ts frameworkErrorHandler).
 *
 * @example const headers = await securityHeaders(config.isProduction)
 */
export async function securityHeaders(isProduction: boolean): Promise<SecurityHeaders> {
  const probe = Fastify();
  await probe.register(helmet, {
    contentSecurityPolicy: false,
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // The page talks to RPC nodes and explorers of other origins; those must stay loadable.
    crossOriginEmbedderPolicy: false,
  });
  probe.get('/', async () => '');
  const answer = await probe.inject('/');
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    if (!NOT_HELMETS.has(name) && typeof value === 'string') headers[name] = value;
  }
  // The scanner needs the camera, and only our own pages may ask for it.
  return { ...headers, 'content-security-policy': API_CSP, 'permissions-policy': 'camera=(self)' };
}

/** What any Fastify answer has, helmet or not. */
const NOT_HELMETS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * Puts `headers` on every routed answer, and `cache-control: no-store` on every API answer, last,
 * so no handler can make one cacheable. Fastify's own pre-routing answers run no hook: see
 * frameworkErrorHandler, which uses applySecurityHeaders.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(headers);
  });
  app.addHook('onSend', async (request, reply) => noStoreForApi(request, reply));
}

/** What the hooks of registerSecurityHeaders do, for an answer that skipped them. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, headers: SecurityHeaders): void {
  reply.headers(headers);
  noStoreForApi(request, reply);
}

/**
 * API answers are per user and per moment: no browser, proxy or service worker may keep them.
 * The one exception is a public route declared `cacheable` (the market's list and charts) whose
 * successful answer set its own cache-control.
 */
function noStoreForApi(request: FastifyRequest, reply: FastifyReply): void {
  if (!apiFamilyOf(request.url)) return;
  const route = request.routeOptions.config?.apiRoute;
  const ownCaching = route?.cacheable === true && route.auth === 'public' && (reply.statusCode === 200 || reply.statusCode === 304) && reply.hasHeader('cache-control');
  if (!ownCaching) reply.header('cache-control', 'no-store');
}
