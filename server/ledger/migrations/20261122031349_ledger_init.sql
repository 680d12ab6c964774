-- Was 003_wallet.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 003_wallet.sql records this file instead: server/db/legacyMigrations.ts.

-- Ledger accounts: one per user per coin, plus the platform's own per coin. `balance` is kept by
-- server/ledger/postEntry.ts, the only code that moves money, and always equals the sum of the
-- account's legs.
--
-- INVARIANT: for every coin, the balances of all accounts sum to zero. Money enters the cloud
-- only from `platform_treasury`, the one account allowed below zero: its balance is minus what
-- the platform has credited in that coin (deposits, operator credits). `platform_fees` collects
-- fees. Every other account, users' above all, never goes below zero.
CREATE TABLE ledger_accounts (
  id      bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  kind    text NOT NULL CHECK (kind IN ('user', 'platform_fees', 'platform_treasury')),
  coin    text NOT NULL REFERENCES coins (symbol),
  balance numeric(78,0) NOT NULL DEFAULT 0,
  CHECK ((kind = 'user') = (user_id IS NOT NULL)),
  CHECK (kind = 'platform_treasury' OR balance >= 0),
  -- One platform account per kind and coin too: NULL user ids count as equal.
  UNIQUE NULLS NOT DISTINCT (user_id, coin, kind),
  -- Lets each leg carry its coin, checked against its account.
  UNIQUE (id, coin)
);

INSERT INTO ledger_accounts (user_id, kind, coin)
SELECT NULL, kind, symbol FROM coins CROSS JOIN (VALUES ('platform_fees'), ('platform_treasury')) AS k (kind);

-- One movement of value. `created_by` is who asked: 'user:<id>', 'operator:<name>' or 'dev';
-- its idempotency key is unique per initiator, and `fingerprint` (a digest of the request) lets a
-- retry with the same key but another request be refused.
CREATE TABLE journal_entries (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('internal_transfer', 'credit', 'correction')),
  created_by      text NOT NULL CHECK (created_by ~ '^(user:[0-9]+|operator:[A-Za-z0-9_.@-]{1,64}|dev)$'),
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  fingerprint     text NOT NULL,
  memo            text CHECK (char_length(memo) <= 100),
  created_at      timestamptz NOT NULL,
  UNIQUE (created_by, idempotency_key)
);

-- The legs of an entry: signed amounts that sum to zero per coin (checked at commit below).
CREATE TABLE journal_legs (
  entry_id   bigint NOT NULL REFERENCES journal_entries (id),
  account_id bigint NOT NULL,
  coin       text NOT NULL,
  amount     numeric(78,0) NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (entry_id, account_id),
  FOREIGN KEY (account_id, coin) REFERENCES ledger_accounts (id, coin)
);
CREATE INDEX journal_legs_account_id_idx ON journal_legs (account_id);

-- History is never rewritten: entries and legs refuse UPDATE, DELETE and TRUNCATE (a correction
-- is a new entry). Ledger accounts refuse DELETE and any change but their balance.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is refused: the ledger is append-only; post a correcting entry instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;

CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_legs_append_only BEFORE UPDATE OR DELETE ON journal_legs
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_legs_no_truncate BEFORE TRUNCATE ON journal_legs
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

CREATE FUNCTION ledger_accounts_only_balance_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.user_id, NEW.kind, NEW.coin) IS DISTINCT FROM (OLD.id, OLD.user_id, OLD.kind, OLD.coin) THEN
    RAISE EXCEPTION 'ledger account % may change only its balance', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_only_balance BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_only_balance_changes();

-- At commit, every entry's legs must sum to zero per coin, and every entry must have legs.
-- Deferred, so the legs of one entry can be inserted one by one within its transaction.
CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT coin, sum(amount) AS total INTO unbalanced
    FROM journal_legs WHERE entry_id = NEW.entry_id
   GROUP BY coin HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance: its % legs sum to %', NEW.entry_id, unbalanced.coin, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER journal_legs_balance AFTER INSERT ON journal_legs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance();

CREATE FUNCTION journal_entry_must_have_legs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_legs WHERE entry_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'journal entry % has fewer than two legs', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER journal_entries_have_legs AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_have_legs();
