import { ConfigError } from '../../configError';

/**
 * true/yes/1 or false/no/0, any case; unset gives the fallback (false unless given).
 *
 * @example parseBooleanSetting('TRUST_PROXY', get('TRUST_PROXY'))
 */
export function parseBooleanSetting(name: string, value: string | null, fallback = false): boolean {
  if (value === null) return fallback;
  if (/^(1|true|yes)$/i.test(value)) return true;
  if (/^(0|false|no)$/i.test(value)) return false;
  throw new ConfigError(name, `expected true or false, got "${value}"`);
}
