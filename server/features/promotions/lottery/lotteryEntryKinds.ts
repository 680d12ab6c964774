// The lottery's journal entry kind (the row is inserted by migrations/…_promotions_lottery.sql).
declare module '../../../ledger/entryKinds' {
  interface EntryKinds {
    promotions_lottery_draw: true;
  }
}

export {};
