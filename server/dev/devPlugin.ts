import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DevRoutes } from '../core/feature';
import type { FeatureDeps, FeaturePlugin } from '../core/featurePlugin';
import { apiRoute } from '../http/apiRoute';
import { notFound } from '../http/appError';

const health = z.strictObject({ db: z.enum(['pglite', 'postgres']) });
const outbox = z.strictObject({
  messages: z.array(
    z.strictObject({
      to: z.string(),
      text: z.string(),
      sentAt: z.iso.datetime(),
      code: z.string().nullable().describe('The 6-digit code in the text, if any.'),
    }),
  ),
});
const captchaAnswer = z.strictObject({ answer: z.string() });

/**
 * Development helpers under /api/dev/* (ARCHITECTURE: SMS outbox, captcha answers, ...), then each
 * feature's own (its `devRoutes`: credit, fund the swap treasury, expire an envelope, ...), which
 * the feature declares in its registration; this plugin knows no feature.
 * features.ts lists this plugin only when DEV_ROUTES=true (config.ts refuses it in production),
 * so otherwise these routes do not exist at all (they answer the generic 404).
 *
 * @example devPluginWith(FEATURES.flatMap((feature) => feature.devRoutes ?? []))
 */
export function devPluginWith(featureRoutes: readonly DevRoutes[]): FeaturePlugin {
  return async function devPlugin(app: FastifyInstance, deps: FeatureDeps): Promise<void> {
    const { db, dev } = deps;
    if (!dev) throw new Error('The dev feature needs DEV_ROUTES=true (features.ts registers it only then)');

    apiRoute(app, {
      method: 'GET',
      url: '/api/dev/health',
      tag: 'dev',
      summary: 'The database answers; which kind it is',
      auth: 'public',
      response: health,
      handler: async () => {
        await db.query('SELECT 1');
        return { db: db.kind };
      },
    });

    /**
     * Text messages the dev SMS sender "sent", newest last; `code` is the 6-digit code in it.
     * `?phone=` filters; an unencoded `+` (read as a space) is forgiven.
     */
    apiRoute(app, {
      method: 'GET',
      url: '/api/dev/outbox',
      tag: 'dev',
      summary: 'Text messages the development SMS sender "sent", newest last',
      auth: 'public',
      query: z.object({ phone: z.string().max(32).optional() }),
      response: outbox,
      handler: ({ query }) => {
        const digits = query.phone?.replace(/[^\d]/g, '');
        return {
          messages: dev.outbox
            .filter((m) => !digits || m.to === `+${digits}`)
            .map((m) => ({ ...m, code: /\b(\d{6})\b/.exec(m.text)?.[1] ?? null })),
        };
      },
    });

    /** The answer of a captcha (kept only in development), so tests can log in. */
    apiRoute(app, {
      method: 'GET',
      url: '/api/dev/captcha/:id',
      tag: 'dev',
      summary: 'The answer of a captcha, so tests can log in',
      auth: 'public',
      params: z.object({ id: z.string().max(64) }),
      response: captchaAnswer,
      handler: ({ params: { id } }) => {
        const answer = dev.captchaAnswers.get(id);
        if (answer === undefined) throw notFound(`No captcha ${id}.`);
        return { answer };
      },
    });

    for (const addRoutes of featureRoutes) addRoutes(app, { ...deps, dev });
  };
}
