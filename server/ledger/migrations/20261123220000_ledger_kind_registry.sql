-- The ledger's kinds are rows, not CHECK lists (issue 11): a feature that needs a new entry kind
-- or account kind inserts it in its own migration, e.g.
--   INSERT INTO ledger_entry_kinds (kind, description) VALUES ('envelope_refund', 'An expired red envelope returned to its sender');
-- and the database refuses any kind that is not a row. A kind in use cannot be deleted.

CREATE TABLE ledger_entry_kinds (
  kind        text PRIMARY KEY CHECK (kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  description text NOT NULL CHECK (description <> '')
);
INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('internal_transfer', 'One user pays another inside the cloud wallet'),
  ('credit',            'The platform treasury credits a user (operator command, dev route)'),
  ('correction',        'Reverses or repairs an earlier entry; history is never edited');

ALTER TABLE journal_entries
  DROP CONSTRAINT journal_entries_kind_check,
  ADD CONSTRAINT journal_entries_kind_fkey FOREIGN KEY (kind) REFERENCES ledger_entry_kinds (kind);

-- Which accounts exist: a user's own (user_id set), or a platform account per coin (user_id NULL).
-- Only `platform_treasury` may go below zero (a CHECK on ledger_accounts).
CREATE TABLE ledger_account_kinds (
  kind        text PRIMARY KEY CHECK (kind ~ '^[a-z][a-z0-9_]{0,39}$'),
  description text NOT NULL CHECK (description <> '')
);
INSERT INTO ledger_account_kinds (kind, description) VALUES
  ('user',              'A user''s balance in one coin'),
  ('platform_fees',     'Fees the platform collected in one coin'),
  ('platform_treasury', 'Minus what the platform has put into the cloud in one coin');

ALTER TABLE ledger_accounts
  DROP CONSTRAINT ledger_accounts_kind_check,
  ADD CONSTRAINT ledger_accounts_kind_fkey FOREIGN KEY (kind) REFERENCES ledger_account_kinds (kind);
