import type { HostSettings } from '../../http/hostSettings';
import type { NetworkSettings } from '../networks/networkSettings';
import type { Env, SettingGroup, SettingReader } from './settingTypes';

/**
 * The part of the server's `Config` the features own: one key (or a few) per feature. An interface,
 * not a type: a feature adds its members by declaration merging in its registration
 * (server/features/<name>/<name>Feature.ts), beside the parser that fills them, so server/config.ts
 * is not edited for a new feature's settings.
 *
 * @example
 * // server/features/wealth/wealthFeature.ts
 * declare module '../../core/settings/featureSettings' { interface FeatureSettings { wealth: WealthSettings } }
 */
// Empty here: the features fill it by declaration merging.
export interface FeatureSettings {}

/**
 * What a feature's settings parser receives: the environment (raw, for families of variables such as
 * `CUSTODY_FEE_<COIN>`, and through the reader), the working directory, and the core settings some
 * features derive theirs from (the data and static directories, the configured networks).
 */
export type SettingsInput = { env: Env; get: SettingReader; cwd: string; host: HostSettings; networks: NetworkSettings };

/**
 * A settings group as a feature registers it (`settings` in server/core/feature.ts): its declared
 * variables and the parser that turns them into its part of the config. server/config.ts assembles
 * the registered groups; docs/configuration.md is generated from them.
 */
export type SettingsRegistration<T = Partial<FeatureSettings>> = {
  /**
   * The place of its section in the configuration reference: sections ascend by it. The core's
   * groups hold 10-60 (server/config.ts); a feature takes a number after the last one in use.
   */
  order: number;
  group: SettingGroup;
  /** Its part of the config; throws `ConfigError` on a bad value. */
  parse: (input: SettingsInput) => T;
};
