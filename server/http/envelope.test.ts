import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { z } from 'zod';
import { buildApp } from '../app';
import { noDb, testApp, testConfig } from '../testing/testApp';
import { apiRoute } from './apiRoute';
import { loginExpired, tooManyRequests } from './appError';

const probe = { tag: 'app', summary: 'probe', auth: 'public' } as const;

/** An app with routes that exercise the envelope, validation and error mapping. */
async function appWithProbes(logs: string[] = []) {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({ db: noDb, config: testConfig(), logger: { level: 'error', stream } });
  apiRoute(app, {
    method: 'POST',
    url: '/api/probe/echo',
    ...probe,
    query: z.object({ page: z.coerce.number().int().min(1) }),
    body: z.object({ name: z.string().min(1), amount: z.string().regex(/^\d+$/, 'expected digits'), memo: z.string().optional() }),
    response: z.object({ page: z.number(), name: z.string(), amount: z.string() }),
    handler: async ({ query, body }) => ({ page: query.page, name: body.name, amount: body.amount }),
  });
  apiRoute(app, { method: 'GET', url: '/wtcenter/probe/ok', ...probe, response: z.object({ fine: z.boolean() }), handler: () => ({ fine: true }) });
  apiRoute(app, {
    method: 'GET',
    url: '/api/probe/crash',
    ...probe,
    response: z.null(),
    handler: () => {
      throw new Error('database password is hunter2');
    },
  });
  apiRoute(app, { method: 'GET', url: '/api/probe/expired', ...probe, response: z.null(), handler: () => Promise.reject(loginExpired()) });
  apiRoute(app, { method: 'GET', url: '/api/probe/limited', ...probe, response: z.null(), handler: () => Promise.reject(tooManyRequests(30)) });
  return app;
}

const echo = (app: Awaited<ReturnType<typeof appWithProbes>>, body: unknown, url = '/api/probe/echo?page=2') =>
  app.inject({ method: 'POST', url, payload: body as object });

describe('the API envelope', () => {
  it('answers /api success with code 1 and /wtcenter success with code 0', async () => {
    const app = await appWithProbes();
    const api = await echo(app, { name: 'a', amount: '10' });
    expect(api.statusCode).toBe(200);
    expect(api.json()).toEqual({ code: 1, msg: 'ok', data: { page: 2, name: 'a', amount: '10' } });
    const wt = await app.inject('/wtcenter/probe/ok');
    expect(wt.json()).toEqual({ code: 0, msg: 'ok', data: { fine: true } });
  });

  it('marks API answers as not cacheable', async () => {
    const app = await appWithProbes();
    const res = await app.inject('/wtcenter/probe/ok');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a missing body field with code 400 naming the field', async () => {
    const res = await echo(await appWithProbes(), { amount: '10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: 'name is required.',
      data: null,
      key: 'errors.validation.required',
      params: { field: 'name' },
    });
  });

  it('answers an invalid field with code 400, the field and the reason', async () => {
    const res = await echo(await appWithProbes(), { name: 'a', amount: '1.5' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 400,
      msg: 'amount is invalid: expected digits.',
      key: 'errors.validation.invalid',
      params: { field: 'amount', reason: 'expected digits' },
    });
  });

  it('validates the query string too', async () => {
    const missing = await echo(await appWithProbes(), { name: 'a', amount: '1' }, '/api/probe/echo');
    expect(missing.json()).toMatchObject({ code: 400, msg: 'page is required.' });
    const bad = await echo(await appWithProbes(), { name: 'a', amount: '1' }, '/api/probe/echo?page=0');
    expect(bad.json()).toMatchObject({ code: 400, params: { field: 'page' } });
  });

  it('answers a missing body with code 400', async () => {
    const res = await (await appWithProbes()).inject({ method: 'POST', url: '/api/probe/echo?page=1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: 'body is required.' });
  });

  it('answers malformed JSON with code 400', async () => {
    const res = await (await appWithProbes()).inject({
      method: 'POST',
      url: '/api/probe/echo?page=1',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: 'The request body is not valid JSON.',
      data: null,
      key: 'errors.request.malformedJson',
    });
  });

  it('answers an unsupported content type with code 415', async () => {
    const res = await (await appWithProbes()).inject({
      method: 'POST',
      url: '/api/probe/echo?page=1',
      headers: { 'content-type': 'application/x-weird' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, key: 'errors.request.unsupportedMediaType' });
  });

  it('answers unknown /api and /wtcenter paths and methods with code 404', async () => {
    const app = await appWithProbes();
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/deep/nope?x=1'],
      ['GET', '/api'],
      ['DELETE', '/wtcenter/nope'],
      ['GET', '/api/probe/echo'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 404, data: null, key: 'errors.notFound' });
      expect(res.json().msg).toContain(url.split('?')[0]);
    }
  });

  it('hides unexpected errors behind code 500 and logs them with context', async () => {
    const logs: string[] = [];
    const res = await (await appWithProbes(logs)).inject('/api/probe/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: 'Server error', data: null, key: 'errors.server' });
    expect(res.body).not.toContain('hunter2');
    const entry = JSON.parse(logs.find((l) => l.includes('unexpected error'))!);
    expect(entry).toMatchObject({ url: '/api/probe/crash', method: 'GET', err: { message: 'database password is hunter2' } });
  });

  it('answers an expired login with code 10001 and HTTP 401', async () => {
    const res = await (await appWithProbes()).inject('/api/probe/expired');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 10001, key: 'errors.auth.loginExpired' });
  });

  it('answers rate limiting with code 429', async () => {
    const res = await (await appWithProbes()).inject('/api/probe/limited');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ code: 429, key: 'errors.rateLimited', params: { retryAfterSeconds: 30 } });
  });

  it('refuses to register an API route outside the two families', () => {
    expect(() => apiRoute(Fastify(), { method: 'GET', url: '/other', ...probe, response: z.number(), handler: () => 1 })).toThrow(/under \/api or \/wtcenter/);
  });

  it('refuses a POST route that does not declare its body', () => {
    expect(() => apiRoute(Fastify(), { method: 'POST', url: '/api/probe/post', ...probe, response: z.null(), handler: () => null })).toThrow(
      /declare its body schema, or body: 'none'/,
    );
  });

  it('gives a route declared auth: user the session, and answers 10001 before reading its input', async () => {
    const app = await appWithProbes();
    apiRoute(app, {
      method: 'POST',
      url: '/api/probe/mine',
      tag: 'app',
      summary: 'probe',
      auth: 'user',
      body: z.object({ name: z.string() }),
      response: z.null(),
      handler: () => null,
    });
    const res = await app.inject({ method: 'POST', url: '/api/probe/mine', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 10001, key: 'errors.auth.loginExpired' });
  });

  it('works without any probe routes (the plain app)', async () => {
    const res = await (await testApp()).inject('/api/whatever');
    expect(res.json()).toMatchObject({ code: 404 });
  });
});
