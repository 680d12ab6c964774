-- Was 003_wallet.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 003_wallet.sql records this file instead: server/db/legacyMigrations.ts.

-- The cloud address book (SPEC §3: name, address). EVM addresses are stored checksummed, so one
-- address is one row per user whatever case it was typed in.
CREATE TABLE address_book (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (name <> '' AND char_length(name) <= 32),
  address    text NOT NULL CHECK (address <> '' AND char_length(address) <= 128),
  coin       text REFERENCES coins (symbol),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, address)
);
