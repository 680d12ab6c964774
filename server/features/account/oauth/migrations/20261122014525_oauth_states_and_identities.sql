-- Was 002_accounts.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 002_accounts.sql records this file instead: server/db/legacyMigrations.ts.

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
