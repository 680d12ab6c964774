import fs from 'node:fs';
import path from 'node:path';
import { parseConfig } from '../server/config';
import { readSignerSettings } from '../server/features/custody/signer/signerSettings';
import { ALL_SETTING_GROUPS, configReference } from './configReference';

const declared = ALL_SETTING_GROUPS.flatMap((group) => group.settings.map((setting) => setting.name));
/** `RPC_URL_<chainId>` matches RPC_URL_1 and RPC_URL_56. */
const isDeclared = (name: string) => declared.some((d) => new RegExp(`^${d.replace(/<[^>]+>/g, '[A-Za-z0-9]+')}$`).test(name));

/** The names a parser asks the environment for, from an environment that answers `values` and nothing else. */
function namesRead(parse: (env: Record<string, string | undefined>) => unknown, values: Record<string, string> = {}): string[] {
  const names = new Set<string>();
  const env = new Proxy({} as Record<string, string | undefined>, {
    get: (_target, name) => {
      if (typeof name === 'string') names.add(name);
      return typeof name === 'string' ? values[name] : undefined;
    },
  });
  parse(env);
  return [...names];
}

describe('the configuration reference', () => {
  it('is current: docs/configuration.md is what scripts/config-reference.ts writes', () => {
    const committed = fs.readFileSync(path.join(__dirname, '..', 'docs', 'configuration.md'), 'utf8');
    // When this fails, run `npx tsx scripts/config-reference.ts` and commit docs/configuration.md.
    expect(committed).toBe(configReference());
  });

  it('declares each variable once', () => {
    expect(declared.filter((name, i) => declared.indexOf(name) !== i)).toEqual([]);
  });

  it('declares every variable the server and the signer read', () => {
    const read = [
      ...namesRead((env) => parseConfig(env, '/srv/wallet')),
      ...namesRead(readSignerSettings, { CUSTODY_SIGNER_KEY: `0x${'ab'.repeat(32)}` }),
    ];
    expect(read.length).toBeGreaterThan(60);
    expect(read.filter((name) => !isDeclared(name))).toEqual([]);
  });

  it('keeps every variable of the hand-written table it replaced', () => {
    const readmeTable = [
      'PORT', 'HOST', 'DATA_DIR', 'DATABASE_URL', 'STATIC_DIR', 'NODE_ENV', 'DEV_ROUTES', 'RPC_URL_<chainId>', 'EXPLORER_API_URL_<chainId>',
      'PUBLIC_RPC_FALLBACK', 'PUBLIC_ORIGIN', 'ALLOWED_HOSTS', 'BRIDGE_URL', 'CUSTOM_RPC_ORIGINS', 'WALLETCONNECT_PROJECT_ID',
      'WALLETCONNECT_RELAY_URL', 'SUPPORT_URL', 'SUPPORT_EMAIL', 'FX_RATES_URL', 'MARKET_SOURCES', 'COINGECKO_API_KEY',
      'COINGECKO_API_KEY_KIND', 'MARKET_INTERVAL_SECONDS', 'MARKET_LIST_SIZE', 'MARKET_CANDLE_TOP', 'MARKET_CANDLE_REQUESTS_PER_RUN',
      'PRICE_FEED_URL', 'PRICE_FEED_INTERVAL_MINUTES', 'SWAP_QUOTE_SECONDS', 'SWAP_SPREAD_BPS', 'SWAP_MIN_USD', 'SWAP_MAX_USD',
      'SWAP_DAILY_LIMIT_USD', 'ENVELOPE_EXPIRY_HOURS', 'ENVELOPE_DAILY_LIMIT_USD', 'ENVELOPE_JOB_SECONDS', 'WEALTH_JOB_SECONDS',
      'KYC_REFUSED_COUNTRIES', 'KYC_FEE_USDT', 'KYC_FILES_DIR', 'CUSTODY_XPUB', 'CUSTODY_CONFIRMATIONS_<chainId>',
      'CUSTODY_NATIVE_<chainId>', 'CUSTODY_TOKENS_<chainId>', 'CUSTODY_MIN_DEPOSIT_<COIN>', 'CUSTODY_FEE_<COIN>',
      'CUSTODY_LIMIT_L<level>_DAY_USD', 'CUSTODY_LIMIT_L<level>_MONTH_USD', 'CUSTODY_APPROVAL_USD', 'CUSTODY_POLL_SECONDS',
      'CUSTODY_SIGNER_KEY_FILE', 'CUSTODY_SIGNER_KEY', 'CUSTODY_SIGNER_POLL_SECONDS', 'CUSTODY_REPLACE_SECONDS', 'SECRET_KEY',
      'SMS_WEBHOOK_URL', 'SMS_PER_IP_PER_HOUR', 'SMS_GLOBAL_PER_HOUR', 'SMS_RESEND_SECONDS', 'OIDC_ISSUER', 'OIDC_CLIENT_ID',
      'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_URI', 'OIDC_SCOPES', 'TRUST_PROXY', 'LOG_LEVEL',
    ];
    expect(readmeTable.filter((name) => !declared.includes(name))).toEqual([]);
  });

  it('marks keys and credentials secret', () => {
    const secret = ALL_SETTING_GROUPS.flatMap((group) => group.settings.filter((s) => s.secret).map((s) => s.name));
    expect(secret).toEqual(expect.arrayContaining(['SECRET_KEY', 'DATABASE_URL', 'COINGECKO_API_KEY', 'OIDC_CLIENT_SECRET', 'CUSTODY_SIGNER_KEY']));
  });
});
