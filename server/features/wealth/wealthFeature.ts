import type { Feature } from '../../core/feature';
import { WEALTH_ERROR_KEYS } from '../../../features/wealth/contract/wealthErrorKeys';
import { wealthDevRoutes } from './wealthDevRoutes';
import { WEALTH_NOTICE_TEXTS } from './wealthNoticeTexts';
import { wealthPlugin } from './wealthPlugin';
import { parseWealthSettings, WEALTH_SETTINGS, type WealthSettings } from './wealthSettings';
import { WEALTH_RECORD_KINDS } from '../../../features/wealth/contract/wealthRecordKinds';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    wealth: true;
  }
}

declare module '../../ledger/ensureAccount' {
  interface PlatformAccountKinds {
    wealth_custody: true;
  }
}

declare module '../../db/jobLease' {
  interface JobTables {
    wealth_job: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    wealth: WealthSettings;
  }
}

/** The wealth feature as the API host registers it (server/features/features.ts lists it). */
export const wealthFeature: Feature = {
  name: 'wealth',
  recordKinds: WEALTH_RECORD_KINDS,
  plugin: wealthPlugin,
  errorKeys: WEALTH_ERROR_KEYS,
  apiTags: {
    wealth: 'Wealth products (PoS mining, coin plans), under /wtcenter (success code 0): the public list, one product, buying (idempotent: send an idempotency key), orders with their earnings, redeeming, holdings per coin.',
  },
  noticeTexts: WEALTH_NOTICE_TEXTS,
  devRoutes: wealthDevRoutes,
  settings: { order: 100, group: WEALTH_SETTINGS, parse: ({ get }) => ({ wealth: parseWealthSettings(get) }) },
};
