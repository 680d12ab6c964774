import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_PATHS } from '../../../../lib/contract/userApi';
import { PACKAGES_PATHS, type PackagesInfo } from '../../../../features/promotions/contract/packagesApi';
import { HEADER_TOKEN } from '../../../../lib/contract/envelope';

/**
 * The packages' operator commands (scripts/promotions.ts package-*) as docs/operator/promotions.md
 * runs them, against a running server on the embedded PGlite: each change is visible through the
 * API at once; a bad flag is refused naming it, changing nothing.
 */
const ROOT = path.join(__dirname, '../../../..');
jest.setTimeout(300_000);

type Ran = { code: number | null; stdout: string; stderr: string };

function spawnNode(args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; done: Promise<Ran> } {
  let stdout = '';
  let stderr = '';
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk));
  const done = new Promise<Ran>((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
  return { child, output: () => stdout + stderr, done };
}

describe('scripts/promotions.ts package commands against the running server (PGlite)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-packages-'));
  const dataDir = path.join(tmp, 'pglite');
  const env = { DATA_DIR: dataDir, STATIC_DIR: path.join(tmp, 'out'), HOST: '127.0.0.1', PORT: '0', DEV_ROUTES: 'true', WEALTH_JOB_SECONDS: '0', ENVELOPE_JOB_SECONDS: '0' };
  let server: ReturnType<typeof spawnNode>;
  let base = '';

  const run = (...args: string[]) => spawnNode(['scripts/promotions.ts', ...args], { DATA_DIR: dataDir }).done;
  const command = async (...args: string[]) => {
    const ran = await run(...args);
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: expect.stringContaining(`(through the running server (pid ${server.child.pid}))`) });
    return JSON.parse(ran.stdout) as Record<string, unknown>;
  };
  const api = async (method: 'GET' | 'POST', url: string, body?: object, headers: Record<string, string> = {}) => {
    const init: RequestInit = method === 'GET' ? { headers } : { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) };
    const res = await fetch(`${base}${url}`, init);
    return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: unknown }) };
  };

  beforeAll(async () => {
    server = spawnNode(['server/main.ts'], env);
    for (const deadline = Date.now() + 150_000; !base && Date.now() < deadline; ) {
      const match = /ready at (http:\/\/[^/]+)\//.exec(server.output());
      if (match) base = match[1];
      else if (server.child.exitCode !== null) break;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (!base) throw new Error(`server did not start:\n${server.output()}`);
  });
  afterAll(async () => {
    server.child.kill('SIGTERM');
    await server.done;
    fs.rmSync(tmp, { recursive: true, force: true });
  });

  it('adds, lists, restocks and takes a package off and on, each seen by users at once; refuses bad flags and rules', async () => {
    const phone = `+86137${String(Date.now()).slice(-8)}`;
    expect((await api('POST', USER_PATHS.sendCode, { phone, purpose: 'register' })).code).toBe(1);
    const outbox = (await api('GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).data as { messages: { code: string }[] };
    const registered = await api('POST', USER_PATHS.register, { phone, code: outbox.messages.at(-1)!.code, password: 'secret123' });
    const auth = { [HEADER_TOKEN]: (registered.data as { token: string }).token };
    const listed = async () => ((await api('GET', PACKAGES_PATHS.list, undefined, auth)).data as PackagesInfo).packages;

    const added = await command('package-add', '--name', 'Starter', '--coin', 'au', '--amount', '10', '--pay', 'points', '--price', '100', '--stock', '500', '--limit', '5', '--operator', 'alice');
    expect(added).toMatchObject({ name: 'Starter', coin: 'AU', amount: '10', payType: 'points', payCoin: 'POINTS', price: '100', scale: '0.1', stock: '500', perUserLimit: '5', enabled: true });
    const id = String(added.id);
    expect(await listed()).toEqual([expect.objectContaining({ id, stock: '500' })]);

    expect(await command('package-set-stock', '--id', id, '--stock', '20')).toMatchObject({ stock: '20' });
    expect(await listed()).toEqual([expect.objectContaining({ id, stock: '20' })]);
    expect(await command('package-off', '--id', id)).toMatchObject({ enabled: false });
    expect(await listed()).toEqual([]);
    expect(await command('package-on', '--id', id)).toMatchObject({ enabled: true });
    expect(await listed()).toHaveLength(1);
    const list = (await command('package-list')) as unknown as { id: string; createdBy: string; enabled: boolean }[];
    expect(list).toEqual([expect.objectContaining({ id, createdBy: 'operator:alice', enabled: true })]);

    const badPay = await run('package-add', '--name', 'X', '--coin', 'AU', '--amount', '1', '--pay', 'usdt', '--price', '1', '--stock', '1');
    expect(badPay.code).toBe(2);
    expect(badPay.stderr).toMatch(/^--pay: points \(activated points\) or token/);
    const badPrice = await run('package-add', '--name', 'X', '--coin', 'AU', '--amount', '1', '--pay', 'points', '--price', '0.5', '--stock', '1');
    expect(badPrice.code).toBe(1);
    expect(badPrice.stderr).toContain('promotions refused: The package was not saved: the price must be whole POINTS from 1');
    const noId = await run('package-off', '--id', 'abc');
    expect(noId.code).toBe(2);
    const unknown = await run('package-set-stock', '--id', '999', '--stock', '1');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('promotions refused: There is no package 999.');
    expect(await listed()).toHaveLength(1);
  });
});
