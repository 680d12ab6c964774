import path from 'node:path';
import { ConfigError } from '../configError';
import { declareSetting } from '../core/settings/declareSetting';
import { parseBooleanSetting } from '../core/settings/parseBooleanSetting';
import { parseUrlSetting } from '../core/settings/parseUrlSetting';
import type { SettingGroup, SettingReader } from '../core/settings/settingTypes';
import { wholeNumberSetting } from '../core/settings/wholeNumberSetting';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The host's part of the server's Config: where it listens, what it serves, its database and secret. */
export type HostSettings = {
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
  /** Fastify `trustProxy`: honour X-Forwarded-* from a reverse proxy in front of us. */
  trustProxy: boolean;
  logLevel: LogLevel;
  /**
   * SECRET_KEY (32+ bytes, hex or base64): encrypts TOTP secrets and keys the HMACs of SMS codes
   * and captchas. Required in production; in development null means "generate one and keep it
   * in DATA_DIR" (security/loadSecretKey.ts).
   */
  secretKey: Buffer | null;
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
};

const PORT = wholeNumberSetting({ name: 'PORT', fallback: 3000, min: 0, max: 65535, words: 'a port number', description: 'HTTP port' });
const DEFAULT_ALLOWED_HOSTS = ['localhost', '127.0.0.1', '[::1]'];
const MIN_SECRET_KEY_BYTES = 32;

/** The host's variables, for the configuration reference. */
export const HOST_SETTINGS: SettingGroup = {
  title: 'The host: listening, files, database, secrets',
  settings: [
    PORT,
    declareSetting({ name: 'HOST', default: '0.0.0.0', description: 'Interface to listen on' }),
    declareSetting({ name: 'DATA_DIR', default: './data/pglite', description: 'Folder of the embedded PGlite database (`memory://` for a throwaway one)' }),
    declareSetting({
      name: 'DATABASE_URL',
      range: '`postgres://…` or `postgresql://…` URL',
      secret: true,
      description: 'Use a PostgreSQL server instead of PGlite (same schema and migrations)',
    }),
    declareSetting({ name: 'STATIC_DIR', default: './out', description: 'The exported app to serve' }),
    declareSetting({
      name: 'NODE_ENV',
      default: 'development',
      description: '`production` turns on HSTS and the production password-hashing cost, requires `SECRET_KEY` and `PUBLIC_ORIGIN`, and refuses `DEV_ROUTES`',
    }),
    declareSetting({
      name: 'DEV_ROUTES',
      default: 'false',
      range: 'true or false; refused in production',
      description:
        '`true` adds the `/api/dev/*` helpers for tests: an SMS outbox and captcha answers readable over HTTP, and `POST /api/dev/credit`, which mints money without authentication. Off, they do not exist (404), whatever `NODE_ENV` is. Never on a host others can reach',
    }),
    declareSetting({
      name: 'PUBLIC_ORIGIN',
      range: 'an http(s) origin without path; **required in production**',
      description:
        "The origin users reach the app at, e.g. `https://wallet.example.com`. The page CSP, the advertised bridge URL and the default OIDC redirect are built from it, never from the request's `Host` header",
    }),
    declareSetting({
      name: 'ALLOWED_HOSTS',
      default: DEFAULT_ALLOWED_HOSTS.join(','),
      range: 'comma-separated host names without port',
      description:
        "Without `PUBLIC_ORIGIN` (development): the host names whose origin may be used for those URLs; a request with another `Host` (or `X-Forwarded-Host` with `TRUST_PROXY`) gets 400 there. Add your machine's LAN address to try the app from a phone",
    }),
    declareSetting({ name: 'TRUST_PROXY', default: 'false', range: 'true or false', description: 'Trust `X-Forwarded-*` headers (behind a reverse proxy)' }),
    declareSetting({ name: 'LOG_LEVEL', default: 'info', range: LOG_LEVELS.join(', '), description: 'Server log level' }),
    declareSetting({
      name: 'SECRET_KEY',
      default: 'development: generated into `DATA_DIR/dev-secret-key`',
      range: `${MIN_SECRET_KEY_BYTES}+ bytes as hex or base64; **required in production**`,
      secret: true,
      description: 'Encrypts TOTP secrets and keys the SMS-code and captcha digests (e.g. `openssl rand -hex 32`); keep it across restarts',
    }),
  ],
};

/**
 * Reads the host's variables; a bad value stops the server naming the variable. Relative folders
 * are resolved against `cwd`.
 *
 * @example parseHostSettings(readEnv(process.env), process.cwd()).port
 */
export function parseHostSettings(get: SettingReader, cwd: string): HostSettings {
  const nodeEnv = get('NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';
  const dataDir = get('DATA_DIR') ?? './data/pglite';
  return {
    port: PORT.read(get),
    host: get('HOST') ?? '0.0.0.0',
    dataDir: dataDir.startsWith('memory://') ? dataDir : path.resolve(cwd, dataDir),
    databaseUrl: parseUrlSetting('DATABASE_URL', get('DATABASE_URL'), ['postgres:', 'postgresql:']),
    staticDir: path.resolve(cwd, get('STATIC_DIR') ?? './out'),
    nodeEnv,
    isProduction,
    devRoutes: parseDevRoutes(get('DEV_ROUTES'), isProduction),
    trustProxy: parseBooleanSetting('TRUST_PROXY', get('TRUST_PROXY')),
    logLevel: parseLogLevel(get('LOG_LEVEL')),
    secretKey: parseSecretKey(get('SECRET_KEY'), isProduction),
    publicOrigin: parsePublicOrigin(get('PUBLIC_ORIGIN'), isProduction),
    allowedHosts: parseAllowedHosts(get('ALLOWED_HOSTS')),
  };
}

/** The /api/dev/* helpers mint money and show SMS codes: never with NODE_ENV=production. */
function parseDevRoutes(value: string | null, isProduction: boolean): boolean {
  const on = parseBooleanSetting('DEV_ROUTES', value);
  if (on && isProduction) throw new ConfigError('DEV_ROUTES', 'cannot be on in production (the /api/dev/* helpers mint money and show SMS codes)');
  return on;
}

/** An http(s) origin without path, query or credentials; required in production. */
function parsePublicOrigin(value: string | null, isProduction: boolean): string | null {
  if (value === null) {
    if (isProduction) throw new ConfigError('PUBLIC_ORIGIN', 'required in production: the origin users reach the app at, e.g. https://wallet.example.com');
    return null;
  }
  const url = new URL(parseUrlSetting('PUBLIC_ORIGIN', value, ['http:', 'https:'])!);
  if (url.origin !== value.replace(/\/$/, '') || url.username || url.password) {
    throw new ConfigError('PUBLIC_ORIGIN', `expected an origin such as https://wallet.example.com (no path), got "${value}"`);
  }
  return url.origin;
}

/** Lower-case host names (IPv6 in brackets), no ports. */
function parseAllowedHosts(value: string | null): string[] {
  if (value === null) return [...DEFAULT_ALLOWED_HOSTS];
  const hosts = value.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  for (const host of hosts) {
    if (!/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) throw new ConfigError('ALLOWED_HOSTS', `expected host names without port, got "${host}"`);
  }
  return hosts;
}

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

function parseLogLevel(value: string | null): LogLevel {
  if (value === null) return 'info';
  const level = LOG_LEVELS.find((l) => l === value.toLowerCase());
  if (!level) throw new ConfigError('LOG_LEVEL', `expected one of ${LOG_LEVELS.join(', ')}, got "${value}"`);
  return level;
}
