/**
 * The journal entry kinds TypeScript knows. Each is a row of `ledger_entry_kinds`, and the
 * database refuses an entry of any other kind (server/ledger/migrations/…_ledger_kind_registry.sql).
 * A feature adds its kind in its own folder, beside the migration that inserts the row, without
 * editing this file:
 *
 * @example
 * // server/features/redEnvelope/envelopeEntryKinds.ts
 * declare module '../../ledger/entryKinds' { interface EntryKinds { envelope_refund: true } }
 */
// An interface, not a union: a feature adds members by declaration merging.
export interface EntryKinds {
  internal_transfer: true;
  credit: true;
  correction: true;
}

export type EntryKind = keyof EntryKinds;
