import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildAccountDeps } from '../core/accounts/buildAccountDeps';
import { registerRequireUser } from '../core/auth/requireUser';
import { TEST_HASH_PARAMS } from '../core/auth/passwordHasher';
import type { FeatureDeps } from '../core/featurePlugin';
import { ERROR_KEYS } from '../../lib/contract/apiError';
import { featureErrorKeyObjects } from '../../lib/contract/testing/featureErrorKeys';
import { FEATURES, enabledFeatures, failureKeys, noticeTexts, recordKinds } from './features';
import { createMarket } from './market/createMarket';
import { OPENAPI_PATH, type OpenApiDocument } from '../openapi/buildOpenApiDocument';
import type { PriceSource } from '../core/prices/priceSource';
import { samplePriceSource } from '../core/prices/samplePriceSource';
import { TEST_SECRET_KEY, noDb, testApp, testConfig } from '../testing/testApp';

type Route = { method: string; url: string; declared: boolean; cacheable: boolean };
type Registered = { routes: Route[]; instances: Set<FastifyInstance> };

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/** What buildApp hands the features, on a database any use of which fails (registering needs none). */
function featureDeps(): FeatureDeps {
  const accounts = buildAccountDeps(noDb, testConfig(), { secretKey: TEST_SECRET_KEY, hashParams: TEST_HASH_PARAMS });
  const market = createMarket({ db: noDb, config: accounts.config, clock: accounts.clock, log: Fastify().log });
  return { ...accounts, prices: samplePriceSource(), market, noticeTexts: noticeTexts(FEATURES) };
}

/**
 * Registers every listed feature (the dev one included) on a bare root, as buildApp does, and
 * records the routes each adds and the Fastify instance it adds them on.
 */
async function registerEachFeature(): Promise<{ root: FastifyInstance; byFeature: Map<string, Registered> }> {
  const root = Fastify();
  const deps = featureDeps();
  registerRequireUser(root, deps);
  const byFeature = new Map<string, Registered>();
  let current: Registered | undefined;
  root.addHook('onRoute', function (this: FastifyInstance, route) {
    if (route.method === 'HEAD') return;
    current!.routes.push({ method: String(route.method), url: route.url, declared: route.config?.apiRoute !== undefined, cacheable: route.config?.apiRoute?.cacheSeconds !== undefined });
    current!.instances.add(this);
  });
  for (const feature of FEATURES) {
    current = { routes: [], instances: new Set() };
    byFeature.set(feature.name, current);
    await root.register(feature.plugin, deps);
  }
  await root.ready();
  return { root, byFeature };
}

async function documentedRoutes(app: FastifyInstance): Promise<string[]> {
  const doc = (await app.inject(OPENAPI_PATH)).json() as OpenApiDocument;
  return Object.entries(doc.paths).flatMap(([url, methods]) =>
    Object.keys(methods).map((method) => routeKey({ method: method.toUpperCase(), url: url.replace(/\{(\w+)\}/g, ':$1') })),
  );
}

describe('the feature list (server/features/features.ts)', () => {
  let root: FastifyInstance;
  let byFeature: Map<string, Registered>;
  beforeAll(async () => ({ root, byFeature } = await registerEachFeature()));
  afterAll(() => root?.close());

  const routesOf = (names: string[]) => names.flatMap((name) => byFeature.get(name)!.routes.map(routeKey));
  const names = FEATURES.map((feature) => feature.name);

  it('lists every feature folder of server/features once: <name>/<name>Plugin.ts exporting <name>Plugin, declared in <name>/<name>Feature.ts', () => {
    // walletConnect holds the WalletConnect v1 bridge, a WebSocket relay app.ts registers itself (registerBridge): no API routes.
    const folders = fs
      .readdirSync(__dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'walletConnect')
      .map((entry) => entry.name);
    const products = names.filter((name) => name !== 'initInfo' && name !== 'dev');
    expect(folders.sort()).toEqual([...products].sort());
    for (const name of products) {
      const files = fs.readdirSync(path.join(__dirname, name));
      expect({ name, files: files.filter((file) => file === `${name}Plugin.ts` || file === `${name}Feature.ts`) }).toEqual({ name, files: [`${name}Feature.ts`, `${name}Plugin.ts`] });
    }
    expect(FEATURES.map((feature) => feature.plugin.name)).toEqual(names.map((name) => `${name}Plugin`));
    expect(new Set(names).size).toBe(names.length);
  });

  it('has each feature declare its routes through apiRoute, no two the same route', () => {
    for (const name of names) {
      const { routes } = byFeature.get(name)!;
      expect({ name, routes: routes.length > 0 }).toEqual({ name, routes: true });
      expect({ name, undeclared: routes.filter((route) => !route.declared) }).toEqual({ name, undeclared: [] });
    }
    const all = routesOf(names);
    expect(new Set(all).size).toBe(all.length);
  });

  it('registers each feature as its own encapsulated plugin (not wrapped by fastify-plugin)', () => {
    const owner = new Map<FastifyInstance, string>();
    for (const { name, plugin } of FEATURES) {
      // fastify-plugin marks a plugin so; Fastify then runs it on the parent instance itself.
      expect({ name, skipOverride: Boolean((plugin as unknown as Record<symbol, unknown>)[Symbol.for('skip-override')]) }).toEqual({ name, skipOverride: false });
      for (const instance of byFeature.get(name)!.instances) {
        expect({ name, onRoot: instance === root }).toEqual({ name, onRoot: false });
        expect({ name, sharedWith: owner.get(instance) ?? name }).toEqual({ name, sharedWith: name });
        owner.set(instance, name);
      }
    }
  });

  it('is what buildApp registers: the API description lists exactly the routes of the enabled features', async () => {
    const devOn = await testApp();
    const devOff = await testApp({ env: { DEV_ROUTES: undefined } });
    const production = await testApp({ env: { NODE_ENV: 'production' } });
    try {
      const always = names.filter((name) => name !== 'dev');
      expect(enabledFeatures({ ...featureDeps(), dev: null }).map((feature) => feature.name)).toEqual(always);
      expect((await documentedRoutes(devOn)).sort()).toEqual([`GET ${OPENAPI_PATH}`, ...routesOf(names)].sort());
      expect((await documentedRoutes(devOff)).sort()).toEqual([`GET ${OPENAPI_PATH}`, ...routesOf(always)].sort());
      expect((await documentedRoutes(production)).sort()).toEqual([`GET ${OPENAPI_PATH}`, ...routesOf(always)].sort());
      expect(routesOf(['dev'])).toContain('GET /api/dev/health');
      expect((await devOff.inject('/api/dev/health')).json()).toMatchObject({ code: 404, data: null });
    } finally {
      await Promise.all([devOn.close(), devOff.close(), production.close()]);
    }
  });

  it("answers every feature's routes with the root's envelope, error handler and security headers", async () => {
    const app = await testApp();
    try {
      for (const { method, url, cacheable } of [...byFeature.values()].flatMap((registered) => registered.routes)) {
        const res = await app.inject({ method: method as 'GET' | 'POST', url: url.replace(/:\w+/g, 'x'), payload: method === 'POST' ? {} : undefined });
        const body = res.json();
        expect({ url, code: typeof body.code, msg: typeof body.msg, data: 'data' in body }).toEqual({ url, code: 'number', msg: 'string', data: true });
        // Only a public route that declares cacheSeconds is cacheable, and only its successful answers (content, the market's list).
        const cache = cacheable && res.statusCode === 200 ? expect.stringMatching(/^public, max-age=\d+$/) : 'no-store';
        expect({ url, nosniff: res.headers['x-content-type-options'], cache: res.headers['cache-control'] }).toEqual({ url, nosniff: 'nosniff', cache });
      }
    } finally {
      await app.close();
    }
  });

  it('stops the price source a caller gave with the app', async () => {
    const stop = jest.fn(async () => {});
    const prices: PriceSource = { snapshot: samplePriceSource().snapshot, stop };
    const app = await testApp({ money: { prices } });
    expect(stop).not.toHaveBeenCalled();
    await app.close();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it("lists each feature contract's own failure keys, and the API description offers them", async () => {
    // Every `features/<feature>/contract/*ErrorKeys.ts` object belongs to one server feature.
    const declared = featureErrorKeyObjects(path.join(__dirname, '..', '..'));
    expect(declared.length).toBeGreaterThan(0);
    const listed = FEATURES.flatMap((feature) => (feature.errorKeys ? [feature.errorKeys] : []));
    expect(new Set(listed)).toEqual(new Set(declared));

    const keys = failureKeys(FEATURES);
    expect(keys).toEqual(expect.arrayContaining([...Object.values(ERROR_KEYS), 'cloudAddressBook.errors.full']));
    expect(new Set(keys).size).toBe(keys.length);
    const app = await testApp();
    try {
      const document = (await app.inject(OPENAPI_PATH)).json() as OpenApiDocument;
      const failure = document.components.schemas.ApiFailure as { properties: { key: { enum: string[] } } };
      expect(failure.properties.key.enum).toEqual(keys);
    } finally {
      await app.close();
    }
  });

  it("registers each contract's record kinds with one feature, and titles only registered kinds, in every locale", () => {
    const root = path.join(__dirname, '..', '..');
    const declared = fs
      .readdirSync(path.join(root, 'features'))
      .flatMap((name) => {
        const dir = path.join(root, 'features', name, 'contract');
        return fs.existsSync(dir) ? fs.readdirSync(dir).filter((file) => file.endsWith('RecordKinds.ts')).map((file) => path.join(dir, file)) : [];
      })
      .flatMap((file) => Object.values(require(file) as Record<string, Record<string, string>>));
    expect(declared.length).toBeGreaterThan(5);
    const listed = FEATURES.flatMap((feature) => (feature.recordKinds ? [feature.recordKinds] : []));
    expect(new Set(listed)).toEqual(new Set(declared));

    const kinds = Object.keys(recordKinds(FEATURES));
    const generated = path.join(root, 'lib', 'i18n', 'generated');
    const titles = (locale: string) => Object.keys((JSON.parse(fs.readFileSync(path.join(generated, `${locale}.json`), 'utf8')) as { recordTitles: object }).recordTitles).sort();
    expect(kinds).toEqual(expect.arrayContaining(titles('en')));
    for (const file of fs.readdirSync(generated)) expect(titles(file.replace('.json', ''))).toEqual(titles('en'));
    expect(() => recordKinds([...FEATURES, { name: 'copy', plugin: FEATURES[1].plugin, recordKinds: { swap: 'again' } }])).toThrow('record kind "swap" is declared twice (again by copy)');
  });
});
