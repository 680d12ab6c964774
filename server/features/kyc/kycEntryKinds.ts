// KYC's journal entry kind (a row inserted by migrations/…_kyc_init.sql).
declare module '../../ledger/entryKinds' {
  interface EntryKinds {
    kyc_fee: true;
  }
}

export {};
