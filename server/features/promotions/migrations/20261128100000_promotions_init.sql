-- Promotions, first slice (SPEC §1, §9; record type 13): the platform token and a second token,
-- issued by the platform as ledger coins; activated points, a non-transferable balance in the same
-- ledger (coin POINTS: no internal transfer, deposit, withdrawal or swap); operator-set prices for
-- coins no market lists; buying the token with USDT.
--
-- The two tokens' symbols come from the settings (PROMOTIONS_TOKEN_SYMBOL, PROMOTIONS_SECOND_SYMBOL),
-- so their `coins` rows are written at start-up (ensurePromotionCoins.ts), not here, and the points'
-- row with them; the role table remembers which coin plays which role, so a changed symbol is
-- refused instead of issuing a new coin. Points have every movement switch off, for good: they
-- leave an account only through the promotions feature's own entries.

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('promotions_token_buy',     'A user buys the platform token with USDT: USDT to the platform treasury (the fee to the platform fees), the token from the platform treasury'),
  ('promotions_points_credit', 'An operator credits activated points from the platform treasury');

CREATE TABLE promotion_coins (
  role   text PRIMARY KEY CHECK (role IN ('token', 'second', 'points')),
  symbol text NOT NULL UNIQUE REFERENCES coins (symbol)
);

-- Prices set by the operator (scripts/promotions.ts price-set), used where the price store has no
-- price for the coin. Append-only: the newest row of a coin is its price, the rest its history.
CREATE TABLE promotion_prices (
  id         bigserial PRIMARY KEY,
  coin       text NOT NULL REFERENCES coins (symbol),
  -- USDT base units (6 decimals) per whole coin.
  price      numeric(78,0) NOT NULL CHECK (price > 0),
  set_by     text NOT NULL CHECK (set_by ~ '^(operator:[A-Za-z0-9_.@-]{1,64}|dev)$'),
  set_at     timestamptz NOT NULL
);
CREATE INDEX promotion_prices_coin_idx ON promotion_prices (coin, id DESC);

-- One row per token purchase, beside its journal entry: the price it was bought at.
CREATE TABLE promotion_purchases (
  entry_id   bigint PRIMARY KEY REFERENCES journal_entries (id),
  user_id    bigint NOT NULL REFERENCES users (id),
  coin       text NOT NULL REFERENCES coins (symbol),
  amount     numeric(78,0) NOT NULL CHECK (amount > 0),
  price      numeric(78,0) NOT NULL CHECK (price > 0),
  price_source text NOT NULL CHECK (price_source IN ('market', 'operator')),
  cost       numeric(78,0) NOT NULL CHECK (cost > 0),
  fee        numeric(78,0) NOT NULL CHECK (fee >= 0),
  created_at timestamptz NOT NULL
);
CREATE INDEX promotion_purchases_user_idx ON promotion_purchases (user_id, entry_id DESC);
