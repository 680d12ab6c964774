import { z } from 'zod';
import { INIT_INFO_PATH, initInfoSchema } from '../../../lib/contract/initInfo';
import packageJson from '../../../package.json';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../testing/testDb';
import { mainnet } from 'viem/chains';
import { SUPPORTED_NETWORKS } from '../../../lib/wallet/networks/networks';
import { advertisedNetworks } from '../networks/advertisedNetworks';
import type { FastifyInstance } from 'fastify';
import { writeFakeExport } from '../../testing/fakeExport';
import { testApp, testConfig } from '../../testing/testApp';

describe.each(testDbTargets)('GET /api/public/initInfo on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  const initInfo = async (env = {}, headers: Record<string, string> = {}) => {
    const app = await testApp({ db: testDb.db, env });
    const res = await app.inject({ method: 'GET', url: INIT_INFO_PATH, headers });
    await app.close();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 1, msg: 'ok' });
    return initInfoSchema.parse(body.data);
  };

  it('matches the contract schema exactly', async () => {
    const app = await testApp({ db: testDb.db });
    const body = (await app.inject(INIT_INFO_PATH)).json();
    await app.close();
    // Strict: no field beyond the contract's, and every field of it.
    expect(() => z.strictObject(initInfoSchema.shape).parse(body.data)).not.toThrow();
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(initInfoSchema.shape).sort());
  });

  it('names the WalletConnect v2 relay and project id only when configured', async () => {
    expect((await initInfo()).walletConnectV2).toBeNull();
    expect((await initInfo({ WALLETCONNECT_PROJECT_ID: 'project-1', WALLETCONNECT_RELAY_URL: 'wss://relay.example.org' })).walletConnectV2).toEqual({
      relayUrl: 'wss://relay.example.org',
      projectId: 'project-1',
    });
  });

  it('names the origins a network added on the device may use (CUSTOM_RPC_ORIGINS), none by default', async () => {
    expect((await initInfo()).customRpcOrigins).toEqual([]);
    expect((await initInfo({ CUSTOM_RPC_ORIGINS: 'https://rpc.example.org' })).customRpcOrigins).toEqual(['https://rpc.example.org']);
  });

  it('carries the app facts and the sample currencies, USD first', async () => {
    const info = await initInfo();
    expect(info.appName).toBe('Wallet');
    expect(info.version).toBe(packageJson.version);
    expect(Math.abs(Date.parse(info.serverTime) - Date.now())).toBeLessThan(60_000);
    expect(info.networks).toEqual(advertisedNetworks(testConfig()));
    expect(info.features).toEqual({ oauthLogin: false, onChainTransfers: false });
    expect(info.currencies[0]).toEqual({ code: 'USD', symbol: '$', rate: '1' });
    expect(info.currencies.length).toBeGreaterThanOrEqual(12);
    expect(info.currencies.find((c) => c.code === 'CNY')).toEqual({ code: 'CNY', symbol: '¥', rate: '7.165' });
    expect(info.ratesSource).toEqual({ kind: 'sample', asOf: '2025-07-01T00:00:00.000Z' });
  });

  it('advertises the public RPC of every live network, and none for retired testnets', async () => {
    const info = await initInfo();
    for (const network of SUPPORTED_NETWORKS) {
      const entry = info.networks.find((n) => n.chainId === network.chain_id);
      if (network.retired) expect(entry).toBeUndefined();
      else expect(entry).toEqual({ chainId: network.chain_id, rpcUrl: network.rpc_url, explorerApiUrl: null });
    }
    expect(info.networks.find((n) => n.chainId === 1)?.rpcUrl).toBe(mainnet.rpcUrls.default.http[0]);
  });

  it('lists the networks configured by RPC_URL_<chainId> / EXPLORER_API_URL_<chainId>, only those with PUBLIC_RPC_FALLBACK=false', async () => {
    const info = await initInfo({
      PUBLIC_RPC_FALLBACK: 'false',
      RPC_URL_1: 'http://127.0.0.1:8545',
      RPC_URL_56: 'https://bsc.example.com/rpc',
      EXPLORER_API_URL_56: 'https://api.bscscan.com/api',
    });
    expect(info.networks).toEqual([
      { chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: null },
      { chainId: 56, rpcUrl: 'https://bsc.example.com/rpc', explorerApiUrl: 'https://api.bscscan.com/api' },
    ]);
  });

  it('says whether blockchain transfers are on: an operator xpub and a chain with its RPC (custody), off otherwise', async () => {
    const xpub = 'xpub6Ce9NcJvTk372KjsGfWqbcex5DumjpNquQLApoeQUavSCjEc823BV1tb4rXUuPuht8h2hSxkg2EXUaKUJmniJvRZAELxypsCzBFdtosmV76';
    expect((await initInfo()).features.onChainTransfers).toBe(false);
    expect((await initInfo({ RPC_URL_1: 'http://127.0.0.1:8545' })).features.onChainTransfers).toBe(false);
    expect((await initInfo({ CUSTODY_XPUB: xpub, RPC_URL_1: 'http://127.0.0.1:8545', CUSTODY_POLL_SECONDS: '0' })).features.onChainTransfers).toBe(true);
  });

  it('carries the support contact from SUPPORT_URL / SUPPORT_EMAIL, null when not configured', async () => {
    expect((await initInfo()).support).toEqual({ url: null, email: null });
    expect((await initInfo({ SUPPORT_URL: 'https://help.example.com/wallet', SUPPORT_EMAIL: 'support@example.com' })).support).toEqual({
      url: 'https://help.example.com/wallet',
      email: 'support@example.com',
    });
    await expect(testApp({ db: testDb.db, env: { SUPPORT_EMAIL: 'Support <support@example.com>' } })).rejects.toThrow(/SUPPORT_EMAIL/);
    await expect(testApp({ db: testDb.db, env: { SUPPORT_URL: 'javascript:alert(1)' } })).rejects.toThrow(/SUPPORT_URL/);
  });

  it("derives the bridge URL from PUBLIC_ORIGIN, an allowed request host, or uses BRIDGE_URL", async () => {
    expect((await initInfo({ ALLOWED_HOSTS: 'wallet.example.com' }, { host: 'wallet.example.com:8443' })).bridgeUrl).toBe('http://wallet.example.com:8443/bridge');
    expect((await initInfo({}, { host: 'localhost:3000' })).bridgeUrl).toBe('http://localhost:3000/bridge');
    expect((await initInfo({ PUBLIC_ORIGIN: 'https://wallet.example.com' }, { host: 'evil.example:80' })).bridgeUrl).toBe('https://wallet.example.com/bridge');
    expect((await initInfo({ BRIDGE_URL: 'https://b.example.org/bridge' })).bridgeUrl).toBe('https://b.example.org/bridge');
  });

  it('refuses a host outside ALLOWED_HOSTS instead of reflecting it (no PUBLIC_ORIGIN)', async () => {
    const app = await testApp({ db: testDb.db });
    const res = await app.inject({ url: INIT_INFO_PATH, headers: { host: 'evil.example' } });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('PUBLIC_ORIGIN') });
    expect(res.body).not.toContain('evil.example/bridge');
  });

  it('answers a Host header that is not a host name with code 400', async () => {
    const app = await testApp({ db: testDb.db });
    const res = await app.inject({ url: INIT_INFO_PATH, headers: { host: "x.com;script-src 'unsafe-inline'" } });
    await app.close();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400 });
  });

  it('believes X-Forwarded-Proto/Host only with TRUST_PROXY', async () => {
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'wallet.example.com', host: 'internal:3000' };
    const allowed = { ALLOWED_HOSTS: 'internal,wallet.example.com' };
    expect((await initInfo(allowed, forwarded)).bridgeUrl).toBe('http://internal:3000/bridge');
    expect((await initInfo({ ...allowed, TRUST_PROXY: '1' }, forwarded)).bridgeUrl).toBe('https://wallet.example.com/bridge');
    // A forwarded host is a request host like any other: it must be allowed too.
    const app = await testApp({ db: testDb.db, env: { ALLOWED_HOSTS: 'internal', TRUST_PROXY: '1' } });
    expect((await app.inject({ url: INIT_INFO_PATH, headers: forwarded })).statusCode).toBe(400);
    await app.close();
  });

  describe('and the page CSP', () => {
    let fake: ReturnType<typeof writeFakeExport>;
    beforeAll(() => {
      fake = writeFakeExport();
    });
    afterAll(() => fake.cleanup());

    const connectSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('connect-src '))!.split(' ').slice(1);

    it.each([
      ['the defaults', {}],
      ['configured URLs with the fallback', { RPC_URL_1: 'http://127.0.0.1:8545/', EXPLORER_API_URL_1: 'https://api.etherscan.io/api', RPC_URL_56: 'wss://bsc.example.com/ws' }],
      ['configured URLs only (e2e)', { RPC_URL_1: 'http://127.0.0.1:8545/', PUBLIC_RPC_FALLBACK: 'false' }],
      ['nothing at all', { PUBLIC_RPC_FALLBACK: 'false' }],
    ])('with %s: connect-src is exactly self, the bridge and the advertised origins', async (_name, env: Record<string, string>) => {
      const app: FastifyInstance = await testApp({ db: testDb.db, env: { ALLOWED_HOSTS: 'wallet.example.com', ...env }, staticDir: fake.out });
      try {
        const headers = { host: 'wallet.example.com' };
        const page = await app.inject({ url: '/index/home', headers });
        const info = initInfoSchema.parse((await app.inject({ url: INIT_INFO_PATH, headers })).json().data);
        const advertised = info.networks.flatMap((n) => [n.rpcUrl, n.explorerApiUrl]).filter((u): u is string => u !== null).map((u) => new URL(u).origin);
        const expected = new Set(["'self'", ...advertised, 'http://wallet.example.com', 'ws://wallet.example.com']);
        expect(new Set(connectSrc(page.headers['content-security-policy'] as string))).toEqual(expected);
        if (env.PUBLIC_RPC_FALLBACK === 'false') {
          // The e2e setting: nothing beyond loopback and the page's own host is reachable.
          expect(advertised.every((origin) => new URL(origin).hostname === '127.0.0.1')).toBe(true);
        }
      } finally {
        await app.close();
      }
    });
  });
});
