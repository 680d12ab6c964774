import { parseWalletConnectSettings, WALLET_CONNECT_SETTINGS, type WalletConnectSettings } from './features/walletConnect/walletConnectSettings';
import type { Env, SettingGroup } from './core/settings/settingTypes';
import { readEnv } from './core/settings/readEnv';
import { CUSTODY_SETTINGS, parseCustodySettings, type CustodySettings } from './features/custody/custodySettings';
import { HOST_SETTINGS, parseHostSettings, type HostSettings } from './http/hostSettings';
import { parseSupportSettings, SUPPORT_SETTINGS, type SupportSettings } from './core/initInfo/supportSettings';
import { KYC_SETTINGS, parseKycSettings, type KycSettings } from './features/kyc/kycSettings';
import { MARKET_SETTINGS, parseMarketSettings, type MarketSettings } from './features/market/marketSettings';
import { NETWORK_SETTINGS, parseNetworkSettings, type NetworkSettings } from './core/networks/networkSettings';
import { OIDC_SETTINGS, parseOidcSettings, type OidcConfig } from './features/account/oauth/oidcSettings';
import { ENVELOPE_SETTINGS, parseEnvelopeSettings, type EnvelopeSettings } from './features/redEnvelope/envelopeSettings';
import { parseSmsSettings, SMS_SETTINGS, type SmsSettings } from './core/sms/smsSettings';
import { parseSwapSettings, SWAP_SETTINGS, type SwapSettings } from './features/flashSwap/swapSettings';
import { parseWealthSettings, WEALTH_SETTINGS, type WealthSettings } from './features/wealth/wealthSettings';
import { parsePromotionsSettings, PROMOTIONS_SETTINGS, type PromotionsSettings } from './features/promotions/promotionsSettings';

// Import paths the server already uses for these names; each is declared beside its feature.
export type { Env } from './core/settings/settingTypes';
export type { LogLevel } from './http/hostSettings';
export { isLoopbackHost } from './http/isLoopbackHost';
export type { MarketConfig, MarketProvider, MarketSourceConfig } from './features/market/marketSettings';
export { MARKET_PROVIDERS } from './features/market/marketSettings';
export type { NetworkEndpoints } from './core/networks/networkSettings';
export type { OidcConfig } from './features/account/oauth/oidcSettings';

/** Everything the server reads from the environment, parsed and checked once at startup. */
export type Config = HostSettings &
  NetworkSettings &
  WalletConnectSettings &
  MarketSettings &
  SmsSettings & {
    support: SupportSettings;
    /** Chat-account login ("2U login"); null when OIDC_ISSUER / OIDC_CLIENT_ID are unset. */
    oidc: OidcConfig | null;
    swap: SwapSettings;
    envelopes: EnvelopeSettings;
    wealth: WealthSettings;
    kyc: KycSettings;
    custody: CustodySettings;
    promotions: PromotionsSettings;
  };

/**
 * Every feature's declared settings read by the API server, in the order of the configuration
 * reference (docs/configuration.md, written by scripts/config-reference.ts, which adds the signer
 * process's own). A feature with settings adds its group here and its parser to parseConfig.
 */
export const SETTING_GROUPS: readonly SettingGroup[] = [
  HOST_SETTINGS,
  NETWORK_SETTINGS,
  WALLET_CONNECT_SETTINGS,
  SUPPORT_SETTINGS,
  MARKET_SETTINGS,
  SMS_SETTINGS,
  OIDC_SETTINGS,
  SWAP_SETTINGS,
  ENVELOPE_SETTINGS,
  WEALTH_SETTINGS,
  KYC_SETTINGS,
  CUSTODY_SETTINGS,
  PROMOTIONS_SETTINGS,
];

/**
 * Parses the environment into a typed config by assembling each feature's settings. Throws
 * `ConfigError` on the first bad value. Empty strings count as unset, as compose files and CI often
 * define variables empty.
 *
 * @example parseConfig(process.env, process.cwd())
 */
export function parseConfig(env: Env, cwd: string): Config {
  const get = readEnv(env);
  const host = parseHostSettings(get, cwd);
  const networks = parseNetworkSettings(env, host.isProduction);
  return {
    ...host,
    ...networks,
    ...parseWalletConnectSettings(get),
    support: parseSupportSettings(get),
    ...parseMarketSettings(get),
    oidc: parseOidcSettings(get),
    ...parseSmsSettings(get),
    swap: parseSwapSettings(get),
    envelopes: parseEnvelopeSettings(get),
    wealth: parseWealthSettings(get),
    kyc: parseKycSettings(get, host.dataDir, cwd, host.staticDir),
    custody: parseCustodySettings(env, networks.networks),
    promotions: parsePromotionsSettings(get),
  };
}
