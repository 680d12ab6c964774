import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initInfoSchema } from '../lib/contract/initInfo';
import { testDbTargets } from './testing/testDb';

/**
 * End to end: `node --import tsx server/main.ts` as `npm start` runs it, against the embedded PGlite in a data
 * folder and a real PostgreSQL (TEST_DATABASE_URL, from jest's global setup); then a graceful SIGTERM.
 */
const ROOT = path.join(__dirname, '..');
jest.setTimeout(150_000);

/**
 * `npm start`'s command line, run as npm runs it. It must start the server in one process: the
 * `tsx` command's wrapper relays a signal to its child and SIGKILLs it when the child has not
 * answered within 30 ms, which a busy machine's server does not (exit 130, PGlite killed mid-write).
 */
const START = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ');

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(env: Record<string, string>): Server {
  let output = '';
  const [node, ...args] = START;
  if (node !== 'node') throw new Error(`npm start runs ${node}, not node itself`);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitForUrl(server: Server): Promise<string> {
  // PGlite's first start runs initdb: seconds of CPU alone, far more on a machine busy with other tests.
  for (const deadline = Date.now() + 100_000; Date.now() < deadline; ) {
    const match = /ready at (http:\/\/[^/]+)\//.exec(server.output());
    if (match) return match[1];
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

async function checkRunningServer(env: Record<string, string>, expectedDb: string) {
  const server = startServer({ DEV_ROUTES: 'true', ...env });
  try {
    const base = await waitForUrl(server);
    const info = await (await fetch(`${base}/api/public/initInfo`)).json();
    expect(info.code).toBe(1);
    // The configured URL wins; the other live networks get their public RPC (PUBLIC_RPC_FALLBACK defaults on).
    const networks = initInfoSchema.parse(info.data).networks;
    expect(networks[0]).toEqual({ chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null });
    expect(networks.find((n) => n.chainId === 56)?.rpcUrl).toMatch(/^https:\/\//);
    expect((await (await fetch(`${base}/api/dev/health`)).json()).data).toEqual({ db: expectedDb });
    const page = await fetch(`${base}/index/home`);
    expect(page.status).toBe(503);
    // The process npm start runs is the server (its log lines carry its pid): a signal reaches it, not a relay.
    const pids = new Set(server.output().split('\n').flatMap((line) => /^\{.*"pid":(\d+)/.exec(line)?.[1] ?? []));
    expect([...pids]).toEqual([String(server.child.pid)]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  } finally {
    server.child.kill('SIGKILL');
  }
}

describe('server/main.ts', () => {
  let tmp: string;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-main-'));
  });
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('starts on PGlite in DATA_DIR, serves the API, and shuts down on SIGTERM', async () => {
    const env = { DATA_DIR: path.join(tmp, 'pglite'), STATIC_DIR: path.join(tmp, 'out'), RPC_URL_1: 'http://127.0.0.1:8545' };
    await checkRunningServer(env, 'pglite');
    expect(fs.existsSync(path.join(tmp, 'pglite', 'PG_VERSION'))).toBe(true);
    // Without SECRET_KEY, development generates one and keeps it beside the data.
    expect(fs.readFileSync(path.join(tmp, 'pglite', 'dev-secret-key'), 'utf8')).toMatch(/^[0-9a-f]{64}\n$/);
    // A second start finds its data and migrations already applied.
    const again = startServer(env);
    await waitForUrl(again);
    expect(again.output()).toContain('database up to date');
    expect(again.output()).toContain('using the development key');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    // A clean stop leaves the folder free: no lock file, no operator socket.
    expect(fs.readdirSync(path.join(tmp, 'pglite')).filter((name) => name === 'wallet.lock' || name === 'operator.sock')).toEqual([]);
  });

  it('as the README runs it (no NODE_ENV, no DEV_ROUTES): no /api/dev helper, SMS codes on the console only', async () => {
    const server = startServer({ NODE_ENV: '', DATA_DIR: 'memory://', STATIC_DIR: path.join(tmp, 'out') });
    try {
      const base = await waitForUrl(server);
      for (const [method, url] of [['GET', '/api/dev/health'], ['GET', '/api/dev/outbox'], ['GET', '/api/dev/captcha/x'], ['POST', '/api/dev/credit']]) {
        const res = await fetch(`${base}${url}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'POST' ? '{"phone":"+8613800138000","coin":"USDT","amount":"1"}' : undefined });
        expect({ url, status: res.status }).toEqual({ url, status: 404 });
      }
      const phone = '+8613700137000';
      const sent = await fetch(`${base}/api/user/verification_code/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, purpose: 'register' }),
      });
      expect(sent.status).toBe(200);
      for (let i = 0; i < 50 && !server.output().includes('[development SMS'); i++) await new Promise((r) => setTimeout(r, 100));
      expect(server.output()).toMatch(new RegExp(`\\[development SMS, not sent\\] to \\${phone}: .*\\b\\d{6}\\b`));
      expect(server.output()).toContain('verification codes are printed to this console');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses to start with a bad variable, naming it', async () => {
    const server = startServer({ RPC_URL_1: 'not-a-url', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration error: RPC_URL_1: not a valid URL');
  });

  it('refuses DEV_ROUTES in production', async () => {
    const server = startServer({ NODE_ENV: 'production', DEV_ROUTES: 'true', DATA_DIR: 'memory://', SECRET_KEY: 'ab'.repeat(32) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration error: DEV_ROUTES: cannot be on in production');
  });

  it('refuses to start in production without SECRET_KEY', async () => {
    const server = startServer({ NODE_ENV: 'production', DATA_DIR: 'memory://' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Configuration error: SECRET_KEY: required in production');
  });

  const postgres = testDbTargets.find((t) => t.name === 'postgres')!;
  it('starts on PostgreSQL when DATABASE_URL is set', async () => {
    const testDb = await postgres.open();
    try {
      await checkRunningServer({ DATABASE_URL: testDb.url!, STATIC_DIR: path.join(tmp, 'out'), RPC_URL_1: 'http://127.0.0.1:8545' }, 'postgres');
    } finally {
      await testDb.dispose();
    }
  });
});
