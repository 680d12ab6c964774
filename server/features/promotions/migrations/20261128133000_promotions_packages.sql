-- Promotions: packages (/index/package, SPEC §1, §3 Package, §5). The operator defines packages
-- (scripts/promotions.ts package-add): a package gives `amount` of `coin` for `price` paid in
-- activated points or in the platform token; `stock` packages are left; an optional per-user limit.
-- A user exchanges a quantity of packages in one journal entry: the payment back to the platform
-- treasury, the coin from it. The stock is taken by one conditional UPDATE of the package's row
-- inside the entry's transaction, so concurrent exchanges queue on the row and never oversell.

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('promotions_package_exchange', 'A user exchanges packages: points or the platform token to the platform treasury, the package''s coin from it');
INSERT INTO record_kinds (kind, description) VALUES
  ('packageExchange', 'Packages exchanged: the payment in points or the platform token (out) and the coin received (in)');

CREATE TABLE promotion_packages (
  id             bigserial PRIMARY KEY,
  name           text NOT NULL CHECK (length(name) BETWEEN 1 AND 40),
  coin           text NOT NULL REFERENCES coins (symbol),
  -- Base units of `coin` one package gives.
  amount         numeric(78,0) NOT NULL CHECK (amount > 0),
  pay_type       text NOT NULL CHECK (pay_type IN ('points', 'token')),
  -- Base units of the payment coin (points or the platform token) one package costs.
  price          numeric(78,0) NOT NULL CHECK (price > 0),
  stock          bigint NOT NULL CHECK (stock >= 0),
  sold           bigint NOT NULL DEFAULT 0 CHECK (sold >= 0),
  per_user_limit bigint CHECK (per_user_limit > 0),
  enabled        boolean NOT NULL DEFAULT true,
  created_by     text NOT NULL,
  created_at     timestamptz NOT NULL,
  updated_at     timestamptz NOT NULL
);

-- Packages one person exchanged, per package: the per-user limit is enforced by one conditional
-- upsert of this row inside the exchange's transaction.
CREATE TABLE promotion_package_buyers (
  package_id bigint NOT NULL REFERENCES promotion_packages (id),
  user_id    bigint NOT NULL REFERENCES users (id),
  bought     bigint NOT NULL CHECK (bought > 0),
  PRIMARY KEY (package_id, user_id)
);

-- One row per exchange (an order), beside its journal entry; the package's terms as exchanged.
CREATE TABLE promotion_package_orders (
  entry_id       bigint PRIMARY KEY REFERENCES journal_entries (id),
  user_id        bigint NOT NULL REFERENCES users (id),
  package_id     bigint NOT NULL REFERENCES promotion_packages (id),
  name           text NOT NULL,
  coin           text NOT NULL REFERENCES coins (symbol),
  package_amount numeric(78,0) NOT NULL CHECK (package_amount > 0),
  pay_type       text NOT NULL CHECK (pay_type IN ('points', 'token')),
  pay_coin       text NOT NULL REFERENCES coins (symbol),
  price          numeric(78,0) NOT NULL CHECK (price > 0),
  quantity       bigint NOT NULL CHECK (quantity > 0),
  state          text NOT NULL DEFAULT 'completed' CHECK (state IN ('completed')),
  created_at     timestamptz NOT NULL
);
CREATE INDEX promotion_package_orders_user_idx ON promotion_package_orders (user_id, entry_id DESC);
