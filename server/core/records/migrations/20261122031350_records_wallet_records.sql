-- Was 003_wallet.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 003_wallet.sql records this file instead: server/db/legacyMigrations.ts.

-- Transaction records (SPEC §3) as each user sees them: one row per user touched by an entry,
-- written in the entry's transaction. `type` is the spec's number: an internal transfer is 1
-- (cloud out) for the sender and 2 (cloud in) for the receiver; a credit is 2 for the receiver.
-- from_label / to_label are the accids (or 'platform') at the time. Only `status` may ever
-- change (an on-chain withdrawal going from pending to success); nothing is deleted.
CREATE TABLE wallet_records (
  id         bigserial PRIMARY KEY,
  entry_id   bigint NOT NULL REFERENCES journal_entries (id),
  user_id    bigint NOT NULL REFERENCES users (id),
  coin       text NOT NULL REFERENCES coins (symbol),
  type       smallint NOT NULL CHECK (type IN (1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
  kind       text NOT NULL CHECK (kind IN ('internalTransfer', 'credit')),
  direction  text NOT NULL CHECK (direction IN ('in', 'out')),
  amount     numeric(78,0) NOT NULL CHECK (amount > 0),
  fee        numeric(78,0) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  from_label text NOT NULL,
  to_label   text NOT NULL,
  memo       text,
  status     text NOT NULL CHECK (status IN ('failed', 'waiting', 'success', 'pending')),
  created_at timestamptz NOT NULL,
  UNIQUE (entry_id, user_id)
);
CREATE INDEX wallet_records_user_idx ON wallet_records (user_id, id DESC);
CREATE INDEX wallet_records_user_coin_idx ON wallet_records (user_id, coin, id DESC);
-- Today's internal transfers out, for the daily limit.
CREATE INDEX wallet_records_daily_idx ON wallet_records (user_id, coin, created_at) WHERE type = 1;

CREATE FUNCTION wallet_records_only_status_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR (to_jsonb(NEW) - 'status') IS DISTINCT FROM (to_jsonb(OLD) - 'status') THEN
    RAISE EXCEPTION '% on wallet_records is refused: records change only their status', TG_OP
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER wallet_records_history BEFORE UPDATE OR DELETE ON wallet_records
  FOR EACH ROW EXECUTE FUNCTION wallet_records_only_status_changes();
CREATE TRIGGER wallet_records_no_truncate BEFORE TRUNCATE ON wallet_records
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_records_only_status_changes();
