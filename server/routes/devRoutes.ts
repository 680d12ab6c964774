import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { apiRoute } from '../http/apiRoute';

/**
 * Development helpers under /api/dev/* (ARCHITECTURE: SMS outbox, captcha answers, ...).
 * app.ts registers this plugin only when NODE_ENV is not 'production', so in production these
 * routes do not exist at all (they answer the generic 404), rather than being switched off.
 */
export async function devRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/api/dev/health',
    handler: async () => {
      await opts.db.query('SELECT 1');
      return { db: opts.db.kind };
    },
  });
}
