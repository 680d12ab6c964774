import type { Feature } from '../../core/feature';
import { accountPlugin } from './accountPlugin';
import { OIDC_SETTINGS, parseOidcSettings, type OidcConfig } from './oauth/oidcSettings';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    account: true;
    profile: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    /** Chat-account login ("2U login"); null when OIDC_ISSUER / OIDC_CLIENT_ID are unset. */
    oidc: OidcConfig | null;
  }
}

/** The account feature as the API host registers it (server/features/features.ts lists it). */
export const accountFeature: Feature = {
  name: 'account',
  plugin: accountPlugin,
  apiTags: {
    account: 'Logged-out account calls: SMS code, captcha, register, login by phone or chat account, forgotten password.',
    profile: 'The logged-in account: user info, account name, login password, PIN flag, wallet init, logout.',
  },
  settings: { order: 70, group: OIDC_SETTINGS, parse: ({ get }) => ({ oidc: parseOidcSettings(get) }) },
};
