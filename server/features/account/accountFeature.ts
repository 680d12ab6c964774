import type { Feature } from '../../core/feature';
import { accountPlugin } from './accountPlugin';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    account: true;
    profile: true;
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
};
