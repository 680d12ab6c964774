// The pre-sale rounds' journal entry kinds and platform account (rows inserted by migrations/…_promotions_presale.sql), and its job's lease table (…_promotions_presale_job.sql).
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
declare module '../../../db/jobLease' {
  interface JobTables {
    promotions_presale_job: true;
  }
}

export {};
