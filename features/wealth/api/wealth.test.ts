/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setApiBase } from '@/lib/api/client';
import { buyProduct, redeemOrder } from './wealth';

/** The wealth calls go to the wealth centre's family, /wtcenter, whose answers succeed with code 0. */
let server: Server;
let answer: { status: number; body: unknown };
const seen: { method?: string; url?: string; body: string }[] = [];

beforeAll(async () => {
  (globalThis as { localStorage?: unknown }).localStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, body });
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  seen.length = 0;
});

describe('wealth calls', () => {
  it('buy on /wtcenter/wealth/buy: code 0 is the order', async () => {
    answer = { status: 200, body: { code: 0, msg: 'ok', data: { replayed: false } } };
    const body = { productId: '3', amount: '10', payPassword: '123456', idempotencyKey: 'key-12345678' };
    await expect(buyProduct(body)).resolves.toEqual({ replayed: false });
    expect(seen).toEqual([{ method: 'POST', url: '/wtcenter/wealth/buy', body: JSON.stringify(body) }]);
  });

  it('redeem on /wtcenter/wealth/redeem: a failure keeps its code, key and params', async () => {
    answer = { status: 409, body: { code: 37007, msg: 'This order has already been redeemed.', key: 'wealth.errors.alreadyRedeemed', data: null } };
    await expect(redeemOrder({ orderId: '9', idempotencyKey: 'key-12345678' })).rejects.toMatchObject({ code: 37007, key: 'wealth.errors.alreadyRedeemed' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['POST /wtcenter/wealth/redeem']);
  });
});
