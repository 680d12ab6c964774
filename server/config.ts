import path from 'node:path';

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
  /** Sorted by chainId. */
  networks: NetworkEndpoints[];
  /** WalletConnect v1 bridge; null means `<proto>://<host>/bridge` of each request. */
  bridgeUrl: string | null;
  /** JSON feed of USD exchange rates; null keeps the built-in sample. */
  fxRatesUrl: string | null;
  /** Fastify `trustProxy`: honour X-Forwarded-* from a reverse proxy in front of us. */
  trustProxy: boolean;
  logLevel: LogLevel;
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type Env = Record<string, string | undefined>;

/** A startup error that names the variable at fault, so the operator knows what to fix. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

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
    networks: parseNetworks(env),
    bridgeUrl: parseUrl('BRIDGE_URL', get('BRIDGE_URL'), ['http:', 'https:']),
    fxRatesUrl: parseUrl('FX_RATES_URL', get('FX_RATES_URL'), ['http:', 'https:']),
    trustProxy: parseBoolean('TRUST_PROXY', get('TRUST_PROXY')),
    logLevel: parseLogLevel(get('LOG_LEVEL')),
  };
}

function parsePort(value: string | null): number {
  if (value === null) return 3000;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new ConfigError('PORT', `expected a port number 0-65535, got "${value}"`);
  }
  return port;
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
