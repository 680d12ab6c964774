import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { MARKET_PATHS } from '../../features/market/contract/marketApi';
import { testDbTargets } from '../testing/testDb';
import { useTestApp } from '../testing/useTestApp';

describe.each(testDbTargets.slice(0, 1))('API answers are compressed ($name)', (target) => {
  let app: FastifyInstance;
  useTestApp(target, {}, (opened) => ({ app } = opened));
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('br when accepted, else gzip, else none; the same JSON, with Vary and a weak ETag', async () => {
    const plain = await get(MARKET_PATHS.tickers);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const json = plain.body;
    expect(json.length).toBeGreaterThan(1024);

    const br = await get(MARKET_PATHS.tickers, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(json.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(json);
    expect(br.headers.etag).toMatch(/^W\//);

    const gz = await get(MARKET_PATHS.tickers, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(json);

    // The weak ETag still answers 304 (no body, nothing to compress).
    const again = await get(MARKET_PATHS.tickers, { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
  });

  it('leaves small answers and errors under 1 kB alone', async () => {
    const small = await get('/api/nothing-here', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ code: expect.any(Number) });
  });
});
