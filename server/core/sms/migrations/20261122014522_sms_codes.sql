-- Was 002_accounts.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 002_accounts.sql records this file instead: server/db/legacyMigrations.ts.

-- SMS verification codes, HMAC-SHA256 under SECRET_KEY; the newest unused one per phone and
-- purpose is the one that counts.
CREATE TABLE sms_codes (
  id         bigserial PRIMARY KEY,
  phone      text NOT NULL,
  purpose    text NOT NULL CHECK (purpose IN ('register', 'resetPassword', 'resetPayPassword')),
  code_hash  text NOT NULL,
  ip         text NOT NULL,
  attempts   integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);
CREATE INDEX sms_codes_phone_idx ON sms_codes (phone, purpose, created_at);
