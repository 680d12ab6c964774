import type { Feature } from '../../core/feature';
import { PROMOTIONS_ERROR_KEYS } from '../../../features/promotions/contract/promotionsErrorKeys';
import { promotionsDevRoutes } from './promotionsDevRoutes';
import { promotionsPlugin } from './promotionsPlugin';
import { parsePromotionsSettings, PROMOTIONS_SETTINGS, type PromotionsSettings } from './promotionsSettings';
import { PROMOTIONS_RECORD_KINDS } from '../../../features/promotions/contract/promotionsRecordKinds';
import { withIssuedPrices } from './valuation/withIssuedPrices';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    promotions: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    promotions: PromotionsSettings;
  }
}

/** The promotions feature as the API host registers it (server/features/features.ts lists it). */
export const promotionsFeature: Feature = {
  name: 'promotions',
  recordKinds: PROMOTIONS_RECORD_KINDS,
  plugin: promotionsPlugin,
  errorKeys: PROMOTIONS_ERROR_KEYS,
  apiTags: {
    promotions:
      'Promotions: the platform token (PROMOTIONS_TOKEN_SYMBOL), bought with USDT at its current price on /buyAU (idempotent: send an idempotency key); the same token at a discount on /discount-buy (KYC level 2, at most 100 per person, one discount event per person); activated points, a balance that cannot be sent, withdrawn or swapped.',
  },
  devRoutes: promotionsDevRoutes,
  settings: { order: 130, group: PROMOTIONS_SETTINGS, parse: ({ get }) => ({ promotions: parsePromotionsSettings(get) }) },
  prices: (prices, deps) => withIssuedPrices(prices, deps.db, deps.clock),
};
