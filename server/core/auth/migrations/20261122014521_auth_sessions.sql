-- Was 002_accounts.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 002_accounts.sql records this file instead: server/db/legacyMigrations.ts.

-- Login sessions. Only the SHA-256 of the 32-byte random token is stored.
CREATE TABLE sessions (
  id           bigserial PRIMARY KEY,
  user_id      bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash   text NOT NULL UNIQUE,
  created_at   timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- Absolute end (30 days); the idle end (7 days) follows from last_seen_at.
  expires_at   timestamptz NOT NULL,
  revoked_at   timestamptz
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);
