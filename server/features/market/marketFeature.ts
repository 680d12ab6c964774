import type { Feature } from '../../core/feature';
import { MARKET_ERROR_KEYS } from '../../../features/market/contract/marketErrorKeys';
import { marketPlugin } from './marketPlugin';
import { MARKET_SETTINGS, parseMarketSettings, type MarketSettings } from './marketSettings';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    market: true;
  }
}

declare module '../../db/jobLease' {
  interface JobTables {
    market_job: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings extends MarketSettings {}
}

/** The market feature as the API host registers it (server/features/features.ts lists it). */
export const marketFeature: Feature = {
  name: 'market',
  plugin: marketPlugin,
  errorKeys: MARKET_ERROR_KEYS,
  apiTags: {
    market: 'Market data: every listed asset’s 24-hour figures, one asset, its chart, and the user’s favourites.',
  },
  settings: { order: 50, group: MARKET_SETTINGS, parse: ({ get }) => parseMarketSettings(get) },
};
