import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { USER_PATHS } from '../../features/account/contract/user';
import { WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { type Answer, call, freshIp, solvedCaptcha } from '../testing/accountClient';
import { testApp } from '../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { walletAccount } from '../testing/walletClient';
import { OPENAPI_PATH, type OpenApiDocument } from '../openapi/buildOpenApiDocument';
import { apiRoute } from './apiRoute';

/** int8's largest value, and values just past it that still look like ids (19 digits). */
const INT8_MAX = '9223372036854775807';
const TOO_BIG = ['9223372036854775808', '9999999999999999999'];

/**
 * Input the database cannot hold must be refused as bad input (400 with the envelope), not reach
 * PostgreSQL and come back as a 500: ids and cursors past int8, and NUL characters, which a text
 * column refuses ("invalid byte sequence for encoding UTF8: 0x00").
 */
describe.each(testDbTargets)('ids, cursors and text the database cannot hold, on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let token: string;
  const logs: string[] = [];

  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await testApp({ db: testDb.db, logger: { level: 'warn', stream } });
    ({ token } = await walletAccount(app));
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });
  beforeEach(() => logs.splice(0));

  const address = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
  /** The six routes that take an id or a cursor, called with `value` there. */
  const withId: [string, (value: string) => Promise<Answer>][] = [
    ['records cursor', (value) => call(app, 'GET', `${WALLET_PATHS.records}?cursor=${value}`, undefined, { token })],
    ['record detail id', (value) => call(app, 'GET', `${WALLET_PATHS.recordDetail}?id=${value}`, undefined, { token })],
    ['address book update id', (value) => call(app, 'POST', WALLET_PATHS.addressBookUpdate, { id: value, name: 'Friend', address }, { token })],
    ['address book delete id', (value) => call(app, 'POST', WALLET_PATHS.addressBookDelete, { id: value }, { token })],
    ['notices cursor', (value) => call(app, 'GET', `${WALLET_PATHS.notices}?cursor=${value}`, undefined, { token })],
    ['notices read ids', (value) => call(app, 'POST', WALLET_PATHS.noticesRead, { ids: [value] }, { token })],
  ];

  it.each(withId)('refuses a 19-digit %s past int8 with 400 and the envelope', async (_name, send) => {
    for (const value of TOO_BIG) {
      const res = await send(value);
      expect(res).toMatchObject({ status: 400, code: 400, data: null, key: 'errors.validation.invalid' });
      expect(res.params?.field).toMatch(/^(id|cursor|ids\.0)$/);
    }
    expect(logs.join('')).not.toContain('unexpected error');
  });

  it.each(withId)('still takes the largest int8 as a %s', async (_name, send) => {
    const res = await send(INT8_MAX);
    expect([200, 404]).toContain(res.status);
  });

  it('refuses a NUL in the login captchaId with 400 and the envelope, and logs no unexpected error', async () => {
    const ip = freshIp();
    const { captcha } = await solvedCaptcha(app, ip);
    const res = await call(app, 'POST', USER_PATHS.login, { phone: '+8613800138000', password: 'secret123', captchaId: 'abc\u0000def', captcha }, { ip });
    expect(res).toMatchObject({ status: 400, data: null });
    expect(typeof res.key).toBe('string');
    expect(logs.join('')).not.toContain('unexpected error');
  });

  it('refuses a NUL in any field the server keeps, in a body or a query string', async () => {
    const inBody = await call(app, 'POST', WALLET_PATHS.addressBookAdd, { name: 'Friend', address: `${address}\u0000` }, { token });
    expect(inBody).toMatchObject({ status: 400, code: 400, key: 'errors.validation.invalid', params: { field: 'address' } });
    const inQuery = await call(app, 'GET', `${WALLET_PATHS.records}?coin=USDT%00`, undefined, { token });
    expect(inQuery).toMatchObject({ status: 400, code: 400, key: 'errors.validation.invalid', params: { field: 'coin' } });
    const oauth = await call(app, 'POST', USER_PATHS.loginOauth, { code: 'c', state: 's\u0000' });
    expect(oauth).toMatchObject({ status: 400, code: 400, key: 'errors.validation.invalid', params: { field: 'state' } });
    expect(logs.join('')).not.toContain('unexpected error');
  });
});

type JsonSchema = { [key: string]: unknown };

/**
 * Whether a JSON Schema pattern bounds the length of what it matches: anchored at both ends, and
 * every repetition has an upper bound (no `*`, `+` or `{n,}` outside lookaheads, which only test).
 *
 * @example boundedPattern('^\\d{1,40}(\\.\\d{1,40})?$') // true; boundedPattern('^[a-z]+$') // false
 */
function boundedPattern(pattern: string): boolean {
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) return false;
  const body = pattern
    .replace(/\\./g, 'x') // escapes, \d or \.
    .replace(/\[[^\]]*\]/g, 'x') // character classes
    .replace(/\(\?[=!][^()]*\)/g, ''); // lookaheads
  return !/[*+]|\{\d+,\}/.test(body);
}

/** Amount fields are named so (amount, amountUsd, minAmount, quota): each must refuse 0 in the contract itself. */
const AMOUNT_FIELD = /amount|quota/i;

/**
 * What is unbounded in the input of every route the document describes (parameters and bodies, as
 * they are generated from each route's zod schemas): a string without a maximum length, an enum, a
 * constant or a length-bounded pattern; a number without a maximum; an array without maxItems; an
 * amount field whose rule takes "0".
 */
function unboundedInputs(doc: OpenApiDocument): string[] {
  const problems: string[] = [];
  const resolve = (schema: JsonSchema): JsonSchema =>
    typeof schema.$ref === 'string' ? doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')]! : schema;
  const patternsOf = (schema: JsonSchema): string[] => [
    ...(typeof schema.pattern === 'string' ? [schema.pattern] : []),
    ...((schema.allOf as JsonSchema[] | undefined) ?? []).flatMap((part) => patternsOf(resolve(part))),
  ];
  const walk = (raw: JsonSchema, where: string, name: string): void => {
    const schema = resolve(raw);
    for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const part of (schema[key] as JsonSchema[] | undefined) ?? []) walk(part, where, name);
    if (schema.enum !== undefined || schema.const !== undefined) return;
    const patterns = patternsOf(schema);
    if (schema.type === 'string') {
      if (schema.maxLength === undefined && !patterns.some(boundedPattern)) problems.push(`${where}: a string without a maximum length`);
      if (AMOUNT_FIELD.test(name) && !patterns.some((p) => !new RegExp(p, 'u').test('0') && !new RegExp(p, 'u').test('0.00'))) {
        problems.push(`${where}: an amount whose rule takes 0`);
      }
    }
    if ((schema.type === 'number' || schema.type === 'integer') && schema.maximum === undefined && schema.exclusiveMaximum === undefined) {
      problems.push(`${where}: a number without a maximum`);
    }
    if ((schema.type === 'number' || schema.type === 'integer') && AMOUNT_FIELD.test(name) && !((schema.minimum as number) > 0 || typeof schema.exclusiveMinimum === 'number')) {
      problems.push(`${where}: an amount whose rule takes 0`);
    }
    if (schema.type === 'array') {
      if (schema.maxItems === undefined) problems.push(`${where}: an array without maxItems`);
      if (schema.items) walk(schema.items as JsonSchema, `${where}[]`, name);
    }
    for (const [key, property] of Object.entries((schema.properties as Record<string, JsonSchema> | undefined) ?? {})) walk(property, `${where}.${key}`, key);
    if (typeof schema.additionalProperties === 'object') walk(schema.additionalProperties as JsonSchema, `${where}{}`, name);
  };
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const operation = op as { parameters?: { name: string; in: string; schema: JsonSchema }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
      for (const parameter of operation.parameters ?? []) walk(parameter.schema, `${method.toUpperCase()} ${path} ${parameter.in} ${parameter.name}`, parameter.name);
      const body = operation.requestBody?.content['application/json']?.schema;
      if (body) walk(body, `${method.toUpperCase()} ${path} body`, '');
    }
  }
  return problems;
}

describe('every route bounds its input in its contract', () => {
  const documentOf = async (app: FastifyInstance) => (await app.inject(OPENAPI_PATH)).json() as OpenApiDocument;

  it('has no free text, number, list or amount without a bound, in any route (the development ones too)', async () => {
    const app = await testApp();
    const doc = await documentOf(app);
    await app.close();
    expect(Object.keys(doc.paths).length).toBeGreaterThan(60);
    expect(unboundedInputs(doc)).toEqual([]);
  });

  it('would name a route with an unbounded string, number or list, or an amount that takes 0', async () => {
    const app = await testApp();
    apiRoute(app, {
      method: 'POST',
      url: '/api/dev/unbounded',
      tag: 'dev',
      summary: 'A route with unbounded input',
      auth: 'public',
      query: z.object({ q: z.string().regex(/^[a-z]+$/) }),
      body: z.object({ note: z.string().min(1), count: z.number(), tags: z.array(z.string().max(5)), amount: z.string().max(10).regex(/^\d+$/), ok: z.string().max(3) }),
      response: z.null(),
      handler: () => null,
    });
    const doc = await documentOf(app);
    await app.close();
    expect(unboundedInputs(doc).filter((p) => p.includes('/api/dev/unbounded'))).toEqual([
      'POST /api/dev/unbounded query q: a string without a maximum length',
      'POST /api/dev/unbounded body.note: a string without a maximum length',
      'POST /api/dev/unbounded body.count: a number without a maximum',
      'POST /api/dev/unbounded body.tags: an array without maxItems',
      'POST /api/dev/unbounded body.amount: an amount whose rule takes 0',
    ]);
  });
});
