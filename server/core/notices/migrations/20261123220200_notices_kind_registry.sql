-- Notice kinds (lib/contract/walletRules.ts NOTICE_KINDS) are rows, not a CHECK list (issue 11):
-- a feature adds its own in its migration, e.g.
--   INSERT INTO notice_kinds (kind, description) VALUES ('envelopeRefunded', 'An expired red envelope came back');
-- and words it in messages (notices.<kind>).

CREATE TABLE notice_kinds (
  kind        text PRIMARY KEY CHECK (kind ~ '^[a-z][A-Za-z0-9]{0,39}$'),
  description text NOT NULL CHECK (description <> '')
);
INSERT INTO notice_kinds (kind, description) VALUES
  ('transferReceived', 'Someone sent the user a transfer'),
  ('credited',         'The platform credited the user'),
  ('securityChanged',  'A password, pay password or Google verification changed');

ALTER TABLE notices
  DROP CONSTRAINT notices_kind_check,
  ADD CONSTRAINT notices_kind_fkey FOREIGN KEY (kind) REFERENCES notice_kinds (kind);
