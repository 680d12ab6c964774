import { z } from 'zod';
import { API_SUCCESS, BAD_REQUEST, HEADER_DEVICE, HEADER_HD_TOKEN, HEADER_TOKEN, LOGIN_EXPIRED, WTCENTER_SUCCESS } from '../../lib/contract/envelope';
import { type ApiRouteDeclaration, type MultipartFile, isMultipartFile } from '../http/apiRoute';
import { RECORD_KINDS_MARK } from '../../lib/contract/recordKinds';

/** Where the document is served (registerOpenApi.ts): public, in every mode, not wrapped in the envelope. */
export const OPENAPI_PATH = '/api/openapi.json';

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
export type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string; description: string; license: { name: string; identifier: string } };
  servers: { url: string; description: string }[];
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
      code: z.number().int().describe(`Never the success code: ${LOGIN_EXPIRED} login expired (drop the token, log in again), 400 bad input, 404, 429 too many requests, 500, 2xxxx account and 3xxxx wallet failures (lib/contract/userApi.ts, features/cloudWallet/contract/walletApi.ts).`),
      msg: z.string().describe('An English sentence, for logs and for clients without the message keys.'),
      data: z.null(),
      key: z.enum(failureKeys as [string, ...string[]]).optional().describe('Message key for a translated text (one of the app message catalogues).'),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe('Values for the message, e.g. { field } or { retryAfterSeconds }.'),
    })
    .meta({ id: 'ApiFailure' });

const SECURITY_SCHEME = 'userToken';
/**
 * The API belongs to this wallet product and grants no licence to third parties (package.json is
 * private and names none); the description says so rather than leaving it unsaid.
 */
const LICENSE = { name: 'Proprietary: no licence is granted to use this API outside the wallet app', identifier: 'LicenseRef-Proprietary' };

const DESCRIPTION = `The wallet's own API host (SPEC §7). Every answer under /api and /wtcenter is the JSON envelope \`{ code, msg, data }\`:
success is code ${API_SUCCESS} under /api and code ${WTCENTER_SUCCESS} under /wtcenter, with the route's result in \`data\`;
a failure has another code, \`data: null\`, an English \`msg\` and often a message \`key\` with its \`params\` (ApiFailure).
Code ${LOGIN_EXPIRED} means the login expired. Routes that act for a user need the session token from login or register
in the \`${HEADER_TOKEN}\` header (security scheme userToken); each acts only on that session's own account.
The app also sends its HD wallet token in \`${HEADER_HD_TOKEN}\` and its platform in \`${HEADER_DEVICE}\` with every request;
no route of this server reads or requires them (HD wallet keys never leave the device), so they are no security scheme here. Amounts are decimal strings in coin units.
This document is generated from the routes' own declarations, so it lists exactly the routes this server has.`;

/**
 * The OpenAPI 3.1 description of the given API routes, from their declarations (http/apiRoute.ts):
 * request schemas as parameters and request bodies (as the client sends them), the response schema
 * inside the success envelope, the failure envelope, the login requirement as the `x-token`
 * security scheme, a tag per domain. Schemas with a zod `id` become components.
 *
 * @example buildOpenApiDocument(declarations, { version: '0.1.0', failureKeys, tags: apiTags(FEATURES), recordKinds: recordKinds(FEATURES) }).paths['/api/wallet/coinList'].get
 */
/** What the document says beside the routes: the version, every failure key, the tags' and the record kinds' descriptions. */
export type OpenApiInfo = {
  version: string;
  failureKeys: readonly string[];
  tags: Readonly<Record<string, string>>;
  /** Each registered wallet record kind with its meaning (features' `recordKinds`). */
  recordKinds: Readonly<Record<string, string>>;
};

export function buildOpenApiDocument(routes: readonly ApiRouteDeclaration[], info: OpenApiInfo): OpenApiDocument {
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
    security: [],
    responses: {
      '200': { description: 'The OpenAPI 3.1 document', content: { 'application/json': { schema: { type: 'object' } } } },
      '400': { $ref: '#/components/responses/BadRequest' },
    },
  };
  const used = new Set(['app', ...routes.map((route) => route.tag)]);
  // A tag is declared by the feature that owns it (its registration's apiTags): one without a description is a missing registration.
  for (const tag of used) if (!(tag in info.tags)) throw new Error(`API tag "${tag}" has no description: declare it in its feature's apiTags`);
  return {
    openapi: '3.1.1',
    info: { title: 'Wallet API', version: info.version, description: DESCRIPTION, license: LICENSE },
    // Relative: the API is served by the same host as the app, whatever its origin.
    servers: [{ url: '/', description: 'The host that serves this document (the app and its API share one origin).' }],
    tags: Object.entries(info.tags)
      .filter(([name]) => used.has(name))
      .map(([name, description]) => ({ name, description })),
    paths: withRecordKinds(paths, info.recordKinds),
    components: {
      schemas: withRecordKinds(components.schemas, info.recordKinds),
      responses: {
        Failure: { description: 'A failure: the envelope with a code other than success', content: json(failure) },
        BadRequest: {
          description: `Refused input: code ${BAD_REQUEST} (HTTP 400) with the message key errors.validation.required or errors.validation.invalid and params { field, reason } naming the field, or a request that could not be read (a malformed URL or body)`,
          content: json(failure),
        },
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
    security: securityOf(route.auth),
    ...(parameters.length > 0 ? { parameters } : {}),
  };
  if (isMultipartFile(route.body)) {
    op.requestBody = multipartBody(route.body.multipart);
  } else if (route.body === 'none') {
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
    // Every route may refuse a request it cannot read (errorHandler.ts), and most validate input.
    '400': { $ref: '#/components/responses/BadRequest' },
    ...(route.auth !== 'public' ? { '401': { $ref: '#/components/responses/LoginExpired' } } : {}),
    ...(isMultipartFile(route.body)
      ? {
          '413': { description: 'The file is larger than the limit (x-max-bytes)', content: json({ $ref: '#/components/schemas/ApiFailure' }) },
          '415': { description: 'The file is not one of the accepted types, or its bytes do not match its declared name and type', content: json({ $ref: '#/components/schemas/ApiFailure' }) },
        }
      : {}),
    default: { $ref: '#/components/responses/Failure' },
  };
  return op;
}

/**
 * Who may call: `security: []` states that a public route needs nothing; an optional login lists an
 * empty requirement first (some inputs need the token).
 */
function securityOf(auth: ApiRouteDeclaration['auth']): Record<string, string[]>[] {
  if (auth === 'user') return [{ [SECURITY_SCHEME]: [] }];
  if (auth === 'optionalUser') return [{}, { [SECURITY_SCHEME]: [] }];
  return [];
}

/**
 * A body of one file as multipart/form-data: the field, the types it may declare, and the limits
 * (as `x-` keywords, JSON Schema has none for a file's bytes or name) that the route itself checks.
 */
function multipartBody({ field, types, maxBytes, maxNameLength }: MultipartFile['multipart']) {
  const limits = `at most ${maxBytes} bytes (${maxBytes / 1024 / 1024} MB), a file name of at most ${maxNameLength} characters with the extension of its type`;
  return {
    description: `One file in the field \`${field}\` (${types.join(', ')}), ${limits}. No other field.`,
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [field],
          additionalProperties: false,
          properties: {
            [field]: {
              type: 'string',
              contentMediaType: 'application/octet-stream',
              description: `The file, ${limits}. Its part's Content-Type must be one of ${types.join(', ')}.`,
              'x-max-bytes': maxBytes,
              'x-max-filename-length': maxNameLength,
            },
          },
        },
        encoding: { [field]: { contentType: types.join(', ') } },
      },
    },
  };
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

/**
 * Every schema the contract marked as a record kind (RECORD_KINDS_MARK) becomes the registered kinds as
 * an enum, each listed with its meaning: the contract is shared by all features and cannot list them.
 */
function withRecordKinds<T>(value: T, kinds: Readonly<Record<string, string>>): T {
  if (Array.isArray(value)) return value.map((item) => withRecordKinds(item, kinds)) as T;
  if (value === null || typeof value !== 'object') return value;
  const { [RECORD_KINDS_MARK]: marked, ...rest } = value as Record<string, unknown>;
  if (marked === true) {
    const meanings = Object.entries(kinds).map(([kind, meaning]) => `${kind}: ${meaning}`);
    return { ...rest, enum: Object.keys(kinds), description: [rest.description, ...meanings].filter(Boolean).join(' ') } as T;
  }
  return Object.fromEntries(Object.entries(rest).map(([key, item]) => [key, withRecordKinds(item, kinds)])) as T;
}
