// The red envelope's journal entry kinds (rows inserted by migrations/…_redEnvelopes_init.sql).
declare module '../../ledger/entryKinds' {
  interface EntryKinds {
    envelope_send: true;
    envelope_claim: true;
    envelope_refund: true;
  }
}

export {};
