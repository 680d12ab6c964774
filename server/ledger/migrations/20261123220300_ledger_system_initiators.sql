-- System initiators (issue 11): jobs (accrual, expiry refunds, deposit credits, swap treasury) post
-- entries as `job:<name>:<runId>`, so every entry still says which run of which job moved it.
-- Idempotency keys of all jobs share one space, `job`, and a job derives its key from what it
-- settles (server/ledger/systemInitiator.ts systemEntryKey, e.g. 'envelopeRefund-42'): a job
-- that runs twice, or a second job settling the same thing, gets the first entry back and moves
-- nothing. Users, operators and 'dev' keep a key space each, as before.

-- Whose key space an entry's idempotency key belongs to.
CREATE FUNCTION ledger_initiator(created_by text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN created_by LIKE 'job:%' THEN 'job' ELSE created_by END
$$;

ALTER TABLE journal_entries
  DROP CONSTRAINT journal_entries_created_by_check,
  ADD CONSTRAINT journal_entries_created_by_check
    CHECK (created_by ~ '^(user:[0-9]+|operator:[A-Za-z0-9_.@-]{1,64}|dev|job:[a-z][A-Za-z0-9]{0,39}:[A-Za-z0-9_.-]{1,64})$');

ALTER TABLE journal_entries ADD COLUMN initiator text NOT NULL GENERATED ALWAYS AS (ledger_initiator(created_by)) STORED;

-- Unique per key space instead of per created_by (the same for everyone but jobs).
ALTER TABLE journal_entries
  DROP CONSTRAINT journal_entries_created_by_idempotency_key_key,
  ADD CONSTRAINT journal_entries_initiator_idempotency_key_key UNIQUE (initiator, idempotency_key);
