import { ConfigError } from '../../configError';

/** The bounds of a whole-number setting and how its error message words them. */
export type WholeNumberRule = {
  min: number;
  max: number;
  /** `0` is accepted beside min-max and turns the thing off (a job this process does not run). */
  zeroTurnsOff?: boolean;
  /** The noun of the error message: `a whole number` unless given (`whole seconds`, `a port number`). */
  words?: string;
  /** Said after the range in the error message (`or 0`). */
  tail?: string;
};

/**
 * The one parser of whole-number settings: decimal digits only (no sign, point or exponent), within
 * the rule's bounds; unset gives the fallback. A bad value stops the server naming the variable.
 *
 * @example parseWholeNumber('SWAP_QUOTE_SECONDS', get('SWAP_QUOTE_SECONDS'), 15, { min: 5, max: 120 })
 */
export function parseWholeNumber(name: string, value: string | null, fallback: number, rule: WholeNumberRule): number {
  if (value === null) return fallback;
  if (rule.zeroTurnsOff && value === '0') return 0;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < rule.min || n > rule.max) {
    const range = `${rule.min}-${rule.max}${rule.tail ? ` ${rule.tail}` : ''}`;
    throw new ConfigError(name, `expected ${rule.words ?? 'a whole number'} ${range}, got "${value}"`);
  }
  return n;
}
