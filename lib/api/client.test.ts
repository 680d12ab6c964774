/** @jest-environment node */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getDefaultStore } from 'jotai';
import { hdTokenAtom, tokenAtom } from '@/lib/state/session';
import { api, ApiError, setApiBase, showsLoading, wtcenter } from './client';
import { onApiEvent, type ApiEvent } from './events';
import { markShownInline } from './shownInline';

/** Toasts wait one task for the caller's catch. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

class MemoryStorage {
  private map = new Map<string, string>();
  getItem = (k: string) => this.map.get(k) ?? null;
  setItem = (k: string, v: string) => void this.map.set(k, String(v));
  removeItem = (k: string) => void this.map.delete(k);
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
const events: ApiEvent[] = [];
let unsubscribe: () => void;

beforeAll(async () => {
  (globalThis as { localStorage?: unknown }).localStorage = new MemoryStorage();
  server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setApiBase(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  unsubscribe = onApiEvent((e) => events.push(e));
});

afterAll(async () => {
  unsubscribe();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  events.length = 0;
  getDefaultStore().set(tokenAtom, null);
  getDefaultStore().set(hdTokenAtom, null);
});

const reply = (body: unknown, status = 200): Handler => (_req, res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

describe('api client', () => {
  it('returns data when /api answers code 1 and sends the token, HD token and device headers', async () => {
    let seen: IncomingMessage['headers'] = {};
    handler = (req, res) => {
      seen = req.headers;
      reply({ code: 1, msg: 'ok', data: { a: 1 } })(req, res);
    };
    getDefaultStore().set(tokenAtom, 'tok');
    getDefaultStore().set(hdTokenAtom, 'hd');
    await expect(api.get('/thing')).resolves.toEqual({ a: 1 });
    expect(seen['x-token']).toBe('tok');
    expect(seen['x-hd-token']).toBe('hd');
    expect(seen['x-device-type']).toBe('web');
  });

  it('treats code 0 as success only for /wtcenter', async () => {
    handler = reply({ code: 0, msg: 'ok', data: 'w' });
    await expect(wtcenter.get('/x')).resolves.toBe('w');
    await expect(api.get('/x')).rejects.toMatchObject({ code: 0 });
  });

  it('calls /wtcenter paths, succeeds on code 0 for GET and POST, and rejects any other code there, 1 included', async () => {
    const seen: string[] = [];
    handler = (req, res) => {
      seen.push(`${req.method} ${req.url}`);
      reply({ code: 0, msg: 'ok', data: { ok: true } })(req, res);
    };
    await expect(wtcenter.get('/wealth/order', { id: '7' })).resolves.toEqual({ ok: true });
    await expect(wtcenter.post('/wealth/redeem', { orderId: '7' })).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['GET /wtcenter/wealth/order?id=7', 'POST /wtcenter/wealth/redeem']);
    handler = reply({ code: 1, msg: 'ok', data: { ok: true } });
    await expect(wtcenter.get('/x')).rejects.toMatchObject({ code: 1 });
    handler = reply({ code: 37003, msg: 'The smallest order is 10 USDT.', key: 'wealth.errors.belowMinimum', params: { minimum: '10', coin: 'USDT' }, data: null }, 400);
    const error = await wtcenter.post('/wealth/buy', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 37003, key: 'wealth.errors.belowMinimum', params: { minimum: '10', coin: 'USDT' } });
    await nextTask();
    expect(events).toContainEqual({ type: 'toast', message: 'The smallest order is 10 USDT.', key: 'wealth.errors.belowMinimum', params: { minimum: '10', coin: 'USDT' } });
  });

  it('on 10001 from /wtcenter clears the token and sends the user to /relogin as /api does', async () => {
    localStorage.setItem('token', 'sealed');
    getDefaultStore().set(tokenAtom, 'tok');
    handler = reply({ code: 10001, msg: 'expired', data: null }, 401);
    await expect(wtcenter.get('/wealth/summary')).rejects.toMatchObject({ code: 10001, key: 'errors.auth.loginExpired' });
    expect(getDefaultStore().get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(events).toContainEqual({ type: 'navigate', to: '/relogin' });
  });

  it('toasts the server msg and rejects with the code on any other failure', async () => {
    handler = reply({ code: 7, msg: 'Maintenance', data: null }, 400);
    const error = await api.post('/x', { a: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(7);
    await nextTask();
    expect(events).toContainEqual({ type: 'toast', message: 'Maintenance', key: undefined, params: undefined });
  });

  it('on 10001 clears the token and sends the user to /relogin, or to / for the user-info call', async () => {
    localStorage.setItem('token', 'sealed');
    getDefaultStore().set(tokenAtom, 'tok');
    handler = reply({ code: 10001, msg: 'expired', data: null }, 401);
    await expect(api.get('/wallet/list')).rejects.toMatchObject({ code: 10001 });
    expect(getDefaultStore().get(tokenAtom)).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(events).toContainEqual({ type: 'navigate', to: '/relogin' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast', key: 'errors.auth.loginExpired' }));
    await expect(api.get('/user/profile/userInfo')).rejects.toMatchObject({ code: 10001 });
    expect(events).toContainEqual({ type: 'navigate', to: '/' });
  });

  it('toasts and rejects on a network error', async () => {
    handler = (req) => req.socket.destroy();
    await expect(api.get('/x')).rejects.toMatchObject({ code: 0, key: 'errors.network' });
    await nextTask();
    expect(events.some((e) => e.type === 'toast' && e.key === 'errors.network')).toBe(true);
  });

  it('does not toast a failure the screen shows in place (one place per error)', async () => {
    handler = reply({ code: 7, msg: 'Wrong code', key: 'errors.auth.codeInvalid', data: null }, 400);
    try {
      await api.post('/x');
    } catch (error) {
      markShownInline(error as object);
    }
    await nextTask();
    expect(events.filter((e) => e.type === 'toast')).toEqual([]);
    // One the screen leaves alone still toasts.
    await api.post('/x').catch(() => undefined);
    await nextTask();
    expect(events).toContainEqual(expect.objectContaining({ type: 'toast', key: 'errors.auth.codeInvalid' }));
  });

  it('counts the loading indicator up and down for the spec paths only', async () => {
    handler = reply({ code: 1, msg: '', data: null });
    await api.get('/coin/list');
    expect(events.filter((e) => e.type === 'loading')).toEqual([
      { type: 'loading', delta: 1 },
      { type: 'loading', delta: -1 },
    ]);
    events.length = 0;
    await api.get('/coin/price');
    expect(events.filter((e) => e.type === 'loading')).toEqual([]);
  });

  it('knows which paths show loading', () => {
    for (const p of ['/api/user/profile/userInfo', '/api/a/list', '/api/pay/check', '/api/transactions', '/api/x/info', '/api/wallet/getBalance', '/api/wallet/getTokenBalance']) {
      expect(showsLoading(p)).toBe(true);
    }
    expect(showsLoading('/api/user/public/login')).toBe(false);
  });
});
