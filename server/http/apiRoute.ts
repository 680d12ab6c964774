import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Session } from '../core/auth/resolveSession';
import type { ApiTag } from '../openapi/apiTags';
import type { AppError } from './appError';
import { type ApiFamily, apiFamilyOf, successEnvelope } from './envelope';
import { validateInput } from './validateInput';

type Schema = z.core.$ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;
type BodyDeclaration = Schema | NoBody | MultipartFile;

/**
 * Who may call a route, declared once:
 * - `public`: anyone; a token is not read.
 * - `user`: the `x-token` of a live session (HEADER_TOKEN); without one the answer is code 10001
 *   (HTTP 401) before the input is validated, and the handler receives the `session`.
 * - `optionalUser`: anyone, but some inputs need the login, and the handler asks for it itself
 *   (`app.requireUser`), e.g. the SMS code for a pay-password reset.
 */
export type ApiAuth = 'public' | 'user' | 'optionalUser';

/** A POST that takes no input declares `body: 'none'`: the app sends `{}`, and any body is ignored. */
export type NoBody = 'none';

/**
 * A POST that takes one file as multipart/form-data: the field it comes in, the types its part may
 * declare, its largest size and its longest file name. The API description states these
 * (openapi/buildOpenApiDocument.ts) and the handler reads the file and refuses what they do not allow.
 */
export type MultipartFile = {
  multipart: { field: string; types: readonly string[]; maxBytes: number; maxNameLength: number };
};

export const isMultipartFile = (body: unknown): body is MultipartFile => typeof body === 'object' && body !== null && 'multipart' in body;

/**
 * What a route declares about itself, kept on the Fastify route (`config.apiRoute`): the source of
 * GET /api/openapi.json (openapi/buildOpenApiDocument.ts) and of the response check
 * (http/checkResponses.ts).
 */
export type ApiRouteDeclaration = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Must start with /api/ or /wtcenter/; the family decides the success code. `:name` marks a path parameter. */
  url: string;
  family: ApiFamily;
  tag: ApiTag;
  /** One line for the API description. */
  summary: string;
  description?: string;
  auth: ApiAuth;
  query?: Schema;
  params?: Schema;
  body?: Schema | NoBody | MultipartFile;
  /** The `data` of a success answer. */
  response: Schema;
  /**
   * Public routes only: a success answer may be cached this long (`cache-control: public,
   * max-age=…`, securityHeaders.ts); every other API answer is `no-store`.
   */
  cacheSeconds?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every route registered through apiRoute. */
    apiRoute?: ApiRouteDeclaration;
  }
}

type HandlerInput<A extends ApiAuth, Q, B, P> = {
  query: Out<Q>;
  body: Out<B>;
  params: Out<P>;
  request: FastifyRequest;
  reply: FastifyReply;
} & (A extends 'user' ? { session: Session } : unknown);

export type ApiRouteDef<A extends ApiAuth, Q extends Schema | undefined, B extends BodyDeclaration | undefined, P extends Schema | undefined, R extends Schema> = {
  method: ApiRouteDeclaration['method'];
  url: string;
  tag: ApiTag;
  summary: string;
  description?: string;
  auth: A;
  query?: Q;
  params?: P;
  /** Required for POST, PUT and PATCH (`'none'` when the route takes no input; a MultipartFile the handler reads itself). */
  body?: B;
  response: R;
  /** See ApiRouteDeclaration.cacheSeconds; refused unless `auth` is `public`. */
  cacheSeconds?: number;
  /**
   * Turns a body validation failure into the failure to answer with (the login's captcha
   * messages); without it the failure names the field (validateInput.ts).
   */
  mapBodyError?: (failure: AppError, body: unknown) => Error;
  handler: (input: HandlerInput<A, Q, B, P>) => Promise<z.output<R>> | z.output<R>;
};

const TAKES_BODY = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Registers an API route from its declaration: who may call it (`auth`), its query, path
 * parameters, body and response schemas, its tag and summary. The handler receives typed,
 * validated input (and the session for `auth: 'user'`) and returns only its `data`; the envelope
 * and its success code come from here, failures from errorHandler.ts.
 *
 * @example
 * apiRoute(app, {
 *   method: 'GET', url: '/api/wallet/transactions', tag: 'records', summary: 'Transaction records, newest first',
 *   auth: 'user',
 *   query: recordsQuery,
 *   response: recordPage,
 *   handler: ({ query, session }) => listRecords(db, session.userId, query),
 * })
 */
export function apiRoute<
  A extends ApiAuth,
  Q extends Schema | undefined = undefined,
  B extends BodyDeclaration | undefined = undefined,
  P extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(app: FastifyInstance, def: ApiRouteDef<A, Q, B, P, R>): void {
  const family = apiFamilyOf(def.url);
  if (!family) throw new Error(`apiRoute ${def.url}: API routes live under /api or /wtcenter`);
  if (TAKES_BODY.has(def.method) && def.body === undefined) {
    throw new Error(`apiRoute ${def.method} ${def.url}: declare its body schema, or body: 'none' when it takes no input`);
  }
  if (def.cacheSeconds !== undefined && def.auth !== 'public') throw new Error(`apiRoute ${def.url}: only public answers may be cached`);
  const { handler, mapBodyError, ...described } = def;
  const declaration: ApiRouteDeclaration = { ...described, family };
  app.route({
    method: def.method,
    url: def.url,
    config: { apiRoute: declaration },
    handler: async (request, reply) => {
      const session = def.auth === 'user' ? await app.requireUser(request) : undefined;
      const params = (def.params ? validateInput(def.params, request.params, 'params') : undefined) as Out<P>;
      const query = (def.query ? validateInput(def.query, request.query, 'query') : undefined) as Out<Q>;
      const body = (def.body && def.body !== 'none' && !isMultipartFile(def.body) ? validateBody(def.body, request.body, mapBodyError) : undefined) as Out<B>;
      const input = { query, body, params, request, reply, ...(session ? { session } : {}) } as HandlerInput<A, Q, B, P>;
      return successEnvelope(family, await handler(input));
    },
  });
}

function validateBody(schema: Schema, body: unknown, mapBodyError: ApiRouteDef<ApiAuth, undefined, Schema, undefined, Schema>['mapBodyError']) {
  if (!mapBodyError) return validateInput(schema, body, 'body');
  try {
    return validateInput(schema, body, 'body');
  } catch (error) {
    throw mapBodyError(error as AppError, body);
  }
}
