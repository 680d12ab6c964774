-- Was 002_accounts.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 002_accounts.sql records this file instead: server/db/legacyMigrations.ts.

-- Cloud accounts (issue "Cloud accounts"; SPEC §2, §4, §5, §7). Times are always written by the
-- server's clock (a parameter), never by now(), so tests can move time.

-- A phone-number account, or one created by the chat-account (OIDC) login with phone NULL.
-- The security level is derived, not stored: 1, 2 with a pay password, 3 with pay password + Google.
CREATE TABLE users (
  id                        bigserial PRIMARY KEY,
  -- Public account id: 8 to 10 random digits, no leading zero.
  accid                     text NOT NULL UNIQUE CHECK (accid ~ '^[1-9][0-9]{7,9}$'),
  phone                     text UNIQUE CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  password_hash             text,
  pay_password_hash         text,
  account_name              text NOT NULL,
  registered_at             timestamptz NOT NULL,
  kyc_level                 smallint NOT NULL DEFAULT 0 CHECK (kyc_level BETWEEN 0 AND 3),
  invite_code               text NOT NULL UNIQUE CHECK (invite_code ~ '^[A-Z0-9]{6,12}$'),
  -- The level-1 inviter; levels 2 and 3 follow the chain (accounts/inviterChain.ts).
  inviter_id                bigint REFERENCES users (id),
  -- AES-256-GCM sealed under SECRET_KEY (security/secretBox.ts), bound to the user id.
  totp_secret               text,
  -- A secret shown to the user but not yet confirmed with a code.
  totp_pending_secret       text,
  totp_enabled              boolean NOT NULL DEFAULT false,
  -- The last 30 s time step a code was accepted for: each step works once (replay protection).
  totp_last_step            bigint NOT NULL DEFAULT 0,
  pin_enabled               boolean NOT NULL DEFAULT false,
  pay_password_failures     integer NOT NULL DEFAULT 0,
  pay_password_locked_until timestamptz
);
CREATE INDEX users_inviter_id_idx ON users (inviter_id);
