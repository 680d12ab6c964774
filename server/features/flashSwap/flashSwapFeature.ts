import type { Feature } from '../../core/feature';
import { FLASH_SWAP_ERROR_KEYS } from '../../../features/flashSwap/contract/flashSwapErrorKeys';
import { flashSwapDevRoutes } from './flashSwapDevRoutes';
import { flashSwapPlugin } from './flashSwapPlugin';
import { parseSwapSettings, SWAP_SETTINGS, type SwapSettings } from './swapSettings';
import { FLASH_SWAP_RECORD_KINDS } from '../../../features/flashSwap/contract/flashSwapRecordKinds';

declare module '../../openapi/apiTags' {
  interface ApiTags {
    swap: true;
  }
}

declare module '../../ledger/ensureAccount' {
  interface PlatformAccountKinds {
    swap_treasury: true;
  }
}

declare module '../../core/settings/featureSettings' {
  interface FeatureSettings {
    swap: SwapSettings;
  }
}

/** The flashSwap feature as the API host registers it (server/features/features.ts lists it). */
export const flashSwapFeature: Feature = {
  name: 'flashSwap',
  recordKinds: FLASH_SWAP_RECORD_KINDS,
  plugin: flashSwapPlugin,
  errorKeys: FLASH_SWAP_ERROR_KEYS,
  apiTags: {
    swap: 'Flash swap at a locked rate: quote, then accept once (idempotent: send an idempotency key).',
  },
  devRoutes: flashSwapDevRoutes,
  settings: { order: 80, group: SWAP_SETTINGS, parse: ({ get }) => ({ swap: parseSwapSettings(get) }) },
};
