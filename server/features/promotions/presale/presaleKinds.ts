// The pre-sale rounds' journal entry kinds and platform account (rows inserted by migrations/…_promotions_presale.sql).
declare module '../../../ledger/entryKinds' {
  interface EntryKinds {
    presale_commit: true;
    presale_settle: true;
  }
}
declare module '../../../ledger/ensureAccount' {
  interface PlatformAccountKinds {
    presale_escrow: true;
  }
}

export {};
