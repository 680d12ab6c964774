/**
 * What a wallet record is (its `kind`), beside its SPEC §3 type number: the type says which list it
 * belongs to, the kind names the movement precisely (a red envelope's refund and a share received are
 * both type 10). Each feature declares the kinds it writes, in its own contract folder, by declaration
 * merging, and gives each a description in its server registration (`recordKinds`); its record titles
 * are its messages' `recordTitles.<kind>` (a title there replaces the type's name in the record list).
 *
 * @example
 * // features/wealth/contract/wealthRecordKinds.ts
 * export const WEALTH_RECORD_KINDS = { wealthOrder: 'money into a wealth product (type 4, out)' } as const;
 * declare module '@/lib/contract/recordKinds' { interface RecordKinds extends KindsOf<typeof WEALTH_RECORD_KINDS> {} }
 */
// An interface, not a union: a feature adds members by declaration merging.
export interface RecordKinds {}

export type RecordKind = keyof RecordKinds;

/** The members a feature's `{ kind: description }` object adds to RecordKinds. */
export type KindsOf<T extends Readonly<Record<string, string>>> = { [K in keyof T]: true };

/** The messages namespace several features add their record titles to (scripts/messageCatalogue.mjs). */
export const RECORD_TITLES_NAMESPACE = 'recordTitles';

/**
 * Marks a schema whose value is a record kind: the API description (server/openapi) replaces it with
 * the registered kinds and their meanings, which the contract cannot list (it is shared by all features).
 */
export const RECORD_KINDS_MARK = 'x-record-kinds';
