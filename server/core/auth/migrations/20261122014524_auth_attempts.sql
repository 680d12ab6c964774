-- Was 002_accounts.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 002_accounts.sql records this file instead: server/db/legacyMigrations.ts.

-- Counted events for rate limits: kind (e.g. login_account, login_ip, sms_phone, sms_ip) and
-- subject (a phone, an IP, a user id).
CREATE TABLE auth_attempts (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL,
  subject    text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_lookup_idx ON auth_attempts (kind, subject, created_at);
