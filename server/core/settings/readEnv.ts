import type { Env, SettingReader } from './settingTypes';

/**
 * The reader every settings parser takes: empty strings count as unset, as compose files and CI
 * often define variables empty.
 *
 * @example const get = readEnv(process.env); get('PORT')
 */
export function readEnv(env: Env): SettingReader {
  return (name) => {
    const value = env[name]?.trim();
    return value ? value : null;
  };
}
