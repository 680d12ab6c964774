import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import { parseBooleanSetting } from '../../core/settings/parseBooleanSetting';
import { parseUrlSetting } from '../../core/settings/parseUrlSetting';
import type { Env, SettingGroup } from '../../core/settings/settingTypes';
import { readEnv } from '../../core/settings/readEnv';

/** One network's runtime endpoints, from `RPC_URL_<chainId>` / `EXPLORER_API_URL_<chainId>`. */
export type NetworkEndpoints = {
  chainId: number;
  rpcUrl: string | null;
  explorerApiUrl: string | null;
};

/** The networks' part of the server's Config. */
export type NetworkSettings = {
  /** Sorted by chainId. */
  networks: NetworkEndpoints[];
  /** PUBLIC_RPC_FALLBACK (default true): live networks without an `RPC_URL_<chainId>` use viem's default public RPC. */
  publicRpcFallback: boolean;
  /** CUSTOM_RPC_ORIGINS: the RPC origins a user may give a network they add on their device. */
  customRpcOrigins: string[];
};

const NETWORK_VARS = [
  { prefix: 'RPC_URL_', field: 'rpcUrl', protocols: ['http:', 'https:', 'ws:', 'wss:'] },
  { prefix: 'EXPLORER_API_URL_', field: 'explorerApiUrl', protocols: ['http:', 'https:'] },
] as const;

/** The networks' variables, for the configuration reference. */
export const NETWORK_SETTINGS: SettingGroup = {
  title: 'Networks',
  settings: [
    declareSetting({
      name: 'RPC_URL_<chainId>',
      range: 'http(s) or ws(s) URL; the suffix a positive chain id',
      description: 'JSON-RPC URL of a network, e.g. `RPC_URL_1=http://127.0.0.1:8545`; reaches the app through the initial info',
    }),
    declareSetting({ name: 'EXPLORER_API_URL_<chainId>', range: 'http(s) URL', description: 'Etherscan-compatible API base of a network, for history' }),
    declareSetting({
      name: 'PUBLIC_RPC_FALLBACK',
      default: 'true',
      range: 'true or false',
      description:
        "Live networks without an `RPC_URL_<chainId>` use their public RPC (viem's default endpoint); `false` advertises only the configured URLs. Retired testnets (Ropsten, Rinkeby, Goerli, Kovan, Sokol) get no RPC unless configured and show as retired. The initial info and the page CSP's `connect-src` come from the same list",
    }),
    declareSetting({
      name: 'CUSTOM_RPC_ORIGINS',
      range: 'comma-separated origins; https only in production',
      description:
        "Origins (`https://rpc.example.org`) that users may give networks they add on their device (`/hDnetworks`). Added to the page CSP's `connect-src` and the initial info; without it no network can be added",
    }),
  ],
};

/**
 * The networks' variables; a bad value stops the server naming the variable.
 *
 * @example parseNetworkSettings(process.env, false).networks
 */
export function parseNetworkSettings(env: Env, isProduction: boolean): NetworkSettings {
  const get = readEnv(env);
  return {
    networks: parseNetworks(env),
    publicRpcFallback: parseBooleanSetting('PUBLIC_RPC_FALLBACK', get('PUBLIC_RPC_FALLBACK'), true),
    customRpcOrigins: parseCustomRpcOrigins(get('CUSTOM_RPC_ORIGINS'), isProduction),
  };
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
    entry[spec.field] = parseUrlSetting(name, value, spec.protocols);
    byChain.set(chainId, entry);
  }
  return [...byChain.values()].sort((a, b) => a.chainId - b.chainId);
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
