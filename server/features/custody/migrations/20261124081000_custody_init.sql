-- On-chain deposits and withdrawals (issue 18; SPEC §1, §2, §6; record types 2, 11, 12, 15).
-- Deposits: a watcher per chain follows blocks (their hashes kept, to see reorgs), records
-- transfers to users' deposit addresses, and credits each once after the chain's confirmations
-- from the platform treasury (money entering the cloud). Withdrawals: the amount and fee leave the
-- user into the withdrawal hold in one entry; a separate signer process sends the transaction; on
-- confirmation the hold pays the treasury (amount, money leaving the cloud) and the fees account
-- (fee); on rejection or failure the hold goes back to the user, once.

INSERT INTO ledger_account_kinds (kind, description) VALUES
  ('custody_withdrawal_hold', 'Withdrawals requested and not yet confirmed or released, per coin');
INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('custody_deposit',            'An on-chain deposit credited after its confirmations, from the platform treasury'),
  ('custody_withdrawal_hold',    'A withdrawal request: amount and fee leave the user into the withdrawal hold'),
  ('custody_withdrawal_settle',  'A confirmed withdrawal: the hold pays the treasury (amount) and the fees account (fee)'),
  ('custody_withdrawal_release', 'A rejected or failed withdrawal: the hold goes back to the user');
INSERT INTO record_kinds (kind, description) VALUES
  ('deposit',    'An on-chain deposit (type 2; type 12 from a flagged exchange address)'),
  ('withdrawal', 'An on-chain withdrawal (type 15; type 11 to a flagged exchange address), fee included');
INSERT INTO notice_kinds (kind, description) VALUES
  ('depositCredited',     'An on-chain deposit was credited after its confirmations'),
  ('withdrawalConfirmed', 'An on-chain withdrawal was confirmed'),
  ('withdrawalFailed',    'An on-chain withdrawal was rejected or failed; its amount and fee came back');

INSERT INTO ledger_accounts (user_id, kind, coin)
SELECT NULL, 'custody_withdrawal_hold', symbol FROM coins ON CONFLICT DO NOTHING;

-- One deposit address per user, the same on every EVM chain: CUSTODY_XPUB's 0/<derivation_index>.
-- Indexes are handed out in order and never reused (BIP-32 non-hardened: below 2^31).
CREATE SEQUENCE custody_address_index_seq MINVALUE 0 START 0 MAXVALUE 2147483647;
CREATE TABLE custody_addresses (
  user_id           bigint PRIMARY KEY REFERENCES users (id),
  derivation_index  integer NOT NULL UNIQUE CHECK (derivation_index >= 0),
  -- Lower-case hex, as logs carry it (the API shows the EIP-55 form).
  address           text NOT NULL UNIQUE CHECK (address ~ '^0x[0-9a-f]{40}$'),
  -- The xpub it was derived from: a changed CUSTODY_XPUB must not silently move anyone's address.
  xpub_fingerprint  text NOT NULL,
  created_at        timestamptz NOT NULL
);

-- The blocks a watcher has scanned, with their hashes: a block whose parent hash is not the stored
-- hash of the block before is a reorg. Old rows are pruned (only the last few hundred matter).
CREATE TABLE custody_blocks (
  chain_id     bigint NOT NULL,
  number       bigint NOT NULL CHECK (number >= 0),
  hash         text NOT NULL CHECK (hash ~ '^0x[0-9a-f]{64}$'),
  parent_hash  text NOT NULL CHECK (parent_hash ~ '^0x[0-9a-f]{64}$'),
  PRIMARY KEY (chain_id, number)
);

-- A watcher's lease per chain (one instance at a time); a crashed run frees it when it runs out.
CREATE TABLE custody_watchers (
  chain_id       bigint PRIMARY KEY,
  running_until  timestamptz
);

-- Addresses the operator flagged as an exchange's (scripts/custody.ts exchange-add): withdrawals to
-- them are type 11 (with the memo or tag the exchange needs), deposits from them type 12.
CREATE TABLE custody_exchange_addresses (
  chain_id       bigint NOT NULL,
  address        text NOT NULL CHECK (address ~ '^0x[0-9a-f]{40}$'),
  name           text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 40),
  memo_required  boolean NOT NULL DEFAULT false,
  PRIMARY KEY (chain_id, address)
);

-- log_index: the Transfer log's index in its block; -1 for a native transfer (the transaction's value).
-- One live deposit per chain, transaction and log: a reorged-out one is 'orphaned' and the same
-- transfer mined again in another block is a new row. Credited once: credit_entry_id is unique and
-- the entry's key is the deposit's (chain, tx, log), not the row's.
CREATE TABLE custody_deposits (
  id               bigserial PRIMARY KEY,
  chain_id         bigint NOT NULL,
  tx_hash          text NOT NULL CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  log_index        integer NOT NULL CHECK (log_index >= -1),
  block_number     bigint NOT NULL,
  block_hash       text NOT NULL,
  user_id          bigint NOT NULL REFERENCES users (id),
  coin             text NOT NULL REFERENCES coins (symbol),
  to_address       text NOT NULL,
  from_address     text NOT NULL,
  -- On-chain units (the token's decimals) and the ledger's base units (the coin's decimals).
  chain_amount     numeric(78,0) NOT NULL CHECK (chain_amount > 0),
  amount           numeric(78,0) NOT NULL CHECK (amount >= 0),
  exchange_name    text,
  state            text NOT NULL CHECK (state IN ('pending', 'credited', 'belowMinimum', 'orphaned')),
  seen_at          timestamptz NOT NULL,
  credited_at      timestamptz,
  credit_entry_id  bigint UNIQUE REFERENCES journal_entries (id),
  CHECK ((state = 'credited') = (credit_entry_id IS NOT NULL) AND (state = 'credited') = (credited_at IS NOT NULL))
);
CREATE UNIQUE INDEX custody_deposits_live_key ON custody_deposits (chain_id, tx_hash, log_index) WHERE state <> 'orphaned';
CREATE INDEX custody_deposits_pending_idx ON custody_deposits (chain_id, block_number) WHERE state = 'pending';
CREATE INDEX custody_deposits_user_idx ON custody_deposits (user_id, id DESC);

CREATE TABLE custody_withdrawals (
  id                 bigserial PRIMARY KEY,
  user_id            bigint NOT NULL REFERENCES users (id),
  chain_id           bigint NOT NULL,
  coin               text NOT NULL REFERENCES coins (symbol),
  -- Null for the chain's native coin.
  token_contract     text,
  to_address         text NOT NULL CHECK (to_address ~ '^0x[0-9a-fA-F]{40}$'),
  memo               text,
  exchange_name      text,
  amount             numeric(78,0) NOT NULL CHECK (amount > 0),
  fee                numeric(78,0) NOT NULL CHECK (fee >= 0),
  chain_amount       numeric(78,0) NOT NULL CHECK (chain_amount > 0),
  -- USD value when requested (price store), for the limits.
  usd_micros         numeric(30,0) NOT NULL CHECK (usd_micros >= 0),
  state              text NOT NULL CHECK (state IN ('requested', 'approved', 'signing', 'broadcast', 'confirmed', 'rejected', 'failed')),
  hold_entry_id      bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  settle_entry_id    bigint UNIQUE REFERENCES journal_entries (id),
  release_entry_id   bigint UNIQUE REFERENCES journal_entries (id),
  -- Set when signed, with the raw transaction, BEFORE it is broadcast (custody_withdrawal_txs).
  nonce              bigint,
  tx_hash            text,
  approved_by        text,
  reason             text,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CHECK (settle_entry_id IS NULL OR release_entry_id IS NULL),
  CHECK ((state = 'confirmed') = (settle_entry_id IS NOT NULL)),
  CHECK ((state IN ('rejected', 'failed')) = (release_entry_id IS NOT NULL)),
  CHECK (state NOT IN ('signing', 'broadcast', 'confirmed') OR (nonce IS NOT NULL AND tx_hash IS NOT NULL))
);
CREATE INDEX custody_withdrawals_user_idx ON custody_withdrawals (user_id, id DESC);
CREATE INDEX custody_withdrawals_limit_idx ON custody_withdrawals (user_id, created_at);
CREATE INDEX custody_withdrawals_queue_idx ON custody_withdrawals (chain_id, id) WHERE state IN ('approved', 'signing', 'broadcast');
-- One nonce per chain: two withdrawals can never share one (a replacement reuses its own).
CREATE UNIQUE INDEX custody_withdrawals_nonce_key ON custody_withdrawals (chain_id, nonce) WHERE nonce IS NOT NULL;

-- Every signed transaction of a withdrawal: the first, and each fee-bumped replacement (same nonce).
-- Written before the transaction is broadcast, so a signer that crashes rebroadcasts these bytes.
CREATE TABLE custody_withdrawal_txs (
  tx_hash                   text PRIMARY KEY CHECK (tx_hash ~ '^0x[0-9a-f]{64}$'),
  withdrawal_id             bigint NOT NULL REFERENCES custody_withdrawals (id),
  raw_tx                    text NOT NULL,
  max_fee_per_gas           numeric(78,0) NOT NULL,
  max_priority_fee_per_gas  numeric(78,0) NOT NULL,
  signed_at                 timestamptz NOT NULL
);
CREATE INDEX custody_withdrawal_txs_idx ON custody_withdrawal_txs (withdrawal_id, signed_at);
