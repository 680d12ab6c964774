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

-- Image captchas of the login, single use.
CREATE TABLE captchas (
  id          text PRIMARY KEY,
  answer_hash text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz
);
CREATE INDEX captchas_expires_at_idx ON captchas (expires_at);

-- Counted events for rate limits: kind (e.g. login_account, login_ip, sms_phone, sms_ip) and
-- subject (a phone, an IP, a user id).
CREATE TABLE auth_attempts (
  id         bigserial PRIMARY KEY,
  kind       text NOT NULL,
  subject    text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX auth_attempts_lookup_idx ON auth_attempts (kind, subject, created_at);

-- One pending chat-account login: PKCE verifier and nonce, consumed once.
CREATE TABLE oauth_states (
  state         text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce         text NOT NULL,
  -- The redirect_uri sent to the provider; the token request must repeat it.
  redirect_uri  text NOT NULL,
  -- Where the app goes after login: a same-origin path, or NULL.
  redirect      text,
  created_at    timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  used_at       timestamptz
);

-- Which provider account (issuer + subject) is linked to which user.
CREATE TABLE oauth_identities (
  issuer     text NOT NULL,
  subject    text NOT NULL,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (issuer, subject)
);
CREATE INDEX oauth_identities_user_id_idx ON oauth_identities (user_id);
