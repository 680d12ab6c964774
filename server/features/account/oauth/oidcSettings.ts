import { ConfigError } from '../../../configError';
import { declareSetting } from '../../../core/settings/declareSetting';
import { parseUrlSetting } from '../../../core/settings/parseUrlSetting';
import type { SettingGroup, SettingReader } from '../../../core/settings/settingTypes';
import { isLoopbackHost } from '../../../http/isLoopbackHost';

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

const DEFAULT_SCOPES = 'openid profile phone';

/** The chat-account login's variables, for the configuration reference. */
export const OIDC_SETTINGS: SettingGroup = {
  title: 'Chat-account login (OpenID Connect)',
  settings: [
    declareSetting({
      name: 'OIDC_ISSUER',
      range: 'https URL (http only for a loopback issuer)',
      description: 'The chat-account ("2U") login provider, OpenID Connect with PKCE; set with `OIDC_CLIENT_ID` (both or neither)',
    }),
    declareSetting({ name: 'OIDC_CLIENT_ID', description: 'The client id registered with the provider; set with `OIDC_ISSUER` (both or neither)' }),
    declareSetting({ name: 'OIDC_CLIENT_SECRET', secret: true, description: 'Confidential client secret; without it the client is public (PKCE only)' }),
    declareSetting({
      name: 'OIDC_REDIRECT_URI',
      default: '`<origin>/relogin`',
      range: 'http(s) URL',
      description: 'Redirect URI registered with the provider (`<origin>` as for `BRIDGE_URL`)',
    }),
    declareSetting({ name: 'OIDC_SCOPES', default: `\`${DEFAULT_SCOPES}\``, range: 'space-separated, including `openid`', description: 'Scopes asked for' }),
  ],
};

/**
 * OIDC_ISSUER and OIDC_CLIENT_ID switch the chat-account login on (both or neither). openid-client
 * refuses plain-http issuers; we allow http only on loopback, for tests and local development.
 *
 * @example parseOidcSettings(readEnv(process.env))
 */
export function parseOidcSettings(get: SettingReader): OidcConfig | null {
  const issuer = parseUrlSetting('OIDC_ISSUER', get('OIDC_ISSUER'), ['http:', 'https:']);
  const clientId = get('OIDC_CLIENT_ID');
  if (issuer === null && clientId === null) return null;
  if (issuer === null) throw new ConfigError('OIDC_ISSUER', 'required when OIDC_CLIENT_ID is set');
  if (clientId === null) throw new ConfigError('OIDC_CLIENT_ID', 'required when OIDC_ISSUER is set');
  const url = new URL(issuer);
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ConfigError('OIDC_ISSUER', 'must be https (http only for 127.0.0.1 or localhost)');
  }
  const scopes = get('OIDC_SCOPES') ?? DEFAULT_SCOPES;
  if (!scopes.split(/\s+/).includes('openid')) throw new ConfigError('OIDC_SCOPES', 'must include "openid"');
  return {
    issuer,
    clientId,
    clientSecret: get('OIDC_CLIENT_SECRET'),
    redirectUri: parseUrlSetting('OIDC_REDIRECT_URI', get('OIDC_REDIRECT_URI'), ['http:', 'https:']),
    scopes,
  };
}
