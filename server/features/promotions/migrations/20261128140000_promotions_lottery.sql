-- Promotions: the lottery (/lottery, SPEC §1, §6). Draws paid with activated points from an
-- operator prize table (scripts/promotions.ts lottery-set-prizes): each prize a coin and amount or
-- "nothing", a weight in basis points (the table's weights sum to 10000 = 100 %), a stock; a cost
-- per draw in points and a daily limit of draws per user, the day being the UTC calendar day.

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('promotions_lottery_draw', 'A user draws the lottery: the cost in activated points to the platform treasury, the prize (if any) from the platform treasury');

-- The lottery's one settings row: on or off, the cost and the daily limit of the table in force.
-- No row: no prize table was ever set (noPrizeTable). The operator's commands change it while the
-- server runs; every draw reads it inside its own transaction.
CREATE TABLE promotion_lottery (
  id          boolean PRIMARY KEY DEFAULT true CHECK (id),
  enabled     boolean NOT NULL,
  -- Points (whole, the points coin has 0 decimals) taken by one draw.
  cost        numeric(78,0) NOT NULL CHECK (cost > 0),
  daily_limit integer NOT NULL CHECK (daily_limit BETWEEN 1 AND 1000),
  -- Which prize rows are in force (promotion_lottery_prizes.table_version).
  version     integer NOT NULL CHECK (version > 0),
  updated_at  timestamptz NOT NULL,
  updated_by  text NOT NULL
);

-- Every prize table the operator set, by version; the newest is in force, older ones stay for the
-- draws that name them. coin NULL is "nothing". stock NULL: no limit; otherwise the units left,
-- never below zero (a draw takes one with a conditional UPDATE).
CREATE TABLE promotion_lottery_prizes (
  id            bigserial PRIMARY KEY,
  table_version integer NOT NULL,
  position      integer NOT NULL CHECK (position >= 0),
  coin          text REFERENCES coins (symbol),
  -- Base units of `coin`; 0 for nothing.
  amount        numeric(78,0) NOT NULL CHECK (amount >= 0),
  weight        integer NOT NULL CHECK (weight BETWEEN 0 AND 10000),
  stock         bigint CHECK (stock >= 0),
  initial_stock bigint CHECK (initial_stock >= 0),
  enabled       boolean NOT NULL,
  CHECK ((coin IS NULL) = (amount = 0)),
  CHECK (coin IS NOT NULL OR stock IS NULL),
  UNIQUE (table_version, position)
);

-- How many draws a user made on a UTC day: the daily limit is one conditional upsert of this row
-- inside the draw's transaction, so concurrent draws by one user never pass it.
CREATE TABLE promotion_lottery_daily (
  user_id bigint NOT NULL REFERENCES users (id),
  day     date NOT NULL,
  draws   integer NOT NULL CHECK (draws > 0),
  PRIMARY KEY (user_id, day)
);

-- Every draw, beside its journal entry: who, when, what it cost and what it won. prize_id NULL and
-- coin NULL: nothing (drawn as nothing, or a prize out of stock, whose chance passes to nothing).
CREATE TABLE promotion_lottery_draws (
  id            bigserial PRIMARY KEY,
  entry_id      bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  user_id       bigint NOT NULL REFERENCES users (id),
  drawn_at      timestamptz NOT NULL,
  day           date NOT NULL,
  cost          numeric(78,0) NOT NULL CHECK (cost > 0),
  prize_id      bigint REFERENCES promotion_lottery_prizes (id),
  coin          text REFERENCES coins (symbol),
  amount        numeric(78,0) NOT NULL CHECK (amount >= 0),
  -- The prize the draw picked had no stock left: it won nothing instead.
  out_of_stock  boolean NOT NULL DEFAULT false,
  CHECK ((coin IS NULL) = (amount = 0))
);
CREATE INDEX promotion_lottery_draws_user_idx ON promotion_lottery_draws (user_id, id DESC);
