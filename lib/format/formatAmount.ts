import { parseDecimal, roundDecimal, splitDecimal, type Decimal } from './decimal';
import { groupThousands } from './groupThousands';

/** Token amount in base units, e.g. wei with `decimals: 18`. */
export type BaseUnits = { value: bigint; decimals: number };

const SHOWN_DECIMALS = 6;

/**
 * An amount with 6 decimals and comma thousands separators (SPEC §9: "keep 6 decimals", read
 * literally, so 1234.5 → "1,234.500000"; `{ trim: true }` drops trailing zeros and a bare dot).
 * Extra decimals are truncated toward zero, never rounded up: a wallet must not show more money
 * than there is. Exact for any size — strings and bigints never pass through a float.
 *
 * Six decimals suit lists (balances, records). The amount a user acts on — the balance beside an
 * amount field ("Available"), a confirm screen, a record's detail, a done screen — takes `exact`:
 * every decimal of the coin, trailing zeros trimmed, so Max (which fills 0.10929038) and the text
 * (which said 0.10929) never disagree.
 *
 * @example formatAmount('1234.5') // '1,234.500000'
 * @example formatAmount({ value: 1500000000000000000n, decimals: 18 }) // '1.500000'
 * @example formatAmount({ value: 1500000000000000000n, decimals: 18 }, { trim: true }) // '1.5'
 * @example formatAmount('0.0000092903', { exact: true }) // '0.0000092903' (every decimal: quotes, rates)
 * @throws {InvalidDecimalError} for a string that is not a decimal number ("1,234" included).
 * @throws {RangeError} when `decimals` is not a non-negative integer.
 */
export function formatAmount(amount: string | BaseUnits, options: { trim?: boolean; exact?: boolean } = {}): string {
  const value: Decimal = typeof amount === 'string' ? parseDecimal(amount) : fromBaseUnits(amount);
  // `exact` keeps every decimal (trimmed): a quote or a rate must show what is agreed, not 6 places of it.
  const { negative, integer, fraction } = splitDecimal(options.exact ? value : roundDecimal(value, SHOWN_DECIMALS, 'truncate'));
  const shown = options.trim || options.exact ? fraction.replace(/0+$/, '') : fraction;
  return `${negative ? '-' : ''}${groupThousands(integer)}${shown ? `.${shown}` : ''}`;
}

function fromBaseUnits({ value, decimals }: BaseUnits): Decimal {
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError(`Invalid decimals: ${decimals}`);
  return { units: value, scale: decimals };
}
