-- Red envelopes (issue 16; SPEC §1, §3, §5, record types 9 and 10). The total leaves the sender
-- into the envelope escrow (a system account per coin, never negative) in one entry; each claim
-- takes one share out of it; at expiry a system job refunds the unclaimed rest to the sender.
-- Shares are decided at creation (auditable, independent of claim timing).

INSERT INTO ledger_account_kinds (kind, description) VALUES
  ('envelope_escrow', 'Red envelopes sent and not yet claimed or refunded, per coin');
INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('envelope_send',   'A user sends a red envelope: the total goes into the envelope escrow'),
  ('envelope_claim',  'A user claims one share of a red envelope from the envelope escrow'),
  ('envelope_refund', 'The expiry job returns an envelope''s unclaimed rest to its sender');
INSERT INTO record_kinds (kind, description) VALUES
  ('redEnvelope',       'A red envelope sent (type 9) or a share of one received (type 10)'),
  ('redEnvelopeRefund', 'The unclaimed rest of an expired red envelope, back to its sender (type 10)');
INSERT INTO notice_kinds (kind, description) VALUES
  ('envelopeClaimed',  'Someone claimed a share of the user''s red envelope'),
  ('envelopeRefunded', 'The unclaimed rest of the user''s expired red envelope came back');

INSERT INTO ledger_accounts (user_id, kind, coin)
SELECT NULL, 'envelope_escrow', symbol FROM coins ON CONFLICT DO NOTHING;

-- claim_code: 10 characters of an alphabet without look-alikes, random (redEnvelopeRules.ts);
-- link_id: 128 random bits, base64url. Both unique, both looked up.
CREATE TABLE envelopes (
  id               bigserial PRIMARY KEY,
  sender_id        bigint NOT NULL REFERENCES users (id),
  coin             text NOT NULL REFERENCES coins (symbol),
  kind             text NOT NULL CHECK (kind IN ('lucky', 'fixed')),
  quantity         integer NOT NULL CHECK (quantity BETWEEN 1 AND 10000),
  total            numeric(78,0) NOT NULL CHECK (total >= quantity),
  share_amount     numeric(78,0) CHECK (share_amount > 0),
  wishes           text NOT NULL,
  claim_code       text NOT NULL UNIQUE CHECK (claim_code ~ '^[2-9A-HJKMNP-TV-Z]{10}$'),
  link_id          text NOT NULL UNIQUE CHECK (link_id ~ '^[A-Za-z0-9_-]{22}$'),
  -- The USD value at creation (price store), for the daily limit per sender.
  usd_micros       numeric(30,0) NOT NULL CHECK (usd_micros >= 0),
  created_at       timestamptz NOT NULL,
  expires_at       timestamptz NOT NULL CHECK (expires_at > created_at),
  send_entry_id    bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  refunded_at      timestamptz,
  refunded_amount  numeric(78,0) CHECK (refunded_amount > 0),
  refund_entry_id  bigint UNIQUE REFERENCES journal_entries (id),
  CHECK ((kind = 'fixed') = (share_amount IS NOT NULL)),
  CHECK ((refunded_at IS NULL) = (refund_entry_id IS NULL) AND (refunded_at IS NULL) = (refunded_amount IS NULL))
);
CREATE INDEX envelopes_sender_idx ON envelopes (sender_id, id);
CREATE INDEX envelopes_daily_idx ON envelopes (sender_id, created_at);
CREATE INDEX envelopes_due_idx ON envelopes (expires_at) WHERE refunded_at IS NULL;

-- One row per share, amounts fixed at creation. A claim sets claimed_by once; the unique key is
-- the database's "one claim per user per envelope".
CREATE TABLE envelope_shares (
  envelope_id     bigint NOT NULL REFERENCES envelopes (id),
  position        integer NOT NULL CHECK (position >= 1),
  amount          numeric(78,0) NOT NULL CHECK (amount > 0),
  claimed_by      bigint REFERENCES users (id),
  claimed_at      timestamptz,
  claim_entry_id  bigint UNIQUE REFERENCES journal_entries (id),
  PRIMARY KEY (envelope_id, position),
  UNIQUE (envelope_id, claimed_by),
  CHECK ((claimed_by IS NULL) = (claimed_at IS NULL) AND (claimed_by IS NULL) = (claim_entry_id IS NULL))
);
CREATE INDEX envelope_shares_claimer_idx ON envelope_shares (claimed_by, claimed_at) WHERE claimed_by IS NOT NULL;
CREATE INDEX envelope_shares_open_idx ON envelope_shares (envelope_id, position) WHERE claimed_by IS NULL;

-- Wrong claim codes, per subject ('user:<id>' or 'ip:<address>'), kept 24 hours (the lockout window).
CREATE TABLE envelope_code_misses (
  id          bigserial PRIMARY KEY,
  subject     text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX envelope_code_misses_idx ON envelope_code_misses (subject, created_at);

-- The expiry job's lease (one instance at a time, as the market job's).
CREATE TABLE envelope_job (
  id               integer PRIMARY KEY CHECK (id = 1),
  running_until    timestamptz,
  last_started_at  timestamptz
);
INSERT INTO envelope_job (id) VALUES (1);
