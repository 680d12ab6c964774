import type { FastifyInstance } from 'fastify';
import type { ErrorKey } from '../../lib/contract/apiError';
import type { DevStore } from '../dev/devStore';
import type { ApiTag } from '../openapi/apiTags';
import type { AccountDeps } from './accounts/accountDeps';
import type { FeatureDeps, FeaturePlugin } from './featurePlugin';
import type { PriceSource } from './prices/priceSource';
import type { NoticeTexts } from './notices/noticeText';
import type { SettingsRegistration } from './settings/featureSettings';

/** What a feature's development helpers receive: the feature deps, with the dev store present. */
export type DevDeps = FeatureDeps & { dev: DevStore };

/**
 * Adds a feature's development helpers (routes under /api/dev/* or its own dev paths, tag 'dev') to
 * the dev plugin's instance, which exists only with DEV_ROUTES=true.
 */
export type DevRoutes = (app: FastifyInstance, deps: DevDeps) => void;

/**
 * A feature of the API host, as it registers itself: everything the app needs to know of it is
 * declared here, in the feature's own folder (server/features/<name>/<name>Feature.ts), so adding a
 * feature adds one line to the list (server/features/features.ts) rather than an edit per central file.
 * Types the feature adds to the shared registries (entry kinds, platform accounts, job tables, API
 * tags, its keys of the server config) are declared by declaration merging beside its code.
 */
export type Feature = {
  /** The feature's name, the same as its client folder (features/<name>/). */
  name: string;
  /** Registered as its own encapsulated plugin (featurePlugin.ts). */
  plugin: FeaturePlugin;
  /** Registered only when this holds; always when absent. */
  when?: (deps: FeatureDeps) => boolean;
  /** The message keys of its own failures (its contract's `*_ERROR_KEYS`), beside the shared ERROR_KEYS. */
  errorKeys?: Readonly<Record<string, ErrorKey>>;
  /** The API tags its routes use, each with its description for GET /api/openapi.json. */
  apiTags?: Partial<Readonly<Record<ApiTag, string>>>;
  /** The English text of the notices it adds, by notice kind. */
  noticeTexts?: NoticeTexts;
  /** Its development helpers (registered only with DEV_ROUTES=true). */
  devRoutes?: DevRoutes;
  /** Its environment variables and their parser: its part of the config and of docs/configuration.md. */
  settings?: SettingsRegistration;
  /** The wallet record kinds it writes, each with its meaning (its contract's `*_RECORD_KINDS`, lib/contract/recordKinds.ts). */
  recordKinds?: Readonly<Record<string, string>>;
  /** Adds the prices it knows (its own coins) to the one price store, so every feature values them. */
  prices?: (prices: PriceSource, deps: AccountDeps) => PriceSource;
};
