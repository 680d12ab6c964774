import type { Feature } from '../../core/feature';
import { KYC_ERROR_KEYS } from '../../../features/kyc/contract/kycErrorKeys';
import { kycDevRoutes } from './kycDevRoutes';
import { KYC_NOTICE_TEXTS } from './kycNoticeTexts';
import { kycPlugin } from './kycPlugin';
import { KYC_SETTINGS, parseKycSettings, type KycSettings } from './kycSettings';
import { KYC_RECORD_KINDS } from '../../../features/kyc/contract/kycRecordKinds';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    kyc: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    kyc: KycSettings;
  }
}

/** The kyc feature as the API host registers it (server/features/features.ts lists it). */
export const kycFeature: Feature = {
  name: 'kyc',
  recordKinds: KYC_RECORD_KINDS,
  plugin: kycPlugin,
  errorKeys: KYC_ERROR_KEYS,
  apiTags: {
    kyc: 'Identity verification (KYC levels 1-3, documents, review state, investor qualification) and the stock pre-purchase and feedback forms.',
  },
  noticeTexts: KYC_NOTICE_TEXTS,
  devRoutes: kycDevRoutes,
  settings: {
    order: 110,
    group: KYC_SETTINGS,
    parse: ({ get, cwd, host }) => ({ kyc: parseKycSettings(get, host.dataDir, cwd, host.staticDir) }),
  },
};
