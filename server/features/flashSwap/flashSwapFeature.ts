import type { Feature } from '../../core/feature';
import { FLASH_SWAP_ERROR_KEYS } from '../../../features/flashSwap/contract/flashSwapErrorKeys';
import { flashSwapDevRoutes } from './flashSwapDevRoutes';
import { flashSwapPlugin } from './flashSwapPlugin';

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

/** The flashSwap feature as the API host registers it (server/features/features.ts lists it). */
export const flashSwapFeature: Feature = {
  name: 'flashSwap',
  plugin: flashSwapPlugin,
  errorKeys: FLASH_SWAP_ERROR_KEYS,
  apiTags: {
    swap: 'Flash swap at a locked rate: quote, then accept once (idempotent: send an idempotency key).',
  },
  devRoutes: flashSwapDevRoutes,
};
