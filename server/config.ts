import { parseWalletConnectSettings, WALLET_CONNECT_SETTINGS, type WalletConnectSettings } from './features/walletConnect/walletConnectSettings';
import type { FeatureSettings } from './core/settings/featureSettings';
import type { Env, SettingGroup } from './core/settings/settingTypes';
import { readEnv } from './core/settings/readEnv';
import { HOST_SETTINGS, parseHostSettings, type HostSettings } from './http/hostSettings';
import { parseSupportSettings, SUPPORT_SETTINGS, type SupportSettings } from './core/initInfo/supportSettings';
import { NETWORK_SETTINGS, parseNetworkSettings, type NetworkSettings } from './core/networks/networkSettings';
import { parseSmsSettings, SMS_SETTINGS, type SmsSettings } from './core/sms/smsSettings';
import { FEATURES } from './features/features';

// Import paths the server already uses for these names; each is declared beside its feature.
export type { Env } from './core/settings/settingTypes';
export type { LogLevel } from './http/hostSettings';
export { isLoopbackHost } from './http/isLoopbackHost';
export type { MarketConfig, MarketProvider, MarketSourceConfig } from './features/market/marketSettings';
export { MARKET_PROVIDERS } from './features/market/marketSettings';
export type { NetworkEndpoints } from './core/networks/networkSettings';
export type { OidcConfig } from './features/account/oauth/oidcSettings';

/**
 * Everything the server reads from the environment, parsed and checked once at startup: the host's
 * and the core's settings, and each registered feature's (`FeatureSettings`, which a feature extends
 * by declaration merging in its registration).
 */
export type Config = HostSettings &
  NetworkSettings &
  WalletConnectSettings &
  SmsSettings & {
    support: SupportSettings;
  } & FeatureSettings;

/**
 * The settings the host and the core read, with their places in the configuration reference. The
 * WalletConnect bridge is the host's (app.ts registers it, the page CSP names its relay), not a
 * registered feature.
 */
const CORE_SETTINGS: readonly { order: number; group: SettingGroup }[] = [
  { order: 10, group: HOST_SETTINGS },
  { order: 20, group: NETWORK_SETTINGS },
  { order: 30, group: WALLET_CONNECT_SETTINGS },
  { order: 40, group: SUPPORT_SETTINGS },
  { order: 60, group: SMS_SETTINGS },
];

/** The settings the registered features declare (`settings` in each server/features/<name>/<name>Feature.ts). */
const FEATURE_SETTINGS = FEATURES.flatMap((feature) => (feature.settings ? [feature.settings] : []));

/**
 * Every settings group the API server reads, the core's and the features', in the order of the
 * configuration reference (docs/configuration.md, written by scripts/config-reference.ts, which
 * adds the signer process's own).
 */
export const SETTING_GROUPS: readonly SettingGroup[] = [...CORE_SETTINGS, ...FEATURE_SETTINGS]
  .sort((a, b) => a.order - b.order)
  .map((registration) => registration.group);

/**
 * Parses the environment into a typed config: the host's and the core's settings, then each
 * registered feature's. Throws `ConfigError` on the first bad value. Empty strings count as unset,
 * as compose files and CI often define variables empty.
 *
 * @example parseConfig(process.env, process.cwd())
 */
export function parseConfig(env: Env, cwd: string): Config {
  const get = readEnv(env);
  const host = parseHostSettings(get, cwd);
  const networks = parseNetworkSettings(env, host.isProduction);
  const core = {
    ...host,
    ...networks,
    ...parseWalletConnectSettings(get),
    support: parseSupportSettings(get),
    ...parseSmsSettings(get),
  };
  const input = { env, get, cwd, host, networks };
  // Each feature fills the keys it declared in FeatureSettings; the test of the defaults checks them all.
  return Object.assign(core, ...FEATURE_SETTINGS.map((settings) => settings.parse(input))) as Config;
}
