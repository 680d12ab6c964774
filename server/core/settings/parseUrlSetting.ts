import { ConfigError } from '../../configError';

/**
 * A URL setting with one of the given protocols (`['http:', 'https:']`); unset gives null. The text
 * is kept as written.
 *
 * @example parseUrlSetting('FX_RATES_URL', get('FX_RATES_URL'), ['http:', 'https:'])
 */
export function parseUrlSetting(name: string, value: string | null, protocols: readonly string[]): string | null {
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(name, `not a valid URL: "${value}"`);
  }
  if (!protocols.includes(url.protocol)) {
    throw new ConfigError(name, `expected a ${protocols.map((p) => p.slice(0, -1)).join('/')} URL, got "${value}"`);
  }
  return value;
}
