-- KYC levels, documents, review, and the two forms (issue 17; SPEC §3, §4, §5, §6, record type 16).
-- Documents live in files outside the served folder (KYC_FILES_DIR); the database keeps who owns
-- each one and what it is. The ID number is kept only sealed (AES-256-GCM, server key), with its
-- last 4 characters for the screens and the reviewer.

INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('kyc_fee', 'The KYC certification fee: from the user to the platform''s fees (record type 16)');
INSERT INTO record_kinds (kind, description) VALUES
  ('kycFee', 'The KYC certification fee of an application (type 16)');
INSERT INTO notice_kinds (kind, description) VALUES
  ('kycApproved',      'The user''s identity verification was approved'),
  ('kycRejected',      'The user''s identity verification was rejected, with a reason'),
  ('stockReviewed',    'The user''s stock pre-purchase application was reviewed'),
  ('feedbackAnswered', 'The operator answered the user''s feedback');

-- One row per upload (kept or not): the count per user is the upload limit. `id` is the file's
-- name in KYC_FILES_DIR and the id the API hands out (128 random bits, base64url).
CREATE TABLE kyc_files (
  id          text PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
  user_id     bigint NOT NULL REFERENCES users (id),
  purpose     text NOT NULL CHECK (purpose IN ('idFront', 'idBack', 'addressProof', 'assetProof', 'signature', 'screenshot')),
  mime        text NOT NULL CHECK (mime IN ('image/jpeg', 'image/png', 'application/pdf')),
  size        integer NOT NULL CHECK (size > 0 AND size <= 10485760),
  sha256      text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL
);
CREATE INDEX kyc_files_user_idx ON kyc_files (user_id);

CREATE TABLE kyc_applications (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  level            smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
  state            text NOT NULL CHECK (state IN ('pending', 'approved', 'rejected')),
  country          text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
  first_name       text NOT NULL,
  surname          text NOT NULL,
  birth_date       date NOT NULL,
  id_type          text NOT NULL,
  -- sealSecret(keys.kycEncryption, number, 'kyc-id:<user id>'): never the number in the clear.
  id_number_sealed text NOT NULL CHECK (id_number_sealed LIKE 'v1.%'),
  id_number_last4  text NOT NULL CHECK (char_length(id_number_last4) <= 4),
  id_front         text REFERENCES kyc_files (id),
  id_back          text REFERENCES kyc_files (id),
  address          text,
  address_proof    text REFERENCES kyc_files (id),
  asset_proof      text REFERENCES kyc_files (id),
  questionnaire    jsonb,
  signature        text REFERENCES kyc_files (id),
  phone            text,
  fee_entry_id     bigint UNIQUE REFERENCES journal_entries (id),
  idempotency_key  text NOT NULL,
  submitted_at     timestamptz NOT NULL,
  reviewed_at      timestamptz,
  reviewed_by      text,
  reason           text CHECK (char_length(reason) <= 300),
  -- Set only by a level-3 approval: what the applicant qualified as an investor by (SPEC §6).
  qualified_basis  text CHECK (qualified_basis IN ('portfolio', 'totalAssets')),
  UNIQUE (user_id, idempotency_key),
  CHECK ((state = 'pending') = (reviewed_at IS NULL)),
  CHECK ((state = 'rejected') = (reason IS NOT NULL)),
  CHECK (qualified_basis IS NULL OR (state = 'approved' AND level = 3)),
  CHECK (level < 2 OR (id_front IS NOT NULL AND id_back IS NOT NULL)),
  CHECK (level < 3 OR (address IS NOT NULL AND address_proof IS NOT NULL AND asset_proof IS NOT NULL
                       AND questionnaire IS NOT NULL AND signature IS NOT NULL AND phone IS NOT NULL))
);
-- At most one application waiting for review per user.
CREATE UNIQUE INDEX kyc_applications_one_pending ON kyc_applications (user_id) WHERE state = 'pending';
CREATE INDEX kyc_applications_user_idx ON kyc_applications (user_id, id DESC);
CREATE INDEX kyc_applications_pending_idx ON kyc_applications (submitted_at) WHERE state = 'pending';

-- Stock pre-purchase application (SPEC §4 applied / not applied): one per user, editable until reviewed.
CREATE TABLE stock_applications (
  user_id      bigint PRIMARY KEY REFERENCES users (id),
  name         text NOT NULL,
  quantity     integer NOT NULL CHECK (quantity BETWEEN 1 AND 1000000),
  amount_usd   numeric(20,0) NOT NULL CHECK (amount_usd >= 0),
  note         text NOT NULL DEFAULT '',
  review       text NOT NULL DEFAULT 'pending' CHECK (review IN ('pending', 'accepted', 'declined')),
  reason       text,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  reviewed_at  timestamptz,
  CHECK ((review = 'pending') = (reviewed_at IS NULL))
);

CREATE TABLE feedback (
  id          bigserial PRIMARY KEY,
  user_id     bigint NOT NULL REFERENCES users (id),
  category    text NOT NULL CHECK (category IN ('bug', 'account', 'transfer', 'suggestion', 'other')),
  body        text NOT NULL,
  screenshot  text REFERENCES kyc_files (id),
  state       text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'answered')),
  reply       text,
  created_at  timestamptz NOT NULL,
  answered_at timestamptz,
  CHECK ((state = 'answered') = (answered_at IS NOT NULL))
);
CREATE INDEX feedback_user_idx ON feedback (user_id, id DESC);
CREATE INDEX feedback_open_idx ON feedback (created_at) WHERE state = 'open';
