import { ERROR_KEYS } from '../../lib/contract/apiError';
import type { Feature } from '../core/feature';
import type { FeatureDeps } from '../core/featurePlugin';
import { initInfoPlugin } from '../core/initInfo/initInfoPlugin';
import type { NoticeTexts } from '../core/notices/noticeText';
import { devPluginWith } from '../dev/devPlugin';
import { CORE_API_TAGS } from '../openapi/apiTags';
import { accountFeature } from './account/accountFeature';
import { cloudWalletFeature } from './cloudWallet/cloudWalletFeature';
import { contentFeature } from './content/contentFeature';
import { custodyFeature } from './custody/custodyFeature';
import { flashSwapFeature } from './flashSwap/flashSwapFeature';
import { kycFeature } from './kyc/kycFeature';
import { marketFeature } from './market/marketFeature';
import { promotionsFeature } from './promotions/promotionsFeature';
import { redEnvelopeFeature } from './redEnvelope/redEnvelopeFeature';
import { securityFeature } from './security/securityFeature';
import { wealthFeature } from './wealth/wealthFeature';

export type { Feature } from '../core/feature';

/**
 * The product features of the API host, in the order buildApp (app.ts) registers them. Each
 * declares itself in server/features/<name>/<name>Feature.ts (plugin, failure keys, API tags,
 * notice texts, dev helpers): adding a feature is its folder and one line here.
 */
const PRODUCT_FEATURES: readonly Feature[] = [
  accountFeature,
  securityFeature,
  cloudWalletFeature,
  contentFeature,
  flashSwapFeature,
  marketFeature,
  redEnvelopeFeature,
  kycFeature,
  custodyFeature,
  wealthFeature,
  promotionsFeature,
];

/**
 * Every plugin buildApp registers, each as its own encapsulated plugin: the core's start-up facts,
 * the product features, and the development helpers (the core's and each feature's `devRoutes`).
 */
export const FEATURES: readonly Feature[] = [
  { name: 'initInfo', plugin: initInfoPlugin },
  ...PRODUCT_FEATURES,
  // /api/dev/*: only with DEV_ROUTES=true, which config.ts refuses in production.
  { name: 'dev', plugin: devPluginWith(PRODUCT_FEATURES.flatMap((feature) => feature.devRoutes ?? [])), when: (deps) => deps.dev !== null },
];

/** The features this server has with these deps (those without `when`, and those whose `when` holds). */
export function enabledFeatures(deps: FeatureDeps): Feature[] {
  return FEATURES.filter((feature) => feature.when?.(deps) ?? true);
}

/** Every message key a failure of this server may carry: the shared ones and each feature's own. */
export function failureKeys(features: readonly Feature[]): string[] {
  return [...Object.values(ERROR_KEYS), ...features.flatMap((feature) => Object.values(feature.errorKeys ?? {}))];
}

/** The API tags with their descriptions, in the document's order: `app`, each feature's, `dev`. */
export function apiTags(features: readonly Feature[]): Record<string, string> {
  const { app, dev } = CORE_API_TAGS;
  return Object.assign({ app }, ...features.map((feature) => feature.apiTags ?? {}), { dev }) as Record<string, string>;
}

/** The English notice texts every feature declared, by notice kind. */
export function noticeTexts(features: readonly Feature[]): NoticeTexts {
  return Object.assign({}, ...features.map((feature) => feature.noticeTexts ?? {})) as NoticeTexts;
}

/**
 * The wallet record kinds every feature declared, with their meanings, for the API description.
 *
 * @throws when two features declare the same kind (each kind has one owner, who words its title).
 */
export function recordKinds(features: readonly Feature[]): Record<string, string> {
  const kinds: Record<string, string> = {};
  for (const feature of features) {
    for (const [kind, meaning] of Object.entries(feature.recordKinds ?? {})) {
      if (kind in kinds) throw new Error(`record kind "${kind}" is declared twice (again by ${feature.name})`);
      kinds[kind] = meaning;
    }
  }
  return kinds;
}
