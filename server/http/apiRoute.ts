import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { z } from 'zod';
import { apiFamilyOf, successEnvelope } from './envelope';
import { validateInput } from './validateInput';

type Schema = z.ZodType;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ApiRouteDef<Q extends Schema | undefined, B extends Schema | undefined, R> = {
  method: HTTPMethods;
  /** Must start with /api/ or /wtcenter/; the family decides the success code. */
  url: string;
  query?: Q;
  body?: B;
  /** Runs before the input is validated, e.g. `app.requireUser`: a logged-out caller gets 10001, not field errors. */
  authenticate?: (request: FastifyRequest) => Promise<unknown>;
  handler: (input: { query: Out<Q>; body: Out<B>; request: FastifyRequest; reply: FastifyReply }) => Promise<R> | R;
};

/**
 * Registers an API route whose handler receives typed, validated input and returns only its
 * `data`; the envelope and its success code come from here, failures from errorHandler.ts.
 *
 * @example
 * apiRoute(app, {
 *   method: 'GET', url: '/api/user/profile/oneQuan',
 *   query: z.object({ page: z.coerce.number().int().min(1) }),
 *   handler: async ({ query }) => listCircle(query.page),
 * })
 */
export function apiRoute<Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined, R = unknown>(
  app: FastifyInstance,
  def: ApiRouteDef<Q, B, R>,
): void {
  const family = apiFamilyOf(def.url);
  if (!family) throw new Error(`apiRoute ${def.url}: API routes live under /api or /wtcenter`);
  app.route({
    method: def.method,
    url: def.url,
    handler: async (request, reply) => {
      await def.authenticate?.(request);
      const query = (def.query ? validateInput(def.query, request.query, 'query') : undefined) as Out<Q>;
      const body = (def.body ? validateInput(def.body, request.body, 'body') : undefined) as Out<B>;
      const data = await def.handler({ query, body, request, reply });
      return successEnvelope(family, data);
    },
  });
}
