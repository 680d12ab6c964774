-- Promotions, pre-sale rounds (/index/premmt): an operator defines a round (token, price,
-- allocation, lot, per-user cap, subscription window); users commit USDT into the pre-sale escrow
-- during the window; at close a draw from the round's seed allocates the allocation in lots, and
-- each subscriber's settlement (tokens for the lots won, the rest of the USDT back) is one entry.

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('presale_commit', 'A user commits USDT to a pre-sale round: from the user to the pre-sale escrow'),
  ('presale_settle', 'A pre-sale round settles one subscriber: the commitment leaves the escrow, its cost to the treasury, the rest back; the tokens won from the treasury');

INSERT INTO ledger_account_kinds (kind, description) VALUES
  ('presale_escrow', 'USDT committed to pre-sale rounds not yet drawn');

INSERT INTO record_kinds (kind, description) VALUES
  ('presaleCommit',     'USDT committed to a pre-sale round (type 13, out, to "presale")'),
  ('presaleRefund',     'The part of a pre-sale commitment that bought nothing, back (type 13, in, from "presale")'),
  ('presaleAllocation', 'Tokens won in a pre-sale draw (type 13, in, from "presale")');

-- A round. `seed` is secret until the draw (drawn_at set); `seed_hash` is public from creation.
-- `anon_salt` is never published: it keys the subscribers' anonymised ids.
CREATE TABLE presale_rounds (
  id          bigserial PRIMARY KEY,
  token       text NOT NULL REFERENCES coins (symbol),
  -- USDT base units per whole token.
  price       numeric(78,0) NOT NULL CHECK (price > 0),
  -- Token base units on sale.
  allocation  numeric(78,0) NOT NULL CHECK (allocation > 0),
  -- USDT base units: a commitment is whole lots; the cap is a whole number of lots.
  lot         numeric(78,0) NOT NULL CHECK (lot > 0),
  cap         numeric(78,0) NOT NULL CHECK (cap >= lot AND cap % lot = 0),
  opens_at    timestamptz NOT NULL,
  closes_at   timestamptz NOT NULL CHECK (closes_at > opens_at),
  seed        text NOT NULL CHECK (seed ~ '^[0-9a-f]{64}$'),
  seed_hash   text NOT NULL CHECK (seed_hash ~ '^[0-9a-f]{64}$'),
  anon_salt   text NOT NULL CHECK (anon_salt ~ '^[0-9a-f]{64}$'),
  created_by  text NOT NULL,
  created_at  timestamptz NOT NULL,
  drawn_at    timestamptz,
  drawn_by    text,
  CHECK ((drawn_at IS NULL) = (drawn_by IS NULL))
);

-- One row per subscriber of a round: the total committed, taken by one conditional upsert inside
-- each commitment's transaction, so concurrent commitments never pass the cap.
CREATE TABLE presale_subscribers (
  round_id    bigint NOT NULL REFERENCES presale_rounds (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  anon_id     text NOT NULL CHECK (anon_id ~ '^[0-9a-f]{16}$'),
  committed   numeric(78,0) NOT NULL CHECK (committed > 0),
  first_at    timestamptz NOT NULL,
  last_at     timestamptz NOT NULL,
  PRIMARY KEY (round_id, user_id),
  UNIQUE (round_id, anon_id)
);
CREATE INDEX presale_subscribers_user_idx ON presale_subscribers (user_id, round_id DESC);

-- One row per commitment, beside its journal entry.
CREATE TABLE presale_commits (
  entry_id    bigint PRIMARY KEY REFERENCES journal_entries (id),
  round_id    bigint NOT NULL REFERENCES presale_rounds (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  amount      numeric(78,0) NOT NULL CHECK (amount > 0),
  created_at  timestamptz NOT NULL
);

-- The draw's result per subscriber, written with drawn_at in one transaction; `entry_id` is set
-- when the subscriber's settlement is posted (a draw run again posts only those still unset).
CREATE TABLE presale_results (
  round_id    bigint NOT NULL REFERENCES presale_rounds (id),
  user_id     bigint NOT NULL REFERENCES users (id),
  lots        integer NOT NULL CHECK (lots > 0),
  won_lots    integer NOT NULL CHECK (won_lots >= 0 AND won_lots <= lots),
  tokens      numeric(78,0) NOT NULL CHECK (tokens >= 0),
  cost        numeric(78,0) NOT NULL CHECK (cost >= 0),
  refund      numeric(78,0) NOT NULL CHECK (refund >= 0),
  entry_id    bigint REFERENCES journal_entries (id),
  PRIMARY KEY (round_id, user_id)
);
CREATE INDEX presale_results_unsettled_idx ON presale_results (round_id) WHERE entry_id IS NULL;
