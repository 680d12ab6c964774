-- Was 002_accounts.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 002_accounts.sql records this file instead: server/db/legacyMigrations.ts.

-- Image captchas of the login, single use.
CREATE TABLE captchas (
  id          text PRIMARY KEY,
  answer_hash text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX captchas_expires_at_idx ON captchas (expires_at);
