import path from 'node:path';
import { ConfigError } from './configError';
import { SMS_PER_IP_PER_HOUR, SMS_RESEND_MS } from './core/sms/smsCodeRules';
import { parseSwapSettings, type SwapSettings } from './features/flashSwap/swapSettings';
import { parseEnvelopeSettings, type EnvelopeSettings } from './features/redEnvelope/envelopeSettings';
import { parseWealthSettings, type WealthSettings } from './features/wealth/wealthSettings';
import { parseKycSettings, type KycSettings } from './features/kyc/kycSettings';
import { parseCustodySettings, type CustodySettings } from './features/custody/custodySettings';

/** One network's runtime endpoints, from `RPC_URL_<chainId>` / `EXPLORER_API_URL_<chainId>`. */
export type NetworkEndpoints = {
  chainId: number;
  rpcUrl: string | null;
  explorerApiUrl: string | null;
};

/** Everything the server reads from the environment, parsed and checked once at startup. */
export type Config = {
  port: number;
  host: string;
  /** PGlite data folder (absolute), or `memory://`. Unused when `databaseUrl` is set. */
  dataDir: string;
  /** A real PostgreSQL server; null means the embedded PGlite. */
  databaseUrl: string | null;
  /** The Next.js static export (absolute path). */
  staticDir: string;
  nodeEnv: string;
  isProduction: boolean;
  /**
   * DEV_ROUTES=true (default false, refused in production): the /api/dev/* helpers (SMS outbox,
   * captcha answers, credit) exist. Off, they are absent, whatever NODE_ENV is.
   */
  devRoutes: boolean;
  /** Sorted by chainId. */
  networks: NetworkEndpoints[];
  /**
   * PUBLIC_RPC_FALLBACK (default true): live networks without an `RPC_URL_<chainId>` use their
   * built-in public RPC (viem's default); false advertises only the configured URLs.
   */
  publicRpcFallback: boolean;
  /**
   * PUBLIC_ORIGIN (`https://wallet.example.com`, required in production): the origin the app is
   * reached at. The page CSP, the advertised bridge URL and the OIDC redirect are built from it,
   * never from the request's Host header.
   */
  publicOrigin: string | null;
  /**
   * ALLOWED_HOSTS (comma-separated host names; default localhost, 127.0.0.1, ::1): without
   * PUBLIC_ORIGIN, the request hosts whose origin may be written into those URLs; any other
   * Host gets 400 there.
   */
  allowedHosts: string[];
  /** WalletConnect v1 bridge; null means `<public origin>/bridge`. */
  bridgeUrl: string | null;
  /**
   * WalletConnect v2 (WALLETCONNECT_PROJECT_ID, WALLETCONNECT_RELAY_URL): the relay the app's
   * sign-client connects to and the project id it presents; null (no project id) turns v2 links away.
   */
  walletConnectV2: { relayUrl: string; projectId: string } | null;
  /**
   * CUSTOM_RPC_ORIGINS (comma-separated origins, default none): the RPC origins a user may give a
   * network they add on their device (/hDnetworks). The page CSP admits them in connect-src; an
   * origin outside this list would be blocked by the browser, so the app refuses it with this reason.
   */
  customRpcOrigins: string[];
  /** JSON feed of USD exchange rates; null keeps the built-in sample. */
  fxRatesUrl: string | null;
  /** SUPPORT_URL / SUPPORT_EMAIL: where users reach support (help centre, My); null when not configured. */
  support: { url: string | null; email: string | null };
  /** PRICE_FEED_URL: coin prices in USD (prices/parsePriceFeed.ts); null serves the labelled sample. */
  priceFeedUrl: string | null;
  /** PRICE_FEED_INTERVAL_MINUTES (default 5), in ms. */
  priceFeedIntervalMs: number;
  /** The market data's sources and job (issue 14; market/marketConfig.ts). */
  market: MarketConfig;
  /** Fastify `trustProxy`: honour X-Forwarded-* from a reverse proxy in front of us. */
  trustProxy: boolean;
  logLevel: LogLevel;
  /**
   * SECRET_KEY (32+ bytes, hex or base64): encrypts TOTP secrets and keys the HMACs of SMS codes
   * and captchas. Required in production; in development null means "generate one and keep it
   * in DATA_DIR" (security/loadSecretKey.ts).
   */
  secretKey: Buffer | null;
  /** Chat-account login ("2U login"); null when OIDC_ISSUER / OIDC_CLIENT_ID are unset. */
  oidc: OidcConfig | null;
  /** SMS_WEBHOOK_URL: POST {to, text} JSON here to send a text message; null = no provider. */
  smsWebhookUrl: string | null;
  /**
   * SMS_GLOBAL_PER_HOUR (default 500): SMS codes the whole server sends per hour, whatever the
   * phone or IP, so that SMS pumping from many addresses has a bounded cost.
   */
  smsGlobalPerHour: number;
  /**
   * SMS_PER_IP_PER_HOUR (default 20): SMS codes one client address may ask for per hour (captcha or
   * not). The e2e suite raises it: all its tests come from 127.0.0.1.
   */
  smsPerIpPerHour: number;
  /** SMS_RESEND_SECONDS (default 60, 1-600): the wait before another code to the same phone, in ms. */
  smsResendMs: number;
  /** The flash swap's quote time, default spread and limits (swap/swapSettings.ts). */
  swap: SwapSettings;
  /** Red envelopes: expiry, daily limit per sender, the expiry job's interval (redEnvelopes/envelopeSettings.ts). */
  envelopes: EnvelopeSettings;
  /** Wealth products: the maturity job's interval (wealth/wealthSettings.ts). */
  wealth: WealthSettings;
  /** KYC: refused countries, the certification fee, where documents are kept (kyc/kycSettings.ts). */
  kyc: KycSettings;
  /** On-chain deposits and withdrawals: operator xpub, chains, confirmations, limits (custody/custodySettings.ts). */
  custody: CustodySettings;
};

/** A market-data source: its adapter and base URL (market/*Adapter.ts). */
export type MarketSourceConfig = { provider: MarketProvider; baseUrl: string };
export const MARKET_PROVIDERS = ['binance', 'coingecko', 'priceFeed'] as const;
export type MarketProvider = (typeof MARKET_PROVIDERS)[number];

export type MarketConfig = {
  /**
   * MARKET_SOURCES (`binance=https://api.binance.com,coingecko=https://api.coingecko.com/api/v3`),
   * then PRICE_FEED_URL as a prices-only `priceFeed` source; a source listed earlier wins for an
   * asset several list. Empty: the labelled sample.
   */
  sources: MarketSourceConfig[];
  /** COINGECKO_API_KEY: sent as a header, server-side only, never logged; null without one. */
  coingeckoApiKey: string | null;
  /** COINGECKO_API_KEY_KIND (demo | pro, default demo): which header carries the key. */
  coingeckoKeyHeader: 'x-cg-demo-api-key' | 'x-cg-pro-api-key';
  /** MARKET_INTERVAL_SECONDS (default 60; PRICE_FEED_INTERVAL_MINUTES, default 5, when that is set or PRICE_FEED_URL is the only source), in ms. */
  intervalMs: number;
  /** MARKET_LIST_SIZE (default 600): how many assets the list keeps, by market cap or volume. */
  listSize: number;
  /** MARKET_CANDLE_TOP (default 50): the top assets by volume whose candles the job keeps, beside the coin list and favourites. */
  candleTop: number;
  /** MARKET_CANDLE_REQUESTS_PER_RUN (default 30): candle requests per run, the most overdue first (a source's rate limit). */
  candleRequestsPerRun: number;
};

/** The OpenID Connect provider of the chat-account login (SPEC §7 loginOauth). */
export type OidcConfig = {
  issuer: string;
  clientId: string;
  /** Null for a public client (PKCE only). */
  clientSecret: string | null;
  /** Null means `<origin of the request>/relogin`. */
  redirectUri: string | null;
  scopes: string;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Env = Record<string, string | undefined>;

const NETWORK_VARS = [
  { prefix: 'RPC_URL_', field: 'rpcUrl', protocols: ['http:', 'https:', 'ws:', 'wss:'] },
  { prefix: 'EXPLORER_API_URL_', field: 'explorerApiUrl', protocols: ['http:', 'https:'] },
] as const;

/**
 * Parses the environment into a typed config. Throws `ConfigError` on the first bad value.
 * Empty strings count as unset, as compose files and CI often define variables empty.
 *
 * @example parseConfig(process.env, process.cwd())
 */
export function parseConfig(env: Env, cwd: string): Config {
  const get = (name: string): string | null => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
  const nodeEnv = get('NODE_ENV') ?? 'development';
  const dataDir = get('DATA_DIR') ?? './data/pglite';
  return {
    port: parsePort(get('PORT')),
    host: get('HOST') ?? '0.0.0.0',
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(cwd, dataDir),
    databaseUrl: parseUrl('DATABASE_URL', get('DATABASE_URL'), ['postgres:', 'postgresql:']),
    staticDir: path.resolve(cwd, get('STATIC_DIR') ?? './out'),
    nodeEnv,
    isProduction: nodeEnv === 'production',
    devRoutes: parseDevRoutes(get('DEV_ROUTES'), nodeEnv === 'production'),
    networks: parseNetworks(env),
    publicRpcFallback: get('PUBLIC_RPC_FALLBACK') === null ? true : parseBoolean('PUBLIC_RPC_FALLBACK', get('PUBLIC_RPC_FALLBACK')),
    bridgeUrl: parseUrl('BRIDGE_URL', get('BRIDGE_URL'), ['http:', 'https:']),
    walletConnectV2: parseWalletConnectV2(get),
    customRpcOrigins: parseCustomRpcOrigins(get('CUSTOM_RPC_ORIGINS'), nodeEnv === 'production'),
    fxRatesUrl: parseUrl('FX_RATES_URL', get('FX_RATES_URL'), ['http:', 'https:']),
    support: { url: parseUrl('SUPPORT_URL', get('SUPPORT_URL'), ['https:', 'http:']), email: parseEmail('SUPPORT_EMAIL', get('SUPPORT_EMAIL')) },
    priceFeedUrl: parseUrl('PRICE_FEED_URL', get('PRICE_FEED_URL'), ['http:', 'https:']),
    priceFeedIntervalMs: parseMinutes('PRICE_FEED_INTERVAL_MINUTES', get('PRICE_FEED_INTERVAL_MINUTES'), 5) * 60_000,
    market: parseMarket(get),
    trustProxy: parseBoolean('TRUST_PROXY', get('TRUST_PROXY')),
    logLevel: parseLogLevel(get('LOG_LEVEL')),
    secretKey: parseSecretKey(get('SECRET_KEY'), nodeEnv === 'production'),
    publicOrigin: parsePublicOrigin(get('PUBLIC_ORIGIN'), nodeEnv === 'production'),
    allowedHosts: parseAllowedHosts(get('ALLOWED_HOSTS')),
    oidc: parseOidc(get),
    smsWebhookUrl: parseUrl('SMS_WEBHOOK_URL', get('SMS_WEBHOOK_URL'), ['http:', 'https:']),
    smsGlobalPerHour: parseCount('SMS_GLOBAL_PER_HOUR', get('SMS_GLOBAL_PER_HOUR'), 500),
    smsPerIpPerHour: parseCount('SMS_PER_IP_PER_HOUR', get('SMS_PER_IP_PER_HOUR'), SMS_PER_IP_PER_HOUR),
    smsResendMs: parseResendSeconds(get('SMS_RESEND_SECONDS')) * 1000,
    swap: parseSwapSettings(get),
    envelopes: parseEnvelopeSettings(get),
    wealth: parseWealthSettings(get),
    kyc: parseKycSettings(get, dataDir.startsWith('memory://') ? dataDir : path.resolve(cwd, dataDir), cwd, path.resolve(cwd, get('STATIC_DIR') ?? './out')),
    custody: parseCustodySettings(env, parseNetworks(env)),
  };
}

/** MARKET_SOURCES and the market job's knobs; PRICE_FEED_URL joins the sources as `priceFeed`. */
function parseMarket(get: (name: string) => string | null): MarketConfig {
  const sources: MarketSourceConfig[] = [];
  for (const item of (get('MARKET_SOURCES') ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const match = /^([A-Za-z]+)=(.+)$/.exec(item);
    const provider = MARKET_PROVIDERS.find((p) => p === match?.[1]);
    if (!match || !provider) {
      throw new ConfigError('MARKET_SOURCES', `expected provider=URL items (providers: ${MARKET_PROVIDERS.join(', ')}), got "${item}"`);
    }
    if (sources.some((s) => s.provider === provider)) throw new ConfigError('MARKET_SOURCES', `lists ${provider} twice`);
    sources.push({ provider, baseUrl: parseUrl('MARKET_SOURCES', match[2]!, ['http:', 'https:'])!.replace(/\/+$/, '') });
  }
  const priceFeedUrl = get('PRICE_FEED_URL');
  if (priceFeedUrl && !sources.some((s) => s.provider === 'priceFeed')) sources.push({ provider: 'priceFeed', baseUrl: priceFeedUrl });
  const kind = get('COINGECKO_API_KEY_KIND') ?? 'demo';
  if (kind !== 'demo' && kind !== 'pro') throw new ConfigError('COINGECKO_API_KEY_KIND', `expected demo or pro, got "${kind}"`);
  const seconds = get('MARKET_INTERVAL_SECONDS');
  const feedMinutes = get('PRICE_FEED_INTERVAL_MINUTES');
  // A deployment that only had PRICE_FEED_URL keeps its feed's pace (every 5 minutes unless set).
  const feedPace = seconds === null && (feedMinutes !== null || (sources.length === 1 && sources[0]!.provider === 'priceFeed'));
  const intervalSeconds = feedPace ? parseMinutes('PRICE_FEED_INTERVAL_MINUTES', feedMinutes, 5) * 60 : parseBounded('MARKET_INTERVAL_SECONDS', seconds, 60, 1, 86_400);
  return {
    sources,
    coingeckoApiKey: get('COINGECKO_API_KEY'),
    coingeckoKeyHeader: kind === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key',
    intervalMs: intervalSeconds * 1000,
    listSize: parseBounded('MARKET_LIST_SIZE', get('MARKET_LIST_SIZE'), 600, 1, 5000),
    candleTop: parseBounded('MARKET_CANDLE_TOP', get('MARKET_CANDLE_TOP'), 50, 0, 1000),
    candleRequestsPerRun: parseBounded('MARKET_CANDLE_REQUESTS_PER_RUN', get('MARKET_CANDLE_REQUESTS_PER_RUN'), 30, 1, 1000),
  };
}

/** A whole number from `min` to `max`. */
function parseBounded(name: string, value: string | null, fallback: number, min: number, max: number): number {
  if (value === null) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max) throw new ConfigError(name, `expected a whole number ${min}-${max}, got "${value}"`);
  return n;
}

/** The /api/dev/* helpers mint money and show SMS codes: never with NODE_ENV=production. */
function parseDevRoutes(value: string | null, isProduction: boolean): boolean {
  const on = parseBoolean('DEV_ROUTES', value);
  if (on && isProduction) throw new ConfigError('DEV_ROUTES', 'cannot be on in production (the /api/dev/* helpers mint money and show SMS codes)');
  return on;
}

/** An http(s) origin without path, query or credentials; required in production. */
function parsePublicOrigin(value: string | null, isProduction: boolean): string | null {
  if (value === null) {
    if (isProduction) throw new ConfigError('PUBLIC_ORIGIN', 'required in production: the origin users reach the app at, e.g. https://wallet.example.com');
    return null;
  }
  const url = new URL(parseUrl('PUBLIC_ORIGIN', value, ['http:', 'https:'])!);
  if (url.origin !== value.replace(/\/$/, '') || url.username || url.password) {
    throw new ConfigError('PUBLIC_ORIGIN', `expected an origin such as https://wallet.example.com (no path), got "${value}"`);
  }
  return url.origin;
}

/** Lower-case host names (IPv6 in brackets), no ports. */
function parseAllowedHosts(value: string | null): string[] {
  if (value === null) return ['localhost', '127.0.0.1', '[::1]'];
  const hosts = value.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) throw new ConfigError('ALLOWED_HOSTS', `expected host names without port, got "${host}"`);
  }
  return hosts;
}

const MIN_SECRET_KEY_BYTES = 32;

/** Hex (64+ digits) or base64 (32+ bytes); unset is an error only in production. */
function parseSecretKey(value: string | null, isProduction: boolean): Buffer | null {
  if (value === null) {
    if (isProduction) throw new ConfigError('SECRET_KEY', 'required in production (32+ random bytes as hex or base64, e.g. `openssl rand -hex 32`)');
    return null;
  }
  const key = /^[0-9a-f]+$/i.test(value) && value.length % 2 === 0
    ? Buffer.from(value, 'hex')
    : /^[A-Za-z0-9+/_-]+={0,2}$/.test(value) ? Buffer.from(value, 'base64') : null;
  if (!key || key.length < MIN_SECRET_KEY_BYTES) {
    throw new ConfigError('SECRET_KEY', `expected at least ${MIN_SECRET_KEY_BYTES} bytes as hex or base64`);
  }
  return key;
}

/**
 * OIDC_ISSUER and OIDC_CLIENT_ID switch the chat-account login on (both or neither). openid-client
 * refuses plain-http issuers; we allow http only on loopback, for tests and local development.
 */
function parseOidc(get: (name: string) => string | null): OidcConfig | null {
  const issuer = parseUrl('OIDC_ISSUER', get('OIDC_ISSUER'), ['http:', 'https:']);
  const clientId = get('OIDC_CLIENT_ID');
  if (issuer === null && clientId === null) return null;
  if (issuer === null) throw new ConfigError('OIDC_ISSUER', 'required when OIDC_CLIENT_ID is set');
  if (clientId === null) throw new ConfigError('OIDC_CLIENT_ID', 'required when OIDC_ISSUER is set');
  const url = new URL(issuer);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ConfigError('OIDC_ISSUER', 'must be https (http only for 127.0.0.1 or localhost)');
  }
  const scopes = get('OIDC_SCOPES') ?? 'openid profile phone';
  if (!scopes.split(/\s+/).includes('openid')) throw new ConfigError('OIDC_SCOPES', 'must include "openid"');
  return {
    issuer,
    clientId,
    clientSecret: get('OIDC_CLIENT_SECRET'),
    redirectUri: parseUrl('OIDC_REDIRECT_URI', get('OIDC_REDIRECT_URI'), ['http:', 'https:']),
    scopes,
  };
}

/** 127.0.0.0/8, ::1 and localhost: addresses that never leave this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '[::1]' || hostname === '::1' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

function parsePort(value: string | null): number {
  if (value === null) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError('PORT', `expected a port number 0-65535, got "${value}"`);
  }
  return port;
}

/** Whole minutes, 1 to 1440. */
function parseMinutes(name: string, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const minutes = Number(value);
  if (!/^\d+$/.test(value) || minutes < 1 || minutes > 1440) throw new ConfigError(name, `expected whole minutes 1-1440, got "${value}"`);
  return minutes;
}

/** A whole number 1 to 1,000,000 (a count per period). */
/** Whole seconds, 1 to 600 (tests shorten the 60 s default, a deployment may lengthen it). */
function parseResendSeconds(value: string | null): number {
  if (value === null) return SMS_RESEND_MS / 1000;
  const seconds = Number(value);
  if (!/^\d+$/.test(value) || seconds < 1 || seconds > 600) throw new ConfigError('SMS_RESEND_SECONDS', `expected whole seconds 1-600, got "${value}"`);
  return seconds;
}

function parseCount(name: string, value: string | null, fallback: number): number {
  if (value === null) return fallback;
  const count = Number(value);
  if (!/^\d+$/.test(value) || count < 1 || count > 1_000_000) throw new ConfigError(name, `expected a whole number 1-1000000, got "${value}"`);
  return count;
}

function parseLogLevel(value: string | null): LogLevel {
  if (value === null) return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}

function parseBoolean(name: string, value: string | null): boolean {
  if (value === null) return false;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new ConfigError(name, `expected true or false, got "${value}"`);
}

/** A plain mailbox address (no display name, no spaces), so it can go into a `mailto:` link as it is. */
function parseEmail(name: string, value: string | null): string | null {
  if (value === null) return null;
  if (!/^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/.test(value)) throw new ConfigError(name, `not a plain e-mail address: "${value}"`);
  return value;
}

function parseUrl(name: string, value: string | null, protocols: readonly string[]): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.map((p) => p.slice(0, -1)).join('/')} URL, got "${value}"`);
  }
  return value;
}

/** WalletConnect's public v2 relay, the default when only a project id is configured. */
const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org';

/** WALLETCONNECT_PROJECT_ID (any non-empty id; required for v2) and WALLETCONNECT_RELAY_URL (ws/wss). */
function parseWalletConnectV2(get: (name: string) => string | null): Config['walletConnectV2'] {
  const projectId = get('WALLETCONNECT_PROJECT_ID');
  const relayUrl = parseUrl('WALLETCONNECT_RELAY_URL', get('WALLETCONNECT_RELAY_URL'), ['wss:', 'ws:']);
  if (projectId === null) {
    if (relayUrl !== null) throw new ConfigError('WALLETCONNECT_RELAY_URL', 'needs WALLETCONNECT_PROJECT_ID as well');
    return null;
  }
  if (!/^[\w-]{1,100}$/.test(projectId)) throw new ConfigError('WALLETCONNECT_PROJECT_ID', 'expected letters, digits, - or _');
  return { relayUrl: relayUrl ?? PUBLIC_RELAY_URL, projectId };
}

/** CUSTOM_RPC_ORIGINS: bare origins (scheme, host, port; no path), https only in production. */
function parseCustomRpcOrigins(value: string | null, isProduction: boolean): string[] {
  if (value === null) return [];
  const origins = value.split(',').map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      throw new ConfigError('CUSTOM_RPC_ORIGINS', `not a valid origin: "${origin}"`);
    }
    const protocols = isProduction ? ['https:'] : ['https:', 'http:'];
    if (!protocols.includes(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError('CUSTOM_RPC_ORIGINS', `expected ${isProduction ? 'https' : 'http(s)'} origins without a path, like https://rpc.example.org, got "${origin}"`);
    }
  }
  return [...new Set(origins.map((o) => new URL(o).origin))];
}

/** Collects every `RPC_URL_<chainId>` and `EXPLORER_API_URL_<chainId>` into one entry per chain. */
function parseNetworks(env: Env): NetworkEndpoints[] {
  const byChain = new Map<number, NetworkEndpoints>();
  for (const [name, raw] of Object.entries(env)) {
    const spec = NETWORK_VARS.find((v) => name.startsWith(v.prefix));
    const value = raw?.trim();
    if (!spec || !value) continue;
    const suffix = name.slice(spec.prefix.length);
    if (!/^[1-9]\d*$/.test(suffix) || !Number.isSafeInteger(Number(suffix))) {
      throw new ConfigError(name, `the suffix must be a positive integer chain id, got "${suffix}"`);
    }
    const chainId = Number(suffix);
    const entry = byChain.get(chainId) ?? { chainId, rpcUrl: null, explorerApiUrl: null };
    entry[spec.field] = parseUrl(name, value, spec.protocols);
    byChain.set(chainId, entry);
  }
  return [...byChain.values()].sort((a, b) => a.chainId - b.chainId);
}
