import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { testApp } from '../testing/testApp';

/** Headers that describe the body or the connection, not the answer's security. */
const TRANSPORT = ['content-type', 'content-length', 'date', 'connection', 'keep-alive'];
const headerNames = (res: LightMyRequestResponse) => Object.keys(res.headers).filter((name) => !TRANSPORT.includes(name)).sort();

/**
 * A URL the router cannot decode (a malformed %-encoding) never reaches a route, so none of the
 * app's hooks ran for it and Fastify answered with its own JSON and no security headers. It must
 * look like every other failure: the envelope under /api and /wtcenter, and the same headers.
 */
describe.each([
  ['production', { NODE_ENV: 'production' }],
  ['development', { NODE_ENV: 'development' }],
])('a URL with a malformed %%-encoding (%s)', (_name, env) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ env });
  });
  afterAll(() => app.close());

  it.each([
    ['/api/%E0%A4%A', 'api'],
    ['/api/%zz', 'api'],
    ['/api/user/%E0%A4%A?x=1', 'api'],
    ['/wtcenter/%E0%A4%A', 'wtcenter'],
    ['/wtcenter/%zz', 'wtcenter'],
  ])('%s answers 400 with the envelope and the headers of any other API answer', async (url, family) => {
    const bad = await app.inject(url);
    const normal = await app.inject(`/${family}/no-such-route`);
    expect(normal.statusCode).toBe(404);
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(bad.json()).toEqual({ code: 400, msg: 'The URL is not valid: it has a malformed %-encoding.', data: null, key: 'errors.request.bad' });
    expect(headerNames(bad)).toEqual(headerNames(normal));
    for (const name of headerNames(normal)) expect([name, bad.headers[name]]).toEqual([name, normal.headers[name]]);
    expect(bad.headers['x-content-type-options']).toBe('nosniff');
    expect(bad.headers['cache-control']).toBe('no-store');
  });

  it.each(['/%zz', '/index/%E0%A4%A', '/bridge/%zz'])('%s (not the API) answers a plain-text 400 with the same security headers', async (url) => {
    const bad = await app.inject(url);
    const normal = await app.inject('/api/no-such-route');
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(bad.body).toBe('The URL is not valid: it has a malformed %-encoding.');
    const security = headerNames(normal).filter((name) => name !== 'cache-control');
    expect(security).toEqual(expect.arrayContaining(['content-security-policy', 'x-content-type-options', 'x-frame-options', 'permissions-policy']));
    for (const name of security) expect([name, bad.headers[name]]).toEqual([name, normal.headers[name]]);
  });

  it('sends HSTS with every answer in production only', async () => {
    const bad = await app.inject('/api/%zz');
    expect(bad.headers['strict-transport-security']).toBe(env.NODE_ENV === 'production' ? 'max-age=31536000; includeSubDomains' : undefined);
  });
});
