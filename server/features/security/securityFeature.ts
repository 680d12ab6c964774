import type { Feature } from '../../core/feature';
import { SECURITY_NOTICE_TEXTS } from './securityNoticeTexts';
import { securityPlugin } from './securityPlugin';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    payPassword: true;
    google: true;
  }
}

/** The security feature as the API host registers it (server/features/features.ts lists it). */
export const securityFeature: Feature = {
  name: 'security',
  plugin: securityPlugin,
  apiTags: {
    payPassword: 'The 6-digit pay password: set, change, reset by SMS code, check (SPEC §4, §5).',
    google: 'Google two-step verification (RFC 6238 TOTP).',
  },
  noticeTexts: SECURITY_NOTICE_TEXTS,
};
