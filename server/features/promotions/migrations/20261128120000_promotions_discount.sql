-- Promotions: the discounted sale (/discount-buy, SPEC §1, §5, §9; record type 14). The platform
-- token at a discount (PROMOTIONS_DISCOUNT_PERCENT, 10 %) paid in USDT, at most
-- PROMOTIONS_DISCOUNT_CAP (100) tokens per person in total, for KYC level 2 or above, and only in
-- one discount event per person.

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('promotions_discount_buy', 'A user buys the platform token at a discount with USDT: USDT to the platform treasury (the fee to the platform fees), the token from the platform treasury');

-- Discount events: the operator opens one (scripts/promotions.ts discount-open), which closes the
-- one open before it; discount-close closes the sale. At most one is open; a name is never reused,
-- so "an earlier event" is any other name. The first event is open from the start, so the sale
-- works out of the box.
CREATE TABLE promotion_discount_events (
  name       text PRIMARY KEY CHECK (name ~ '^[a-z0-9][a-z0-9-]{0,39}$'),
  opened_at  timestamptz NOT NULL,
  opened_by  text NOT NULL,
  closed_at  timestamptz,
  closed_by  text,
  CHECK ((closed_at IS NULL) = (closed_by IS NULL))
);
CREATE UNIQUE INDEX promotion_discount_events_one_open ON promotion_discount_events ((true)) WHERE closed_at IS NULL;
INSERT INTO promotion_discount_events (name, opened_at, opened_by) VALUES ('discount-1', now(), 'migration');

-- One row per person who bought in the sale: the event they took part in and how much they bought
-- in total. The cap and the one-event rule are enforced by a single conditional upsert of this row
-- inside the purchase's transaction, so concurrent purchases by one person queue on the row and
-- the total never passes the cap.
CREATE TABLE promotion_discount_buyers (
  user_id    bigint PRIMARY KEY REFERENCES users (id),
  event      text NOT NULL REFERENCES promotion_discount_events (name),
  -- Token base units bought in `event`, over all purchases.
  bought     numeric(78,0) NOT NULL CHECK (bought > 0),
  first_at   timestamptz NOT NULL,
  last_at    timestamptz NOT NULL
);

-- One row per discounted purchase, beside its journal entry.
CREATE TABLE promotion_discount_purchases (
  entry_id     bigint PRIMARY KEY REFERENCES journal_entries (id),
  user_id      bigint NOT NULL REFERENCES users (id),
  event        text NOT NULL REFERENCES promotion_discount_events (name),
  coin         text NOT NULL REFERENCES coins (symbol),
  amount       numeric(78,0) NOT NULL CHECK (amount > 0),
  -- USDT base units per whole token: the discounted price paid, and the current price it came from.
  price        numeric(78,0) NOT NULL CHECK (price > 0),
  normal_price numeric(78,0) NOT NULL CHECK (normal_price >= price),
  price_source text NOT NULL CHECK (price_source IN ('market', 'operator')),
  cost         numeric(78,0) NOT NULL CHECK (cost > 0),
  fee          numeric(78,0) NOT NULL CHECK (fee >= 0),
  created_at   timestamptz NOT NULL
);
CREATE INDEX promotion_discount_purchases_user_idx ON promotion_discount_purchases (user_id, entry_id DESC);
