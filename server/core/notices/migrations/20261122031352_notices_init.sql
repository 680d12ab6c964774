-- Was 003_wallet.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 003_wallet.sql records this file instead: server/db/legacyMigrations.ts.

-- Account notices (/historyNotice): a transfer received, a credit, a security change.
-- The screen words them from kind + params.
CREATE TABLE notices (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind       text NOT NULL CHECK (kind IN ('transferReceived', 'credited', 'securityChanged')),
  params     jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL,
  read_at    timestamptz
);
CREATE INDEX notices_user_idx ON notices (user_id, id DESC);
CREATE INDEX notices_unread_idx ON notices (user_id) WHERE read_at IS NULL;
