// The flash swap's journal entry kinds (rows inserted by migrations/…_swap_init.sql).
declare module '../../ledger/entryKinds' {
  interface EntryKinds {
    swap: true;
    swap_treasury_fund: true;
    swap_treasury_drain: true;
  }
}

export {};
