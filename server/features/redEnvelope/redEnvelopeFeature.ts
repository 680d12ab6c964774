import type { Feature } from '../../core/feature';
import { RED_ENVELOPE_ERROR_KEYS } from '../../../features/redEnvelope/contract/redEnvelopeErrorKeys';
import { redEnvelopeDevRoutes } from './redEnvelopeDevRoutes';
import { RED_ENVELOPE_NOTICE_TEXTS } from './redEnvelopeNoticeTexts';
import { redEnvelopePlugin } from './redEnvelopePlugin';
import { ENVELOPE_SETTINGS, parseEnvelopeSettings, type EnvelopeSettings } from './envelopeSettings';
import { RED_ENVELOPE_RECORD_KINDS } from '../../../features/redEnvelope/contract/redEnvelopeRecordKinds';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    redEnvelope: true;
  }
}

declare module '../../ledger/ensureAccount' {
  interface PlatformAccountKinds {
    envelope_escrow: true;
  }
}

declare module '../../db/jobLease' {
  interface JobTables {
    envelope_job: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    envelopes: EnvelopeSettings;
  }
}

/** The redEnvelope feature as the API host registers it (server/features/features.ts lists it). */
export const redEnvelopeFeature: Feature = {
  name: 'redEnvelope',
  recordKinds: RED_ENVELOPE_RECORD_KINDS,
  plugin: redEnvelopePlugin,
  errorKeys: RED_ENVELOPE_ERROR_KEYS,
  apiTags: {
    redEnvelope: 'Red envelopes: send (idempotent: send an idempotency key), claim by link or code, sent and received lists, detail, the public preview of a link.',
  },
  noticeTexts: RED_ENVELOPE_NOTICE_TEXTS,
  devRoutes: redEnvelopeDevRoutes,
  settings: { order: 90, group: ENVELOPE_SETTINGS, parse: ({ get }) => ({ envelopes: parseEnvelopeSettings(get) }) },
};
