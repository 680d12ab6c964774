import { ConfigError } from '../../configError';
import { declareSetting } from '../../core/settings/declareSetting';
import { parseUrlSetting } from '../../core/settings/parseUrlSetting';
import type { SettingGroup, SettingReader } from '../../core/settings/settingTypes';

/** WalletConnect's part of the server's Config. */
export type WalletConnectSettings = {
  /** WalletConnect v1 bridge; null means `<public origin>/bridge`. */
  bridgeUrl: string | null;
  /** The v2 relay and project id; null (no project id) turns v2 links away. */
  walletConnectV2: { relayUrl: string; projectId: string } | null;
};

/** WalletConnect's public v2 relay, the default when only a project id is configured. */
const PUBLIC_RELAY_URL = 'wss://relay.walletconnect.org';

/** WalletConnect's variables, for the configuration reference. */
export const WALLET_CONNECT_SETTINGS: SettingGroup = {
  title: 'WalletConnect',
  settings: [
    declareSetting({
      name: 'BRIDGE_URL',
      default: '`<origin>/bridge`',
      range: 'http(s) URL',
      description: 'WalletConnect v1 bridge the app advertises (`<origin>`: `PUBLIC_ORIGIN`, or the allowed request host)',
    }),
    declareSetting({
      name: 'WALLETCONNECT_PROJECT_ID',
      range: 'letters, digits, `-` or `_` (1-100)',
      description:
        "WalletConnect v2: the operator's project id (from WalletConnect/Reown Cloud). Without it v2 links are turned away with a message and only v1 works. It reaches the app through the initial info (it is not a secret: the relay sees it in every connection URL)",
    }),
    declareSetting({
      name: 'WALLETCONNECT_RELAY_URL',
      default: PUBLIC_RELAY_URL,
      range: 'ws(s) URL; needs `WALLETCONNECT_PROJECT_ID`',
      description:
        "WalletConnect v2 relay the app's sign-client connects to. Its origin is added to the page CSP's `connect-src`. The e2e suite points it at the relay double `e2e/walletConnectRelay.ts`",
    }),
  ],
};

/**
 * BRIDGE_URL, WALLETCONNECT_PROJECT_ID (any id of letters, digits, - or _; required for v2) and
 * WALLETCONNECT_RELAY_URL (ws/wss).
 *
 * @example parseWalletConnectSettings(readEnv(process.env)).walletConnectV2
 */
export function parseWalletConnectSettings(get: SettingReader): WalletConnectSettings {
  const bridgeUrl = parseUrlSetting('BRIDGE_URL', get('BRIDGE_URL'), ['http:', 'https:']);
  const projectId = get('WALLETCONNECT_PROJECT_ID');
  const relayUrl = parseUrlSetting('WALLETCONNECT_RELAY_URL', get('WALLETCONNECT_RELAY_URL'), ['wss:', 'ws:']);
  if (projectId === null) {
    if (relayUrl !== null) throw new ConfigError('WALLETCONNECT_RELAY_URL', 'needs WALLETCONNECT_PROJECT_ID as well');
    return { bridgeUrl, walletConnectV2: null };
  }
  if (!/^[\w-]{1,100}$/.test(projectId)) throw new ConfigError('WALLETCONNECT_PROJECT_ID', 'expected letters, digits, - or _');
  return { bridgeUrl, walletConnectV2: { relayUrl: relayUrl ?? PUBLIC_RELAY_URL, projectId } };
}
