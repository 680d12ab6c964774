// The promotions feature's journal entry kinds (rows inserted by migrations/…_promotions_init.sql and …_promotions_discount.sql).
declare module '../../ledger/entryKinds' {
  interface EntryKinds {
    promotions_token_buy: true;
    promotions_points_credit: true;
    promotions_discount_buy: true;
    promotions_package_exchange: true;
    promotions_points_exchange: true;
    promotions_token_exchange: true;
  }
}

export {};
