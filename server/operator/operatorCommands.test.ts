import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { USER_PATHS } from '../../lib/contract/userApi';
import { WALLET_PATHS } from '../../features/cloudWallet/contract/walletApi';
import { HEADER_IDEMPOTENCY_KEY } from '../../features/cloudWallet/contract/walletRules';
import { CONTENT_PATHS } from '../../features/content/contract/contentApi';
import { KYC_PATHS } from '../../features/kyc/contract/kycApi';
import { WEALTH_PATHS } from '../../features/wealth/contract/wealthApi';
import { HEADER_TOKEN } from '../../lib/contract/envelope';
import { LOCK_FILE } from '../db/dataDirLock';

/**
 * The operator commands as an operator runs them, against a server that runs as `npm start` runs it
 * on the embedded PGlite: each change is visible through the API at once, and a second server on the
 * same folder refuses to start, naming the first.
 */
const ROOT = path.join(__dirname, '../..');
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

describe('operator commands against the running server (PGlite)', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-operator-'));
  const dataDir = path.join(tmp, 'pglite');
  const env = { DATA_DIR: dataDir, STATIC_DIR: path.join(tmp, 'out'), HOST: '127.0.0.1', PORT: '0', DEV_ROUTES: 'true', WEALTH_JOB_SECONDS: '0', ENVELOPE_JOB_SECONDS: '0' };
  let server: ReturnType<typeof spawnNode>;
  let base = '';

  const command = async (script: string, ...args: string[]) => {
    const ran = await spawnNode([`scripts/${script}.ts`, ...args], { DATA_DIR: dataDir }).done;
    // Every command went through the server, never around it.
    expect({ script, code: ran.code, stderr: ran.stderr }).toEqual({ script, code: 0, stderr: expect.stringContaining(`(through the running server (pid ${server.child.pid}))`) });
    return ran.stdout;
  };
  const api = async (method: 'GET' | 'POST', url: string, body?: object, headers: Record<string, string> = {}) => {
    const init: RequestInit = method === 'GET' ? { headers } : { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body ?? {}) };
    const res = await fetch(`${base}${url}`, init);
    return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: unknown }) };
  };

  beforeAll(async () => {
    server = spawnNode(['server/main.ts'], env);
    // PGlite's first start runs initdb: seconds of CPU, many more on a busy machine.
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

  it('credits, adds a wealth product, approves a KYC application and publishes content, each visible through the API at once', async () => {
    const phone = `+86139${String(Date.now()).slice(-8)}`;
    expect((await api('POST', USER_PATHS.sendCode, { phone, purpose: 'register' })).code).toBe(1);
    const outbox = (await api('GET', `/api/dev/outbox?phone=${encodeURIComponent(phone)}`)).data as { messages: { code: string }[] };
    const registered = await api('POST', USER_PATHS.register, { phone, code: outbox.messages.at(-1)!.code, password: 'secret123' });
    const { token, user } = registered.data as { token: string; user: { accid: string } };
    const auth = { [HEADER_TOKEN]: token };

    const credited = JSON.parse(await command('credit', '--to', user.accid, '--coin', 'USDT', '--amount', '12.5', '--operator', 'tester'));
    expect(credited).toMatchObject({ replayed: false, record: { amount: '12.5', coin: 'USDT', status: 'success' } });
    const balances = (await api('GET', WALLET_PATHS.balances, undefined, auth)).data as { coins: { symbol: string; balance: string }[] };
    expect(balances.coins.find((c) => c.symbol === 'USDT')?.balance).toBe('12.5');

    const product = JSON.parse(await command('wealth', 'product-add', '--category', 'pos', '--coin', 'USDT', '--rate', '5.5', '--min', '10', '--quota', '1000'));
    const products = await api('GET', `${WEALTH_PATHS.products}?category=pos`);
    expect(JSON.stringify(products.data)).toContain(`"id":"${product.id}"`);

    const applied = await api(
      'POST',
      KYC_PATHS.submit,
      { level: 1, country: 'SG', firstName: 'Mei', surname: 'Tan', birthDate: '1990-04-21', idType: 'nric', idNumber: 'S1234567D' },
      { ...auth, [HEADER_IDEMPOTENCY_KEY]: randomUUID() },
    );
    expect(applied.code).toBe(1);
    const [pending] = JSON.parse(await command('kyc', 'list')) as { id: string; accid: string }[];
    expect(pending.accid).toBe(user.accid);
    await command('kyc', 'approve', '--id', String(pending.id));
    expect(((await api('GET', KYC_PATHS.status, undefined, auth)).data as { level: number }).level).toBe(1);

    const file = path.join(tmp, 'content.json');
    fs.writeFileSync(file, JSON.stringify({ format: 1, items: [{ kind: 'news', id: 'operator-live', locale: 'en', publishAt: '2026-01-01T00:00:00Z', title: 'Published live', body: 'Hi' }] }));
    expect(JSON.parse(await command('content', 'publish', file))).toMatchObject({ inserted: 1 });
    expect(JSON.stringify((await api('GET', `${CONTENT_PATHS.news}?locale=en`)).data)).toContain('Published live');
  });

  it('a second server on the same folder refuses, naming the first; the lock names the running one', async () => {
    const second = await spawnNode(['server/main.ts'], env).done;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`Cannot start: ${dataDir} is in use by a running server (pid ${server.child.pid}`);
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'))).toMatchObject({ pid: server.child.pid, role: 'server' });
    // The first one still serves.
    expect((await api('GET', '/api/dev/health')).data).toEqual({ db: 'pglite' });
  });
});
