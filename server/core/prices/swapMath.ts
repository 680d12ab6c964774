/**
 * The arithmetic of a flash swap quote, exact, in integers: USD prices are decimal strings, amounts
 * are base units. Rounding is never in the user's favour: what they get is rounded down, what they
 * pay is rounded up.
 */

/** A non-negative decimal string as a fraction n / 10^scale. */
type Decimal = { n: bigint; scale: bigint };

function parseDecimal(text: string): Decimal {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`${JSON.stringify(text)} is not a decimal string`);
  const fraction = match[2] ?? '';
  return { n: BigInt(match[1] + fraction), scale: 10n ** BigInt(fraction.length) };
}

const divDown = (a: bigint, b: bigint) => a / b;
const divUp = (a: bigint, b: bigint) => (a + b - 1n) / b;

export type SwapPrices = { fromUsd: string; toUsd: string };
export type SwapCoins = { fromDecimals: number; toDecimals: number };

/**
 * What the user gets for paying `fromUnits`, after a spread of `spreadBps`, rounded down; and what
 * they would get with no spread (the spread's amount is the difference).
 *
 * @example receiveFor(1_000000n, { fromUsd: '1', toUsd: '2' }, { fromDecimals: 6, toDecimals: 8 }, 50) // { units: 49750000n, withoutSpread: 50000000n }
 */
export function receiveFor(fromUnits: bigint, prices: SwapPrices, coins: SwapCoins, spreadBps: number) {
  const from = parseDecimal(prices.fromUsd);
  const to = parseDecimal(prices.toUsd);
  if (to.n === 0n) throw new RangeError('the price of the coin received is 0');
  // fromUnits / 10^df × fromUsd / toUsd × 10^dt × (10000 − bps) / 10000
  const num = fromUnits * from.n * to.scale * 10n ** BigInt(coins.toDecimals);
  const den = from.scale * to.n * 10n ** BigInt(coins.fromDecimals);
  return { units: divDown(num * BigInt(10_000 - spreadBps), den * 10_000n), withoutSpread: divDown(num, den) };
}

/**
 * What the user pays to get exactly `toUnits`, after a spread of `spreadBps`, rounded up.
 *
 * @example payFor(49750000n, { fromUsd: '1', toUsd: '2' }, { fromDecimals: 6, toDecimals: 8 }, 50) // 1000000n
 */
export function payFor(toUnits: bigint, prices: SwapPrices, coins: SwapCoins, spreadBps: number): bigint {
  const from = parseDecimal(prices.fromUsd);
  const to = parseDecimal(prices.toUsd);
  if (from.n === 0n) throw new RangeError('the price of the coin paid is 0');
  const num = toUnits * to.n * from.scale * 10n ** BigInt(coins.fromDecimals) * 10_000n;
  const den = to.scale * from.n * 10n ** BigInt(coins.toDecimals) * BigInt(10_000 - spreadBps);
  return divUp(num, den);
}

/**
 * `a / b` of two base-unit amounts as a decimal string, rounded down: the rate shown (to per 1
 * from, or the inverse). It keeps `places` decimals, and below 1 at least `places` significant
 * digits (a BTC-per-USDT rate of 0.0000092903 keeps its figures).
 *
 * @example ratio(49750000n, 8, 1_000000n, 6, 8) // '0.4975'
 */
export function ratio(aUnits: bigint, aDecimals: number, bUnits: bigint, bDecimals: number, places: number): string {
  if (bUnits === 0n) throw new RangeError('division by a zero amount');
  const precision = 36;
  const scaled = (aUnits * 10n ** BigInt(bDecimals + precision)) / (bUnits * 10n ** BigInt(aDecimals));
  const text = scaled.toString().padStart(precision + 1, '0');
  const whole = text.slice(0, text.length - precision);
  const digits = text.slice(text.length - precision);
  const firstFigure = whole === '0' ? digits.search(/[1-9]/) : 0;
  const kept = Math.min(precision, Math.max(places, firstFigure < 0 ? places : firstFigure + places));
  const fraction = digits.slice(0, kept).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/**
 * The USD value of `units` at `usd`, in micro-dollars (6 decimals), rounded down: the unit the
 * limits compare in.
 *
 * @example usdMicros(1_50000000n, 8, '100') // 150000000n (150 USD)
 */
export function usdMicros(units: bigint, decimals: number, usd: string): bigint {
  const price = parseDecimal(usd);
  return (units * price.n * 1_000_000n) / (price.scale * 10n ** BigInt(decimals));
}
