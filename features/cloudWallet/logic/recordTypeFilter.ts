import { RECORD_TYPE_NUMBERS, type RecordType } from '@/features/cloudWallet/contract/walletRules';

/**
 * The value of the records' type filter: a spec type (SPEC §3, 1–16 without the unnamed 5 and 6)
 * from a `<select>` value, or undefined for "all types" and for anything else, so a stale or
 * crafted value never reaches the server as a filter it would refuse.
 *
 * @example recordTypeFilter('2') // 2
 * @example recordTypeFilter('') // undefined (all types)
 * @example recordTypeFilter('5') // undefined (not a named type)
 */
export function recordTypeFilter(value: string | null | undefined): RecordType | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const type = Number(value);
  return (RECORD_TYPE_NUMBERS as readonly number[]).includes(type) ? (type as RecordType) : undefined;
}
