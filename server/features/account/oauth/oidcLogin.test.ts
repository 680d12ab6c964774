import type { FastifyInstance } from 'fastify';
import { INIT_INFO_PATH } from '../../../../lib/contract/initInfo';
import { type OauthLoginResult, type OauthStartResult, USER_ERRORS, USER_PATHS, type UserInfo } from '../../../../features/account/contract/user';
import { call, freshIp, freshPhone, registerAccount } from '../../../testing/accountClient';
import { fakeClock } from '../../../testing/fakeClock';
import { type ProviderAccount, TEST_REDIRECT_URI, authorizeInProvider, startTestProvider } from '../../../testing/oidcTestProvider';
import { testApp } from '../../../testing/testApp';
import { OPEN_DB_TIMEOUT_MS, type TestDb, openMigratedTestDb, testDbTargets } from '../../../testing/testDb';

jest.setTimeout(30_000);

describe.each(testDbTargets)('chat-account login (OIDC) on $name', (target) => {
  let testDb: TestDb;
  let app: FastifyInstance;
  let publicApp: FastifyInstance;
  let provider: Awaited<ReturnType<typeof startTestProvider>>;
  const clock = fakeClock(new Date());
  const accounts: Record<string, ProviderAccount> = {};

  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
    provider = await startTestProvider(accounts);
    const env = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'wallet', OIDC_CLIENT_SECRET: 'wallet-secret', OIDC_REDIRECT_URI: TEST_REDIRECT_URI };
    app = await testApp({ db: testDb.db, env, accounts: { clock: clock.now } });
    publicApp = await testApp({ db: testDb.db, env: { ...env, OIDC_CLIENT_ID: 'wallet-public', OIDC_CLIENT_SECRET: '' }, accounts: { clock: clock.now } });
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await publicApp?.close();
    await provider?.close();
    await testDb?.dispose();
  });

  let subCounter = 0;
  const account = (claims: Omit<ProviderAccount, 'sub'> = {}) => {
    const sub = `user-${++subCounter}`;
    accounts[sub] = { sub, ...claims };
    return sub;
  };
  const start = async (target = app, redirect?: string) => {
    const res = await call(target, 'POST', USER_PATHS.oauthStart, redirect === undefined ? {} : { redirect }, { ip: freshIp() });
    expect(res.code).toBe(1);
    return (res.data as OauthStartResult).authorizationUrl;
  };
  /** The whole browser round trip: start, log in at the provider as `sub`, post code and state. */
  const loginAs = async (sub: string, opts: { target?: FastifyInstance; redirect?: string } = {}) => {
    const callback = await authorizeInProvider(await start(opts.target, opts.redirect), sub);
    const body = { code: callback.searchParams.get('code'), state: callback.searchParams.get('state') };
    return { body, res: await call(opts.target ?? app, 'POST', USER_PATHS.loginOauth, body) };
  };

  it('builds the default redirect URI from PUBLIC_ORIGIN, or from an allowed Host only', async () => {
    const env = { OIDC_ISSUER: provider.issuer, OIDC_CLIENT_ID: 'wallet-public' };
    const startWith = async (extra: Record<string, string>, host: string) => {
      const other = await testApp({ db: testDb.db, env: { ...env, ...extra }, accounts: { clock: clock.now } });
      try {
        return await other.inject({ method: 'POST', url: USER_PATHS.oauthStart, payload: {}, headers: { host }, remoteAddress: freshIp() });
      } finally {
        await other.close();
      }
    };
    const redirectOf = (res: { json(): { data: OauthStartResult } }) => new URL(res.json().data.authorizationUrl).searchParams.get('redirect_uri');
    expect(redirectOf(await startWith({ PUBLIC_ORIGIN: 'https://wallet.example.com' }, 'evil.example'))).toBe('https://wallet.example.com/relogin');
    expect(redirectOf(await startWith({}, 'localhost:3000'))).toBe('http://localhost:3000/relogin');
    const refused = await startWith({}, 'evil.example');
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain('evil.example/relogin');
  });

  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const url = new URL(await start(app, '/coinPurse'));
    expect(url.origin).toBe(provider.issuer);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      client_id: 'wallet',
      response_type: 'code',
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'openid profile phone',
      code_challenge_method: 'S256',
    });
    expect(params.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.state).toBeTruthy();
    expect(params.nonce).toBeTruthy();
    const [row] = await testDb.db.query<{ code_verifier: string; redirect: string }>('SELECT code_verifier, redirect FROM oauth_states WHERE state = $1', [
      params.state,
    ]);
    expect(row.redirect).toBe('/coinPurse');
    expect(row.code_verifier).not.toBe(params.code_challenge);
  });

  it('creates an account with the verified phone, logs it in, and returns the redirect', async () => {
    const phone = freshPhone();
    const sub = account({ phone_number: phone, phone_number_verified: true });
    const { res } = await loginAs(sub, { redirect: '/send?coin=ETH' });
    expect(res).toMatchObject({ status: 200, code: 1 });
    const result = res.data as OauthLoginResult;
    expect(result.redirect).toBe('/send?coin=ETH');
    expect(result.user).toMatchObject({ phoneMasked: `+86 ${phone.slice(3, 6)}****${phone.slice(-4)}`, hasPassword: false, securityLevel: 1 });
    const info = await call(app, 'GET', USER_PATHS.userInfo, undefined, { token: result.token });
    expect(info.data).toEqual(result.user);
    const links = await testDb.db.query<{ issuer: string; subject: string }>('SELECT issuer, subject FROM oauth_identities WHERE subject = $1', [sub]);
    expect(links).toEqual([{ issuer: provider.issuer, subject: sub }]);

    // The same provider account logs in to the same wallet account next time, with a new token.
    const again = (await loginAs(sub)).res.data as OauthLoginResult;
    expect(again.user.accid).toBe(result.user.accid);
    expect(again.token).not.toBe(result.token);
    expect(again.redirect).toBeNull();
  });

  it('leaves the phone empty when it is unverified, missing or already registered', async () => {
    const { phone: taken } = await registerAccount(app);
    for (const claims of [{ phone_number: freshPhone(), phone_number_verified: false }, {}, { phone_number: taken, phone_number_verified: true }]) {
      const { res } = await loginAs(account(claims));
      expect(res.code).toBe(1);
      expect((res.data as OauthLoginResult).user.phoneMasked).toBeNull();
    }
  });

  it('lets an account made this way set a first login password without an old one', async () => {
    const { res } = await loginAs(account());
    const { token } = res.data as OauthLoginResult;
    expect((await call(app, 'POST', USER_PATHS.setPassword, { password: 'first1234' }, { token })).code).toBe(1);
    expect(((await call(app, 'GET', USER_PATHS.userInfo, undefined, { token })).data as UserInfo).hasPassword).toBe(true);
  });

  it('works for a public client (no secret, PKCE only)', async () => {
    const { res } = await loginAs(account(), { target: publicApp });
    expect(res.code).toBe(1);
  });

  it('uses a state once: a replayed callback fails', async () => {
    const { body, res } = await loginAs(account());
    expect(res.code).toBe(1);
    expect(await call(app, 'POST', USER_PATHS.loginOauth, body)).toMatchObject({
      status: 400,
      code: USER_ERRORS.oauthFailed,
      key: 'errors.oauth.failed',
    });
  });

  it('refuses an unknown state, an expired one, and a forged code', async () => {
    expect((await call(app, 'POST', USER_PATHS.loginOauth, { code: 'x', state: 'unknown' })).code).toBe(USER_ERRORS.oauthFailed);

    const sub = account();
    const late = await authorizeInProvider(await start(), sub);
    clock.advance(10 * 60_000);
    const expired = { code: late.searchParams.get('code'), state: late.searchParams.get('state') };
    expect((await call(app, 'POST', USER_PATHS.loginOauth, expired)).code).toBe(USER_ERRORS.oauthFailed);

    const callback = await authorizeInProvider(await start(), sub);
    const forged = { code: `${callback.searchParams.get('code')}x`, state: callback.searchParams.get('state') };
    expect((await call(app, 'POST', USER_PATHS.loginOauth, forged)).code).toBe(USER_ERRORS.oauthFailed);
  });

  it('never stores an off-site redirect', async () => {
    for (const redirect of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
      const state = new URL(await start(app, redirect)).searchParams.get('state');
      const [row] = await testDb.db.query<{ redirect: string | null }>('SELECT redirect FROM oauth_states WHERE state = $1', [state]);
      expect(row.redirect).toBeNull();
    }
  });

  it('validates the callback body', async () => {
    expect(await call(app, 'POST', USER_PATHS.loginOauth, { state: 'x' })).toMatchObject({ status: 400, params: { field: 'code' } });
  });

  it('announces the feature in the initial info', async () => {
    expect((await call(app, 'GET', INIT_INFO_PATH)).data).toMatchObject({ features: { oauthLogin: true } });
  });
});

describe.each(testDbTargets)('chat-account login not configured on $name', (target) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openMigratedTestDb(target);
  }, OPEN_DB_TIMEOUT_MS);
  afterAll(() => testDb?.dispose());

  it('answers both endpoints with a clear error and hides the feature', async () => {
    const app = await testApp({ db: testDb.db });
    for (const [path, body] of [
      [USER_PATHS.oauthStart, {}],
      [USER_PATHS.loginOauth, { code: 'x', state: 'y' }],
    ] as const) {
      expect(await call(app, 'POST', path, body)).toMatchObject({
        status: 503,
        code: USER_ERRORS.oauthFailed,
        msg: 'Chat-account login is not configured.',
        key: 'errors.oauth.notConfigured',
      });
    }
    expect((await call(app, 'GET', INIT_INFO_PATH)).data).toMatchObject({ features: { oauthLogin: false } });
    await app.close();
  });

  it('answers oauthFailed when the provider cannot be reached', async () => {
    const app = await testApp({ db: testDb.db, env: { OIDC_ISSUER: 'http://127.0.0.1:9/', OIDC_CLIENT_ID: 'wallet' } });
    expect(await call(app, 'POST', USER_PATHS.oauthStart, {})).toMatchObject({ status: 400, code: USER_ERRORS.oauthFailed });
    await app.close();
  });
});
