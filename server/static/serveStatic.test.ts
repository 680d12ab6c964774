import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { HOME_INLINE_SCRIPTS, writeFakeExport } from '../testing/fakeExport';
import { testApp } from '../testing/testApp';

const ENV = {
  RPC_URL_1: 'http://127.0.0.1:8545/',
  EXPLORER_API_URL_1: 'https://api.etherscan.io/api',
  RPC_URL_56: 'wss://bsc.example.com/ws',
  // Only the configured origins, so the expected policy is short (the fallback has its own tests).
  PUBLIC_RPC_FALLBACK: 'false',
  ALLOWED_HOSTS: 'localhost,127.0.0.1,wallet.example.com',
};

let fake: ReturnType<typeof writeFakeExport>;
let app: FastifyInstance;

beforeAll(async () => {
  fake = writeFakeExport();
  app = await testApp({ env: ENV, staticDir: fake.out });
});
afterAll(async () => {
  await app.close();
  fake.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('redirects', () => {
  it.each([
    ['/', '/index/home'],
    ['/index', '/index/home'],
    ['/index/', '/index/home'],
    ['/?redirect=%2Fsend&x=1', '/index/home?redirect=%2Fsend&x=1'],
    ['/index?ref=abc', '/index/home?ref=abc'],
  ])('%s → 302 %s', async (url, location) => {
    const res = await get(url);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });
});

describe('page resolution', () => {
  it.each([
    ['/index/home', 'home'],
    ['/index/home?x=1', 'home'],
    ['/a/b', '<title>a/b</title>'],
    ['/a/b/', '<title>a/b</title>'],
    ['/a/c', '<title>a/c</title>'],
    ['/a/b.html', '<title>a/b</title>'],
  ])('%s serves the right page', async (url, text) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain(text);
  });

  it.each([
    ['/index/home.txt', 'RSC home', 'text/plain; charset=utf-8'],
    ['/manifest.webmanifest', '"start_url"', 'application/manifest+json; charset=utf-8'],
    ['/sw.js', 'addEventListener', 'text/javascript; charset=utf-8'],
    ['/icons/icon-192.png', 'PNG', 'image/png'],
  ])('%s serves the exact file', async (url, text, type) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.body).toContain(text);
  });

  it('answers HEAD without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/a/b' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });
});

describe('/transactions/<address>', () => {
  const address = '0x52908400098527886E0F7030069857D2E4169EE7';
  it('serves the placeholder page for any one address', async () => {
    const res = await get(`/transactions/${address}?tab=in`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('transactions placeholder');
  });

  it("maps the address's .txt payloads to the placeholder's", async () => {
    expect((await get(`/transactions/${address}.txt?_rsc=1`)).body).toBe('RSC transactions placeholder');
    const segment = await get(`/transactions/${address}/__next.transactions.$d$address.__PAGE__.txt`);
    expect(segment.statusCode).toBe(200);
    expect(segment.body).toBe('RSC transactions segment');
  });

  it('does not rewrite deeper paths', async () => {
    expect((await get(`/transactions/${address}/more`)).statusCode).toBe(404);
  });
});

describe('not found', () => {
  it('serves the 404 page file itself with 200, for the service worker to precache', async () => {
    const res = await get('/404.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it.each(['/404', '/nope', '/a/zzz', '/_next/static/chunks/missing.js'])('%s serves 404.html with status 404', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('not found');
  });

  it('answers other methods on pages with a plain 404', async () => {
    const res = await app.inject({ method: 'POST', url: '/index/home' });
    expect(res.statusCode).toBe(404);
  });
});

describe('path safety', () => {
  it.each(['/.env', '/leak.txt', '/%2e%2e/secret.txt', '/a/..%2f..%2fsecret.txt', '/a/%2e%2e/%2e%2e/secret.txt', '/a%00.html'])(
    '%s is refused',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('SECRET');
    },
  );

  it('refuses raw ../ sent over a real socket (no client-side normalising)', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    for (const rawPath of ['/../secret.txt', '/a/../../secret.txt', '/..\\secret.txt']) {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
            let body = '';
            res.on('data', (chunk) => (body += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
      expect(status).toBe(404);
      expect(body).not.toContain('SECRET');
    }
  });
});

describe('caching', () => {
  it.each([
    ['/_next/static/chunks/main-abc123.js', 'public, max-age=31536000, immutable'],
    ['/index/home', 'no-cache'],
    ['/index/home.txt', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/manifest.webmanifest', 'public, max-age=3600'],
  ])('%s → %s', async (url, cacheControl) => {
    expect((await get(url)).headers['cache-control']).toBe(cacheControl);
  });

  it('lets the service worker fetch its own origin, and nothing else', async () => {
    // The worker's own CSP governs its fetches; the locked-down asset policy would stop precaching.
    expect((await get('/sw.js')).headers['content-security-policy']).toBe("default-src 'none'; connect-src 'self'; script-src 'self'");
    expect((await get('/manifest.webmanifest')).headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await get('/index/home');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const second = await get('/index/home', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    // Browsers merge a 304's headers into the cached page: it must keep the page's policy.
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });
});

describe('compression', () => {
  it('compresses pages and assets for clients that accept it', async () => {
    const br = await get('/index/home', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('<title>home</title>');

    const gz = await get('/_next/static/chunks/main-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('console.log');
  });

  it('prefers a precompressed file beside the asset', async () => {
    const res = await get('/_next/static/css/app-def456.css', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('/* precompressed */');
  });

  it('sends identity to clients that do not accept compression', async () => {
    const res = await get('/_next/static/chunks/main-abc123.js');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('console.log');
  });
});

describe('security headers of pages', () => {
  const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const directives = (csp: string) => new Map(csp.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

  it("allows exactly the page's own inline scripts, and no unsafe script sources", async () => {
    const res = await get('/index/home');
    const csp = directives(res.headers['content-security-policy'] as string);
    const scriptSrc = csp.get('script-src')!;
    expect(HOME_INLINE_SCRIPTS).toHaveLength(2);
    for (const script of HOME_INLINE_SCRIPTS) expect(scriptSrc).toContain(hash(script));
    expect(scriptSrc).toEqual(["'self'", ...HOME_INLINE_SCRIPTS.map(hash)]);
    expect(scriptSrc.join(' ')).not.toMatch(/unsafe/);
    // Another page gets its own hashes, not the home page's.
    const notFound = directives((await get('/nope')).headers['content-security-policy'] as string);
    expect(notFound.get('script-src')).toEqual(["'self'", hash('self.notFound=1')]);
  });

  it('has the full policy, with configured RPC/explorer origins and the bridge WebSocket in connect-src', async () => {
    const res = await get('/index/home', { host: 'wallet.example.com' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https:']);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'http://127.0.0.1:8545',
      'https://api.etherscan.io',
      'wss://bsc.example.com',
      'http://wallet.example.com',
      'ws://wallet.example.com',
    ]);
    expect(csp.get('worker-src')).toEqual(["'self'", 'blob:']);
    expect(csp.get('manifest-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(res.headers['permissions-policy']).toBe('camera=(self)');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('refuses a forged Host header instead of writing it into the policy', async () => {
    const res = await get('/index/home', { host: "x.com; script-src 'unsafe-inline'" });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).not.toContain('unsafe-inline');
  });

  it('writes PUBLIC_ORIGIN into the policy whatever the Host header says', async () => {
    const other = await testApp({ env: { PUBLIC_ORIGIN: 'https://wallet.example.com', PUBLIC_RPC_FALLBACK: 'false' }, staticDir: fake.out });
    const res = await other.inject({ url: '/index/home', headers: { host: 'evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(directives(res.headers['content-security-policy'] as string).get('connect-src')).toEqual(["'self'", 'https://wallet.example.com', 'wss://wallet.example.com']);
    await other.close();
  });

  it('refuses a host outside ALLOWED_HOSTS instead of writing it into the policy', async () => {
    const res = await get('/index/home', { host: 'evil.example' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-security-policy']).not.toContain('evil.example');
  });

  it('uses the configured BRIDGE_URL in its ws form', async () => {
    const other = await testApp({ env: { BRIDGE_URL: 'https://bridge.example.org/bridge', PUBLIC_RPC_FALLBACK: 'false' }, staticDir: fake.out });
    const csp = directives((await other.inject('/index/home')).headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://bridge.example.org', 'wss://bridge.example.org']);
    await other.close();
  });

  it('admits the origins users may give networks they add (CUSTOM_RPC_ORIGINS)', async () => {
    const env = { CUSTOM_RPC_ORIGINS: 'https://rpc.example.org', PUBLIC_RPC_FALLBACK: 'false', PUBLIC_ORIGIN: 'https://wallet.example.com' };
    const other = await testApp({ env, staticDir: fake.out });
    const csp = directives((await other.inject('/index/home')).headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://wallet.example.com', 'wss://wallet.example.com', 'https://rpc.example.org']);
    await other.close();
  });

  it('admits the WalletConnect v2 relay when v2 is configured', async () => {
    const env = { WALLETCONNECT_PROJECT_ID: 'project-1', WALLETCONNECT_RELAY_URL: 'wss://relay.example.org', PUBLIC_RPC_FALLBACK: 'false', PUBLIC_ORIGIN: 'https://wallet.example.com' };
    const other = await testApp({ env, staticDir: fake.out });
    const csp = directives((await other.inject('/index/home')).headers['content-security-policy'] as string);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://wallet.example.com', 'wss://wallet.example.com', 'wss://relay.example.org']);
    await other.close();
  });

  it('recomputes hashes when a page is rebuilt', async () => {
    const fs = await import('node:fs');
    const file = `${fake.out}/a/c/index.html`;
    fs.writeFileSync(file, '<html><script>self.rebuilt=1</script></html>');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const csp = directives((await get('/a/c')).headers['content-security-policy'] as string);
    expect(csp.get('script-src')).toEqual(["'self'", hash('self.rebuilt=1')]);
  });
});

describe('without a build', () => {
  it('answers pages with 503 and how to fix it, while the API works', async () => {
    const bare = await testApp({ staticDir: `${fake.base}/missing` });
    const page = await bare.inject('/index/home');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(page.body).toContain('npm run build');
    expect((await bare.inject('/nope')).statusCode).toBe(503);
    const api = await bare.inject('/api/nope');
    expect(api.json()).toMatchObject({ code: 404 });
    await bare.close();
  });
});
