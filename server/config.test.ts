import { parseConfig, SETTING_GROUPS } from './config';
import { ConfigError } from './configError';
import { FEATURES } from './features/features';

const cwd = '/srv/wallet';

describe('parseConfig', () => {
  it('assembles the settings groups the features register, each once, at their places in the reference', () => {
    const registered = FEATURES.flatMap((feature) => (feature.settings ? [feature.settings] : []));
    expect(registered.length).toBeGreaterThanOrEqual(8);
    expect(registered.map((settings) => SETTING_GROUPS.filter((group) => group === settings.group).length)).toEqual(registered.map(() => 1));
    // Two groups at one place would leave their order to the list of features.
    expect(new Set(registered.map((settings) => settings.order)).size).toBe(registered.length);
    const byOrder = [...registered].sort((x, y) => x.order - y.order).map((settings) => SETTING_GROUPS.indexOf(settings.group));
    expect(byOrder).toEqual([...byOrder].sort((x, y) => x - y));
  });

  it('has working defaults for an empty environment', () => {
    const config = parseConfig({}, cwd);
    // A key named below is checked here; any other must be one a registered feature's parser fills
    // (a feature added later checks its defaults in its own settings test).
    const input = { env: {}, get: () => null, cwd, host: config, networks: config };
    const featureKeys = FEATURES.flatMap((feature) => (feature.settings ? Object.keys(feature.settings.parse(input)) : []));
    const expected: Record<string, unknown> = {
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/wallet/data/pglite',
      databaseUrl: null,
      staticDir: '/srv/wallet/out',
      nodeEnv: 'development',
      isProduction: false,
      devRoutes: false,
      publicOrigin: null,
      allowedHosts: ['localhost', '127.0.0.1', '[::1]'],
      networks: [],
      publicRpcFallback: true,
      bridgeUrl: null,
      walletConnectV2: null,
      customRpcOrigins: [],
      fxRatesUrl: null,
      support: { url: null, email: null },
      priceFeedUrl: null,
      priceFeedIntervalMs: 300_000,
      market: {
        sources: [],
        coingeckoApiKey: null,
        coingeckoKeyHeader: 'x-cg-demo-api-key',
        intervalMs: 60_000,
        listSize: 600,
        candleTop: 50,
        candleRequestsPerRun: 30,
      },
      trustProxy: false,
      logLevel: 'info',
      secretKey: null,
      oidc: null,
      smsWebhookUrl: null,
      smsGlobalPerHour: 500,
      smsPerIpPerHour: 20,
      smsResendMs: 60_000,
      swap: { quoteSeconds: 15, spreadBps: 50, minUsdMicros: 10_000_000n, maxUsdMicros: 100_000_000_000n, dailyLimitUsdMicros: 200_000_000_000n },
      envelopes: { expiryMs: 86_400_000, dailyLimitUsdMicros: 10_000_000_000n, jobIntervalMs: 60_000 },
      wealth: { jobIntervalMs: 60_000 },
      kyc: { refusedCountries: ['IR', 'KP', 'MM', 'RU', 'SY'], feeUsdt: '1', filesDir: '/srv/wallet/data/pglite/kyc-files' },
      custody: {
        xpub: null,
        chains: [],
        minDeposit: new Map(),
        fee: new Map(),
        limits: { 1: { dayUsd: 0, monthUsd: 0 }, 2: { dayUsd: 2_000, monthUsd: 20_000 }, 3: { dayUsd: 50_000, monthUsd: 500_000 } },
        approvalUsd: 10_000,
        pollMs: 5_000,
      },
      promotions: { token: { symbol: 'AU', name: 'AU Token' }, second: { symbol: 'AUS', name: 'AU Second Token' }, buyFeeBp: 0, discount: { percent: 10, cap: 100, feeBp: 0, kycLevel: 2 }, presaleJobIntervalMs: 60_000 },
    };
    expect(Object.fromEntries(Object.entries(config).filter(([key]) => key in expected))).toEqual(expected);
    expect(Object.keys(config).filter((key) => !(key in expected) && !featureKeys.includes(key))).toEqual([]);
  });

  it('reads the KYC settings and refuses bad ones', () => {
    expect(parseConfig({ KYC_REFUSED_COUNTRIES: 'kp, ir', KYC_FEE_USDT: '2.5', KYC_FILES_DIR: 'docs' }, cwd).kyc).toEqual({
      refusedCountries: ['IR', 'KP'],
      feeUsdt: '2.5',
      filesDir: '/srv/wallet/docs',
    });
    expect(parseConfig({ KYC_REFUSED_COUNTRIES: 'none', DATA_DIR: 'memory://' }, cwd).kyc).toMatchObject({ refusedCountries: [], filesDir: null });
    expect(() => parseConfig({ KYC_REFUSED_COUNTRIES: 'XX' }, cwd)).toThrow(/KYC_REFUSED_COUNTRIES/);
    expect(() => parseConfig({ KYC_FEE_USDT: '-1' }, cwd)).toThrow(/KYC_FEE_USDT/);
    expect(() => parseConfig({ KYC_FEE_USDT: '1001' }, cwd)).toThrow(/KYC_FEE_USDT/);
    expect(() => parseConfig({ KYC_FILES_DIR: 'out/docs' }, cwd)).toThrow(/KYC_FILES_DIR.*STATIC_DIR/);
  });

  it('reads every variable', () => {
    const config = parseConfig(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATA_DIR: '/var/lib/wallet',
        DATABASE_URL: 'postgres://u:p@db:5432/wallet',
        STATIC_DIR: 'build/out',
        NODE_ENV: 'production',
        BRIDGE_URL: 'https://bridge.example.com/bridge',
        FX_RATES_URL: 'https://fx.example.com/latest.json',
        PRICE_FEED_URL: 'https://api.binance.com/api/v3/ticker/price',
        PRICE_FEED_INTERVAL_MINUTES: '2',
        TRUST_PROXY: 'true',
        PUBLIC_RPC_FALLBACK: 'false',
        LOG_LEVEL: 'debug',
        SECRET_KEY: '00'.repeat(32),
        OIDC_ISSUER: 'https://chat.example.com',
        OIDC_CLIENT_ID: 'wallet',
        OIDC_CLIENT_SECRET: 's3cret',
        OIDC_REDIRECT_URI: 'https://wallet.example.com/relogin',
        OIDC_SCOPES: 'openid phone',
        SMS_WEBHOOK_URL: 'https://sms.example.com/send',
        PUBLIC_ORIGIN: 'https://wallet.example.com/',
        ALLOWED_HOSTS: 'Wallet.example.com, [::1]',
        SMS_GLOBAL_PER_HOUR: '1200',
        SMS_PER_IP_PER_HOUR: '40',
        SMS_RESEND_SECONDS: '90',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/wallet',
      databaseUrl: 'postgres://u:p@db:5432/wallet',
      staticDir: '/srv/wallet/build/out',
      nodeEnv: 'production',
      isProduction: true,
      publicRpcFallback: false,
      bridgeUrl: 'https://bridge.example.com/bridge',
      fxRatesUrl: 'https://fx.example.com/latest.json',
      priceFeedUrl: 'https://api.binance.com/api/v3/ticker/price',
      priceFeedIntervalMs: 120_000,
      // PRICE_FEED_URL is the market's prices-only source; its interval the job's, when MARKET_INTERVAL_SECONDS is unset.
      market: { sources: [{ provider: 'priceFeed', baseUrl: 'https://api.binance.com/api/v3/ticker/price' }], intervalMs: 120_000 },
      trustProxy: true,
      logLevel: 'debug',
      secretKey: Buffer.alloc(32),
      oidc: {
        issuer: 'https://chat.example.com',
        clientId: 'wallet',
        clientSecret: 's3cret',
        redirectUri: 'https://wallet.example.com/relogin',
        scopes: 'openid phone',
      },
      smsWebhookUrl: 'https://sms.example.com/send',
      publicOrigin: 'https://wallet.example.com',
      allowedHosts: ['wallet.example.com', '[::1]'],
      smsGlobalPerHour: 1200,
      smsPerIpPerHour: 40,
      smsResendMs: 90_000,
    });
  });

  it('reads the market sources in order, the first winning an asset; PRICE_FEED_URL joins last', () => {
    const config = parseConfig(
      {
        MARKET_SOURCES: ' coingecko=https://api.coingecko.com/api/v3/ , binance=https://api.binance.com',
        PRICE_FEED_URL: 'https://feed.example.com/prices.json',
        COINGECKO_API_KEY: 'cg-key',
        COINGECKO_API_KEY_KIND: 'pro',
        MARKET_INTERVAL_SECONDS: '30',
        PRICE_FEED_INTERVAL_MINUTES: '9',
        MARKET_LIST_SIZE: '520',
        MARKET_CANDLE_TOP: '0',
        MARKET_CANDLE_REQUESTS_PER_RUN: '5',
      },
      cwd,
    );
    expect(config.market).toEqual({
      sources: [
        { provider: 'coingecko', baseUrl: 'https://api.coingecko.com/api/v3' },
        { provider: 'binance', baseUrl: 'https://api.binance.com' },
        { provider: 'priceFeed', baseUrl: 'https://feed.example.com/prices.json' },
      ],
      coingeckoApiKey: 'cg-key',
      coingeckoKeyHeader: 'x-cg-pro-api-key',
      intervalMs: 30_000,
      listSize: 520,
      candleTop: 0,
      candleRequestsPerRun: 5,
    });
  });

  it('keeps the price feed’s pace when PRICE_FEED_URL is the only market source', () => {
    expect(parseConfig({ PRICE_FEED_URL: 'https://feed.example.com/p.json' }, cwd).market.intervalMs).toBe(300_000);
    expect(parseConfig({ PRICE_FEED_URL: 'https://feed.example.com/p.json', MARKET_INTERVAL_SECONDS: '20' }, cwd).market.intervalMs).toBe(20_000);
    expect(parseConfig({ MARKET_SOURCES: 'binance=https://api.binance.com', PRICE_FEED_URL: 'https://feed.example.com/p.json' }, cwd).market.intervalMs).toBe(60_000);
  });

  it('reads SECRET_KEY as hex or base64 of 32+ bytes, and requires it in production', () => {
    expect(parseConfig({ SECRET_KEY: 'ab'.repeat(32) }, cwd).secretKey).toEqual(Buffer.alloc(32, 0xab));
    const b64 = Buffer.alloc(48, 5).toString('base64');
    expect(parseConfig({ SECRET_KEY: b64 }, cwd).secretKey).toEqual(Buffer.alloc(48, 5));
    expect(() => parseConfig({ NODE_ENV: 'production' }, cwd)).toThrow(/^SECRET_KEY: required in production/);
  });

  it('defaults the OIDC scopes, allows a public client, and allows http issuers only on loopback', () => {
    expect(parseConfig({ OIDC_ISSUER: 'http://127.0.0.1:4000', OIDC_CLIENT_ID: 'w' }, cwd).oidc).toEqual({
      issuer: 'http://127.0.0.1:4000',
      clientId: 'w',
      clientSecret: null,
      redirectUri: null,
      scopes: 'openid profile phone',
    });
    expect(parseConfig({ OIDC_ISSUER: 'http://localhost:4000', OIDC_CLIENT_ID: 'w' }, cwd).oidc?.issuer).toBe('http://localhost:4000');
  });

  it('keeps memory:// data dirs as they are', () => {
    expect(parseConfig({ DATA_DIR: 'memory://' }, cwd).dataDir).toBe('memory://');
  });

  it('treats empty strings as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ', RPC_URL_1: '' }, cwd)).toMatchObject({
      port: 3000,
      databaseUrl: null,
      networks: [],
    });
  });

  it('collects RPC and explorer URLs per chain id, sorted', () => {
    const { networks } = parseConfig(
      {
        RPC_URL_56: 'https://bsc.example.com',
        RPC_URL_1: 'http://127.0.0.1:8545',
        EXPLORER_API_URL_1: 'https://api.etherscan.io/api',
        EXPLORER_API_URL_137: 'https://api.polygonscan.com/api',
        RPC_URL_10: 'wss://op.example.com/ws',
      },
      cwd,
    );
    expect(networks).toEqual([
      { chainId: 1, rpcUrl: 'http://127.0.0.1:8545', explorerApiUrl: 'https://api.etherscan.io/api' },
      { chainId: 10, rpcUrl: 'wss://op.example.com/ws', explorerApiUrl: null },
      { chainId: 56, rpcUrl: 'https://bsc.example.com', explorerApiUrl: null },
      { chainId: 137, rpcUrl: null, explorerApiUrl: 'https://api.polygonscan.com/api' },
    ]);
  });

  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['RPC_URL_1', { RPC_URL_1: 'not a url' }],
    ['RPC_URL_1', { RPC_URL_1: 'ftp://node.example.com' }],
    ['EXPLORER_API_URL_56', { EXPLORER_API_URL_56: 'wss://x.example.com' }],
    ['RPC_URL_0', { RPC_URL_0: 'https://x.example.com' }],
    ['RPC_URL_01', { RPC_URL_01: 'https://x.example.com' }],
    ['RPC_URL_ETH', { RPC_URL_ETH: 'https://x.example.com' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db/wallet' }],
    ['BRIDGE_URL', { BRIDGE_URL: 'bridge' }],
    ['FX_RATES_URL', { FX_RATES_URL: 'file:///etc/passwd' }],
    ['PRICE_FEED_URL', { PRICE_FEED_URL: 'file:///etc/passwd' }],
    ['PRICE_FEED_INTERVAL_MINUTES', { PRICE_FEED_INTERVAL_MINUTES: '0' }],
    ['PRICE_FEED_INTERVAL_MINUTES', { PRICE_FEED_INTERVAL_MINUTES: '1.5' }],
    ['MARKET_SOURCES', { MARKET_SOURCES: 'kraken=https://api.kraken.com' }],
    ['MARKET_SOURCES', { MARKET_SOURCES: 'binance' }],
    ['MARKET_SOURCES', { MARKET_SOURCES: 'binance=file:///etc/passwd' }],
    ['MARKET_SOURCES', { MARKET_SOURCES: 'binance=https://a.example.com,binance=https://b.example.com' }],
    ['COINGECKO_API_KEY_KIND', { COINGECKO_API_KEY_KIND: 'enterprise' }],
    ['MARKET_INTERVAL_SECONDS', { MARKET_INTERVAL_SECONDS: '0' }],
    ['MARKET_INTERVAL_SECONDS', { MARKET_INTERVAL_SECONDS: '1.5' }],
    ['MARKET_LIST_SIZE', { MARKET_LIST_SIZE: '0' }],
    ['MARKET_CANDLE_TOP', { MARKET_CANDLE_TOP: 'many' }],
    ['MARKET_CANDLE_REQUESTS_PER_RUN', { MARKET_CANDLE_REQUESTS_PER_RUN: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'maybe' }],
    ['PUBLIC_RPC_FALLBACK', { PUBLIC_RPC_FALLBACK: 'sometimes' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['SECRET_KEY', { SECRET_KEY: 'ab'.repeat(31) }],
    ['SECRET_KEY', { SECRET_KEY: 'not a key!' }],
    ['SECRET_KEY', { NODE_ENV: 'production' }],
    ['OIDC_ISSUER', { OIDC_CLIENT_ID: 'wallet' }],
    ['OIDC_CLIENT_ID', { OIDC_ISSUER: 'https://chat.example.com' }],
    ['OIDC_ISSUER', { OIDC_ISSUER: 'http://chat.example.com', OIDC_CLIENT_ID: 'wallet' }],
    ['OIDC_ISSUER', { OIDC_ISSUER: 'ftp://chat.example.com', OIDC_CLIENT_ID: 'wallet' }],
    ['OIDC_SCOPES', { OIDC_ISSUER: 'https://chat.example.com', OIDC_CLIENT_ID: 'wallet', OIDC_SCOPES: 'profile phone' }],
    ['OIDC_REDIRECT_URI', { OIDC_ISSUER: 'https://chat.example.com', OIDC_CLIENT_ID: 'wallet', OIDC_REDIRECT_URI: '/relogin' }],
    ['SMS_WEBHOOK_URL', { SMS_WEBHOOK_URL: 'smtp://x' }],
    ['SMS_GLOBAL_PER_HOUR', { SMS_GLOBAL_PER_HOUR: '0' }],
    ['SMS_GLOBAL_PER_HOUR', { SMS_GLOBAL_PER_HOUR: '-5' }],
    ['SMS_GLOBAL_PER_HOUR', { SMS_GLOBAL_PER_HOUR: '2.5' }],
    ['SMS_GLOBAL_PER_HOUR', { SMS_GLOBAL_PER_HOUR: 'lots' }],
    ['DEV_ROUTES', { DEV_ROUTES: 'maybe' }],
    ['SMS_RESEND_SECONDS', { SMS_RESEND_SECONDS: '0' }],
    ['SMS_RESEND_SECONDS', { SMS_RESEND_SECONDS: '601' }],
    ['PUBLIC_ORIGIN', { NODE_ENV: 'production', SECRET_KEY: '00'.repeat(32) }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'https://wallet.example.com/app' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'ftp://wallet.example.com' }],
    ['PUBLIC_ORIGIN', { PUBLIC_ORIGIN: 'https://user:pw@wallet.example.com' }],
    ['ALLOWED_HOSTS', { ALLOWED_HOSTS: 'localhost:3000' }],
    ['DEV_ROUTES', { DEV_ROUTES: 'true', NODE_ENV: 'production', SECRET_KEY: '00'.repeat(32) }],
    ['SUPPORT_URL', { SUPPORT_URL: 'mailto:support@example.com' }],
    ['SUPPORT_EMAIL', { SUPPORT_EMAIL: 'support at example.com' }],
    ['WALLETCONNECT_RELAY_URL', { WALLETCONNECT_PROJECT_ID: 'p1', WALLETCONNECT_RELAY_URL: 'https://relay.example.org' }],
    ['WALLETCONNECT_RELAY_URL', { WALLETCONNECT_RELAY_URL: 'wss://relay.example.org' }],
    ['WALLETCONNECT_PROJECT_ID', { WALLETCONNECT_PROJECT_ID: 'a b' }],
  ])('rejects a bad %s (%j) with an error naming it', (variable, env) => {
    expect(() => parseConfig(env, cwd)).toThrow(ConfigError);
    try {
      parseConfig(env, cwd);
    } catch (error) {
      expect((error as ConfigError).variable).toBe(variable);
      expect((error as ConfigError).message).toMatch(new RegExp(`^${variable}: `));
    }
  });

  it('turns WalletConnect v2 on with a project id, on the public relay unless another is named', () => {
    expect(parseConfig({}, cwd).walletConnectV2).toBeNull();
    expect(parseConfig({ WALLETCONNECT_PROJECT_ID: 'p1' }, cwd).walletConnectV2).toEqual({ projectId: 'p1', relayUrl: 'wss://relay.walletconnect.org' });
    expect(parseConfig({ WALLETCONNECT_PROJECT_ID: 'p1', WALLETCONNECT_RELAY_URL: 'ws://127.0.0.1:3735' }, cwd).walletConnectV2).toEqual({ projectId: 'p1', relayUrl: 'ws://127.0.0.1:3735' });
  });

  it('reads CUSTOM_RPC_ORIGINS as bare origins, once each, https only in production', () => {
    expect(parseConfig({ CUSTOM_RPC_ORIGINS: ' https://rpc.example.org, http://127.0.0.1:8545,https://rpc.example.org/ ' }, cwd).customRpcOrigins).toEqual([
      'https://rpc.example.org',
      'http://127.0.0.1:8545',
    ]);
    for (const bad of ['rpc.example.org', 'https://rpc.example.org/v1', 'ftp://rpc.example.org', 'https://rpc.example.org?key=1']) {
      expect(() => parseConfig({ CUSTOM_RPC_ORIGINS: bad }, cwd)).toThrow(/^CUSTOM_RPC_ORIGINS: /);
    }
    const production = { NODE_ENV: 'production', SECRET_KEY: 'a'.repeat(64), PUBLIC_ORIGIN: 'https://wallet.example.com' };
    expect(() => parseConfig({ ...production, CUSTOM_RPC_ORIGINS: 'http://rpc.example.org' }, cwd)).toThrow(/^CUSTOM_RPC_ORIGINS: expected https/);
  });
});
