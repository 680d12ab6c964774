/** Base units → the decimal string the wire carries (the client uses the same function). */
export { unitsToDecimal as formatBaseUnits } from '../../lib/format/unitsToDecimal';

/** A numeric(78,0) column as the adapters return it ('123') → bigint. */
export const toUnits = (value: string | number | bigint): bigint => BigInt(value);
