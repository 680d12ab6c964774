import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { API_CSP } from './contentSecurityPolicy';

/**
 * Helmet's hardening headers on every response. Its CSP is the locked-down API one; HTML pages
 * replace it with their own hash-based policy (static/sendStaticFile.ts).
 * HSTS only in production, so a developer's https://localhost is not pinned for a year.
 */
export async function registerSecurityHeaders(app: FastifyInstance, isProduction: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // The page talks to RPC nodes and explorers of other origins; those must stay loadable.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('content-security-policy', API_CSP);
    // The scanner needs the camera, and only our own pages may ask for it.
    reply.header('permissions-policy', 'camera=(self)');
  });
}
