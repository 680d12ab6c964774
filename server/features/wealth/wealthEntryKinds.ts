// The wealth feature's journal entry kinds (rows inserted by migrations/…_wealth_init.sql).
declare module '../../ledger/entryKinds' {
  interface EntryKinds {
    wealth_buy: true;
    wealth_redeem: true;
    wealth_maturity: true;
  }
}

export {};
