-- Flash swap (issue 15; SPEC §1, §4, §5, record type 3): quotes that hold a rate for a short time
-- and are used at most once, per-pair settings, and the swap treasury, a system account per coin
-- holding the inventory users swap against. The treasury never goes below zero (the ledger's
-- CHECK): a swap it cannot pay is refused, up front at the quote and again at the posting.

INSERT INTO ledger_account_kinds (kind, description) VALUES
  ('swap_treasury', 'The flash swap''s inventory in one coin: users swap against it');
INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('swap',                'A user swaps one coin for another against the swap treasury at a quoted rate'),
  ('swap_treasury_fund',  'An operator moves coins from the platform treasury into the swap treasury'),
  ('swap_treasury_drain', 'An operator moves coins from the swap treasury back to the platform treasury');
INSERT INTO record_kinds (kind, description) VALUES
  ('swap', 'A flash swap: one record for the coin paid, one for the coin received');

INSERT INTO ledger_accounts (user_id, kind, coin)
SELECT NULL, 'swap_treasury', symbol FROM coins ON CONFLICT DO NOTHING;

-- A swap writes two records for one user in one entry (the coin paid and the coin received).
ALTER TABLE wallet_records
  DROP CONSTRAINT wallet_records_entry_id_user_id_key,
  ADD CONSTRAINT wallet_records_entry_user_coin_key UNIQUE (entry_id, user_id, coin);
-- The other side of a swap and its rate (coin received per coin paid), shown with the record.
ALTER TABLE wallet_records
  ADD COLUMN counter_coin text REFERENCES coins (symbol),
  ADD COLUMN counter_amount numeric(78,0) CHECK (counter_amount > 0),
  ADD COLUMN rate text CHECK (rate ~ '^[0-9]+(\.[0-9]+)?$'),
  ADD CONSTRAINT wallet_records_counter_check CHECK ((counter_coin IS NULL) = (counter_amount IS NULL) AND (counter_coin IS NULL) = (rate IS NULL));

-- Per-pair settings; a pair without a row uses the server's defaults (SWAP_SPREAD_BPS,
-- SWAP_MIN_USD, SWAP_MAX_USD). Limits are USD values of the coin paid, in micro-dollars.
CREATE TABLE swap_pairs (
  from_coin  text NOT NULL REFERENCES coins (symbol),
  to_coin    text NOT NULL REFERENCES coins (symbol),
  spread_bps integer NOT NULL CHECK (spread_bps BETWEEN 0 AND 1000),
  min_usd_micros numeric(30,0) NOT NULL CHECK (min_usd_micros >= 0),
  max_usd_micros numeric(30,0) NOT NULL CHECK (max_usd_micros >= min_usd_micros),
  enabled    boolean NOT NULL DEFAULT true,
  PRIMARY KEY (from_coin, to_coin),
  CHECK (from_coin <> to_coin)
);

-- A quote lives from created_at until expires_at (excluded) and is used at most once: accepting
-- is one conditional UPDATE of an open, unexpired quote owned by the user, in the posting
-- transaction. Amounts are base units; prices the USD prices it was computed from.
CREATE TABLE swap_quotes (
  id             bigserial PRIMARY KEY,
  user_id        bigint NOT NULL REFERENCES users (id),
  from_coin      text NOT NULL REFERENCES coins (symbol),
  to_coin        text NOT NULL REFERENCES coins (symbol),
  side           text NOT NULL CHECK (side IN ('from', 'to')),
  from_amount    numeric(78,0) NOT NULL CHECK (from_amount > 0),
  to_amount      numeric(78,0) NOT NULL CHECK (to_amount > 0),
  spread_amount  numeric(78,0) NOT NULL CHECK (spread_amount >= 0),
  spread_bps     integer NOT NULL,
  rate           text NOT NULL,
  inverse_rate   text NOT NULL,
  from_usd       text NOT NULL,
  to_usd         text NOT NULL,
  usd_micros     numeric(30,0) NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL CHECK (expires_at > created_at),
  used_at        timestamptz,
  entry_id       bigint REFERENCES journal_entries (id),
  CHECK (from_coin <> to_coin)
);
CREATE INDEX swap_quotes_daily_idx ON swap_quotes (user_id, used_at) WHERE used_at IS NOT NULL;

-- Every coin with a market price can be swapped (AISI has none); scripts/swap.ts switches a coin.
UPDATE coins SET swap_enabled = true WHERE symbol <> 'AISI';
