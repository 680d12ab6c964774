const grouping = new Intl.NumberFormat('en-US', { useGrouping: true });

/**
 * Writes an integer with comma thousands separators, whatever the UI locale (SPEC §9). Intl is
 * exact for bigint, so 78-digit token amounts keep every digit.
 *
 * @example groupThousands(1234567n) // '1,234,567'
 */
export function groupThousands(integer: bigint): string {
  return grouping.format(integer);
}
