import { z } from 'zod';
import { API_SUCCESS, HEADER_TOKEN, LOGIN_EXPIRED, WTCENTER_SUCCESS } from '../../lib/contract/envelope';
import type { ApiRouteDeclaration } from '../http/apiRoute';
import { API_TAGS } from './apiTags';

/** Where the document is served (registerOpenApi.ts): public, in every mode, not wrapped in the envelope. */
export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses: Record<string, unknown>;
    securitySchemes: Record<string, unknown>;
  };
};

/** The failure shape of the envelope (lib/contract/apiError.ts ApiFailure), with the message keys this server may send. */
export const apiFailureSchema = (failureKeys: readonly string[]) =>
    z
    .strictObject({
      code: z.number().int().describe(`Never the success code: ${LOGIN_EXPIRED} login expired (drop the token, log in again), 400 bad input, 404, 429 too many requests, 500, 2xxxx account and 3xxxx wallet failures (features/account/contract/userApi.ts, walletApi.ts).`),
      msg: z.string().describe('An English sentence, for logs and for clients without the message keys.'),
      data: z.null(),
      key: z.enum(failureKeys as [string, ...string[]]).optional().describe('Message key for a translated text (one of the app message catalogues).'),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe('Values for the message, e.g. { field } or { retryAfterSeconds }.'),
    })
    .meta({ id: 'ApiFailure' });

const SECURITY_SCHEME = 'userToken';

const DESCRIPTION = `The wallet's own API host (SPEC §7). Every answer under /api and /wtcenter is the JSON envelope \`{ code, msg, data }\`:
success is code ${API_SUCCESS} under /api and code ${WTCENTER_SUCCESS} under /wtcenter, with the route's result in \`data\`;
a failure has another code, \`data: null\`, an English \`msg\` and often a message \`key\` with its \`params\` (ApiFailure).
Code ${LOGIN_EXPIRED} means the login expired. Routes that act for a user need the session token from login or register
in the \`${HEADER_TOKEN}\` header; each acts only on that session's own account. Amounts are decimal strings in coin units.
This document is generated from the routes' own declarations, so it lists exactly the routes this server has.`;

/**
 * The OpenAPI 3.1 description of the given API routes, from their declarations (http/apiRoute.ts):
 * request schemas as parameters and request bodies (as the client sends them), the response schema
 * inside the success envelope, the failure envelope, the login requirement as the `x-token`
 * security scheme, a tag per domain. Schemas with a zod `id` become components.
 *
 * @example buildOpenApiDocument(declarations, { version: '0.1.0' }).paths['/api/wallet/coinList'].get
 */
export function buildOpenApiDocument(routes: readonly ApiRouteDeclaration[], info: { version: string; failureKeys: readonly string[] }): OpenApiDocument {
  const components = new Components();
  const failure = components.schema(apiFailureSchema(info.failureKeys), 'output');
  const paths: OpenApiDocument['paths'] = {};
  const sorted = [...routes].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = route.url.replace(/:(\w+)/g, '{$1}');
    const method = route.method.toLowerCase();
    if (paths[path]?.[method]) throw new Error(`openapi: ${route.method} ${route.url} is declared twice`);
    (paths[path] ??= {})[method] = operation(route, components);
  }
  (paths[OPENAPI_PATH] ??= {}).get = {
    tags: ['app'],
    summary: 'This API description (OpenAPI 3.1)',
    description: 'Not wrapped in the envelope: the document itself.',
    operationId: 'getOpenApi',
    responses: { '200': { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } } },
  };
  const used = new Set(['app', ...routes.map((route) => route.tag)]);
  return {
    openapi: '3.1.1',
    info: { title: 'Wallet API', version: info.version, description: DESCRIPTION },
    tags: Object.entries(API_TAGS)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    paths,
    components: {
      schemas: components.schemas,
      responses: {
        Failure: { description: 'A failure: the envelope with a code other than success', content: json(failure) },
        LoginExpired: {
          description: `No live session for the ${HEADER_TOKEN} header: code ${LOGIN_EXPIRED} (HTTP 401)`,
          content: json(failure),
        },
      },
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'header',
          name: HEADER_TOKEN,
          description: 'The session token from login or register (SessionResult.token). Unknown, revoked or expired tokens answer code 10001.',
        },
      },
    },
  };
}

function operation(route: ApiRouteDeclaration, components: Components): Operation {
  const parameters = [
    ...(route.params ? parametersOf(route.params, 'path', components) : []),
    ...(route.query ? parametersOf(route.query, 'query', components) : []),
  ];
  const missing = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => !parameters.some((p) => p.in === 'path' && p.name === name));
  if (missing.length > 0) throw new Error(`openapi: ${route.method} ${route.url} does not declare its path parameter ${missing.join(', ')}`);
  const success = route.family === 'wtcenter' ? WTCENTER_SUCCESS : API_SUCCESS;
  const op: Operation = {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description ? { description: route.description } : {}),
    operationId: operationId(route),
    ...(route.auth === 'user' ? { security: [{ [SECURITY_SCHEME]: [] }] } : {}),
    // An empty requirement first: the token is optional (some inputs need it).
    ...(route.auth === 'optionalUser' ? { security: [{}, { [SECURITY_SCHEME]: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (route.body === 'none') {
    op.requestBody = {
      description: 'No input: the app sends {}; any body is ignored.',
      required: false,
      content: json({ type: 'object', maxProperties: 0 }),
    };
  } else if (route.body) {
    op.requestBody = { required: !z.safeParse(route.body, undefined).success, content: json(components.schema(route.body, 'input')) };
  }
  const envelope = {
    type: 'object',
    required: ['code', 'msg', 'data'],
    additionalProperties: false,
    properties: { code: { const: success }, msg: { type: 'string' }, data: components.schema(route.response, 'output') },
  };
  op.responses = {
    '200': { description: `Success: code ${success}, the result in data`, content: json(envelope) },
    ...(route.auth !== 'public' ? { '401': { $ref: '#/components/responses/LoginExpired' } } : {}),
    default: { $ref: '#/components/responses/Failure' },
  };
  return op;
}

type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema; description?: string };

/** One parameter per property of an object schema (a query string or the path). */
function parametersOf(schema: z.core.$ZodType, where: 'path' | 'query', components: Components): Parameter[] {
  const converted = components.schema(schema, 'input');
  const properties = converted.properties as Record<string, JsonSchema> | undefined;
  if (converted.type !== 'object' || !properties) throw new Error(`openapi: a ${where} schema must be an object`);
  const required = new Set((converted.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      schema: rest,
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
}

/** `POST /api/user/public/login` → `postUserPublicLogin`. */
function operationId(route: ApiRouteDeclaration): string {
  const words = route.url
    .replace(/^\/(api|wtcenter)\//, route.family === 'wtcenter' ? 'wtcenter/' : '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

const json = (schema: unknown) => ({ 'application/json': { schema } });

/** JSON Schemas of zod schemas, with the ones that have an `id` moved to components.schemas. */
class Components {
  readonly schemas: Record<string, JsonSchema> = {};

  schema(schema: z.core.$ZodType, io: 'input' | 'output'): JsonSchema {
    const { $schema: _dialect, $defs, ...converted } = z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline' }) as JsonSchema;
    // A schema with an id comes back as a $ref to its $defs entry, even at the root.
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) this.add(name, toComponentRefs(def) as JsonSchema);
    return toComponentRefs(converted) as JsonSchema;
  }

  private add(name: string, schema: JsonSchema): void {
    const existing = this.schemas[name];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) throw new Error(`openapi: two different schemas are called ${name}`);
    this.schemas[name] = schema;
  }
}

/** `#/$defs/X` (zod's references) → `#/components/schemas/X`, everywhere in a schema. */
function toComponentRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toComponentRefs);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === '$ref' && typeof item === 'string' ? item.replace(/^#\/\$defs\//, '#/components/schemas/') : toComponentRefs(item),
    ]),
  );
}
