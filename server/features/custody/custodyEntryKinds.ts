// Custody's journal entry kinds (rows inserted by migrations/…_custody_init.sql).
declare module '../../ledger/entryKinds' {
  interface EntryKinds {
    custody_deposit: true;
    custody_withdrawal_hold: true;
    custody_withdrawal_settle: true;
    custody_withdrawal_release: true;
  }
}

export {};
