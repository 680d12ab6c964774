import type { Feature } from '../../core/feature';
import { CUSTODY_ERROR_KEYS } from '../../../features/custody/contract/custodyErrorKeys';
import { CUSTODY_NOTICE_TEXTS } from './custodyNoticeTexts';
import { custodyPlugin } from './custodyPlugin';
import { CUSTODY_SETTINGS, parseCustodySettings, type CustodySettings } from './custodySettings';
import { CUSTODY_RECORD_KINDS } from '../../../features/custody/contract/custodyRecordKinds';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    custody: true;
  }
}

declare module '../../ledger/ensureAccount' {
  interface PlatformAccountKinds {
    custody_withdrawal_hold: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    custody: CustodySettings;
  }
}

/** The custody feature as the API host registers it (server/features/features.ts lists it). */
export const custodyFeature: Feature = {
  name: 'custody',
  recordKinds: CUSTODY_RECORD_KINDS,
  plugin: custodyPlugin,
  errorKeys: CUSTODY_ERROR_KEYS,
  apiTags: {
    custody: 'On-chain deposits and withdrawals: a deposit address per user (from the operator xpub), deposits with their confirmations, withdrawal requests (idempotent) signed by a separate process.',
  },
  noticeTexts: CUSTODY_NOTICE_TEXTS,
  settings: { order: 120, group: CUSTODY_SETTINGS, parse: ({ env, networks }) => ({ custody: parseCustodySettings(env, networks.networks) }) },
};
