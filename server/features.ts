import { ERROR_KEYS, type ErrorKey } from '../lib/contract/apiError';
import { ADDRESS_BOOK_ERROR_KEYS } from '../features/cloudWallet/contract/addressBookErrorKeys';
import { CUSTODY_ERROR_KEYS } from '../features/custody/contract/custodyErrorKeys';
import { CONTENT_ERROR_KEYS } from '../features/content/contract/contentErrorKeys';
import { FLASH_SWAP_ERROR_KEYS } from '../features/flashSwap/contract/flashSwapErrorKeys';
import { MARKET_ERROR_KEYS } from '../features/market/contract/marketErrorKeys';
import { RED_ENVELOPE_ERROR_KEYS } from '../features/redEnvelope/contract/redEnvelopeErrorKeys';
import { KYC_ERROR_KEYS } from '../features/kyc/contract/kycErrorKeys';
import { WEALTH_ERROR_KEYS } from '../features/wealth/contract/wealthErrorKeys';
import { accountsPlugin } from './accounts/accountsPlugin';
import { addressBookPlugin } from './addressBook/addressBookPlugin';
import { contentPlugin } from './content/contentPlugin';
import { custodyPlugin } from './custody/custodyPlugin';
import { devPlugin } from './dev/devPlugin';
import type { FeatureDeps, FeaturePlugin } from './featurePlugin';
import { googlePlugin } from './google/googlePlugin';
import { initInfoPlugin } from './initInfo/initInfoPlugin';
import { kycPlugin } from './kyc/kycPlugin';
import { marketPlugin } from './market/marketPlugin';
import { noticesPlugin } from './notices/noticesPlugin';
import { oauthPlugin } from './oauth/oauthPlugin';
import { payPasswordPlugin } from './payPassword/payPasswordPlugin';
import { profilePlugin } from './profile/profilePlugin';
import { recordsPlugin } from './records/recordsPlugin';
import { redEnvelopesPlugin } from './redEnvelopes/redEnvelopesPlugin';
import { swapPlugin } from './swap/swapPlugin';
import { transfersPlugin } from './transfers/transfersPlugin';
import { walletPlugin } from './wallet/walletPlugin';
import { wealthPlugin } from './wealth/wealthPlugin';

export type Feature = {
  /** The feature's folder under server/. */
  name: string;
  /** Registered as its own encapsulated plugin (featurePlugin.ts). */
  plugin: FeaturePlugin;
  /** Registered only when this holds; always when absent. */
  when?: (deps: FeatureDeps) => boolean;
  /** The message keys of its own failures (its contract's `*_ERROR_KEYS`), beside the shared ERROR_KEYS. */
  errorKeys?: Readonly<Record<string, ErrorKey>>;
};

/**
 * Every feature of the API host, in the order buildApp (app.ts) registers them, each as its own
 * encapsulated plugin. Adding a feature is one folder and one line here.
 */
export const FEATURES: readonly Feature[] = [
  { name: 'initInfo', plugin: initInfoPlugin },
  { name: 'accounts', plugin: accountsPlugin },
  { name: 'oauth', plugin: oauthPlugin },
  { name: 'profile', plugin: profilePlugin },
  { name: 'payPassword', plugin: payPasswordPlugin },
  { name: 'google', plugin: googlePlugin },
  { name: 'wallet', plugin: walletPlugin },
  { name: 'transfers', plugin: transfersPlugin },
  { name: 'records', plugin: recordsPlugin },
  { name: 'addressBook', plugin: addressBookPlugin, errorKeys: ADDRESS_BOOK_ERROR_KEYS },
  { name: 'notices', plugin: noticesPlugin },
  { name: 'content', plugin: contentPlugin, errorKeys: CONTENT_ERROR_KEYS },
  { name: 'swap', plugin: swapPlugin, errorKeys: FLASH_SWAP_ERROR_KEYS },
  { name: 'market', plugin: marketPlugin, errorKeys: MARKET_ERROR_KEYS },
  { name: 'redEnvelopes', plugin: redEnvelopesPlugin, errorKeys: RED_ENVELOPE_ERROR_KEYS },
  { name: 'kyc', plugin: kycPlugin, errorKeys: KYC_ERROR_KEYS },
  { name: 'custody', plugin: custodyPlugin, errorKeys: CUSTODY_ERROR_KEYS },
  { name: 'wealth', plugin: wealthPlugin, errorKeys: WEALTH_ERROR_KEYS },
  // /api/dev/*: only with DEV_ROUTES=true, which config.ts refuses in production.
  { name: 'dev', plugin: devPlugin, when: (deps) => deps.dev !== null },
];

/** The features this server has with these deps (those without `when`, and those whose `when` holds). */
export function enabledFeatures(deps: FeatureDeps): Feature[] {
  return FEATURES.filter((feature) => feature.when?.(deps) ?? true);
}

/** Every message key a failure of this server may carry: the shared ones and each feature's own. */
export function failureKeys(features: readonly Feature[]): string[] {
  return [...Object.values(ERROR_KEYS), ...features.flatMap((feature) => Object.values(feature.errorKeys ?? {}))];
}
