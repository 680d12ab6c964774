-- Record types (SPEC §3, lib/contract/walletRules.ts RECORD_TYPES) and record kinds are rows, not
-- CHECK lists (issue 11): a feature adds its own in its migration, e.g.
--   INSERT INTO record_kinds (kind, description) VALUES ('redEnvelope', 'A red envelope sent, received or refunded');
-- The spec does not name types 5 and 6, so they are not rows.

CREATE TABLE record_types (
  type smallint PRIMARY KEY CHECK (type > 0),
  -- The name in RECORD_TYPES.
  name text NOT NULL UNIQUE CHECK (name ~ '^[a-z][A-Za-z0-9]*$')
);
INSERT INTO record_types (type, name) VALUES
  (1, 'cloudOut'), (2, 'cloudIn'), (3, 'swap'), (4, 'financialProduct'), (7, 'hdOut'), (8, 'hdIn'),
  (9, 'redEnvelopeSent'), (10, 'redEnvelopeReceived'), (11, 'exchangeOut'), (12, 'exchangeIn'),
  (13, 'chainPurchaseFee'), (14, 'discountPurchaseFee'), (15, 'withdrawal'), (16, 'kycFee');

CREATE TABLE record_kinds (
  kind        text PRIMARY KEY CHECK (kind ~ '^[a-z][A-Za-z0-9]{0,39}$'),
  description text NOT NULL CHECK (description <> '')
);
INSERT INTO record_kinds (kind, description) VALUES
  ('internalTransfer', 'A transfer between two cloud accounts'),
  ('credit',           'A credit from the platform');

ALTER TABLE wallet_records
  DROP CONSTRAINT wallet_records_type_check,
  DROP CONSTRAINT wallet_records_kind_check,
  ADD CONSTRAINT wallet_records_type_fkey FOREIGN KEY (type) REFERENCES record_types (type),
  ADD CONSTRAINT wallet_records_kind_fkey FOREIGN KEY (kind) REFERENCES record_kinds (kind);
