/**
 * A PostgreSQL array literal of integers or decimals (`{1,-20,3}`), for `$1::bigint[]` /
 * `$1::numeric[]`. Both database drivers pass a string through unchanged, so arrays of bigint
 * behave the same on PGlite and `pg`. Only for numbers: nothing here is quoted.
 *
 * @example await q.query('SELECT * FROM ledger_accounts WHERE id = ANY($1::bigint[])', [pgArray([1n, 2n])])
 */
export function pgArray(values: readonly (bigint | number)[]): string {
  for (const value of values) {
    if (typeof value === 'number' && !Number.isSafeInteger(value)) throw new RangeError(`not an integer: ${value}`);
  }
  return `{${values.join(',')}}`;
}
