import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { testApp } from '../testing/testApp';
import { apiRoute } from './apiRoute';

/** An app whose probe answers `data`, declared as `{ amount: string }`. */
async function appAnswering(data: unknown, env = {}): Promise<FastifyInstance> {
  const app = await testApp({ env });
  apiRoute(app, {
    method: 'GET',
    url: '/api/probe/drift',
    tag: 'app',
    summary: 'probe',
    auth: 'public',
    response: z.strictObject({ amount: z.string() }),
    handler: () => data as { amount: string },
  });
  return app;
}

describe('the response check', () => {
  const warn = jest.spyOn(process, 'emitWarning').mockImplementation(() => {});
  afterAll(() => warn.mockRestore());

  it('lets an answer through that matches its declared schema', async () => {
    const res = await (await appAnswering({ amount: '1.5' })).inject('/api/probe/drift');
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { amount: '1.5' } });
  });

  it.each([
    ['a wrong type', { amount: 1.5 }],
    ['a missing field', {}],
    ['an undeclared field', { amount: '1.5', secret: 'x' }],
  ])('fails an answer with %s in tests and development: code 500, and says why', async (_name, data) => {
    warn.mockClear();
    const res = await (await appAnswering(data)).inject('/api/probe/drift');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: 500, msg: 'Server error', data: null });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /api/probe/drift answered data that does not match'), 'ApiResponseDrift');
  });

  it('is off in production, where the answer goes out as the handler made it', async () => {
    const res = await (await appAnswering({ amount: 1.5 }, { NODE_ENV: 'production' })).inject('/api/probe/drift');
    expect(res.json()).toEqual({ code: 1, msg: 'ok', data: { amount: 1.5 } });
  });

  it('leaves failures alone', async () => {
    const res = await (await appAnswering({})).inject('/api/wallet/nothing-here');
    expect(res.json()).toMatchObject({ code: 404, data: null });
  });
});
