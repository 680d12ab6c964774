-- The cloud wallet's money (issue "The cloud wallet's money"; SPEC §2, §3, §4, §9): coins, a
-- double-entry ledger, the user's transaction records, the address book and account notices.
-- Amounts are integers in the coin's base units (numeric(78,0) holds any uint256); times come
-- from the server's clock as parameters, never from now().

-- ---------------------------------------------------------------------------------------------
-- Coins. Amount columns are base units. The on/off switches are the operator's: deposit,
-- withdraw and swap stay off until the issues that build them turn them on, so no screen shows
-- a dead button. Fees are 0: the product charges no service fee (SPEC §1).
CREATE TABLE coins (
  symbol                    text PRIMARY KEY CHECK (symbol ~ '^[A-Z0-9]{2,10}$'),
  name                      text NOT NULL CHECK (name <> ''),
  decimals                  smallint NOT NULL CHECK (decimals BETWEEN 0 AND 36),
  -- SPEC §3 local icon set; other coins show UNKNOWN.
  icon                      text NOT NULL CHECK (icon IN ('UNKNOWN', 'ADA', 'AISI', 'BCH', 'BNB', 'BTC', 'EOS', 'ETC', 'ETH', 'HT',
                                                          'IOTA', 'LTC', 'USDT', 'XRP', 'TRX', 'TRON', 'TRC', 'BSC')),
  -- How an address-book address for this coin is checked (lib/contract/walletRules.ts ADDRESS_FORMATS).
  address_format            text NOT NULL CHECK (address_format IN ('evm', 'btc', 'trx', 'xrp', 'other')),
  deposit_enabled           boolean NOT NULL DEFAULT false,
  withdraw_enabled          boolean NOT NULL DEFAULT false,
  swap_enabled              boolean NOT NULL DEFAULT false,
  internal_transfer_enabled boolean NOT NULL DEFAULT true,
  internal_fee              numeric(78,0) NOT NULL DEFAULT 0 CHECK (internal_fee >= 0),
  internal_min              numeric(78,0) NOT NULL CHECK (internal_min > 0),
  -- Most one user may send by internal transfer per UTC day, fees not counted.
  daily_limit               numeric(78,0) NOT NULL CHECK (daily_limit > 0),
  position                  smallint NOT NULL UNIQUE
);

-- Minimums are about 1 USD, daily limits a few hundred thousand USD, at mid-2025 prices; both
-- written in coin units here and stored in base units. Decimals are each coin's own on its
-- main chain (USDT and USDC: 6 as on Ethereum; POL, the renamed MATIC: 18; IOTA: 6; EOS: 4).
-- AISI is in the spec's icon set but its facts are not shown; it is listed as an 18-decimal
-- token with internal transfers only.
INSERT INTO coins (symbol, name, decimals, icon, address_format, internal_min, daily_limit, position)
SELECT symbol, name, decimals, icon, address_format,
       (minimum * 10::numeric ^ decimals)::numeric(78,0),
       (daily * 10::numeric ^ decimals)::numeric(78,0),
       position
  FROM (VALUES
    ('BTC',  'Bitcoin',           8,  'BTC',     'btc',   0.00001,  10,           1),
    ('ETH',  'Ethereum',          18, 'ETH',     'evm',   0.0005,   300,          2),
    ('USDT', 'Tether USD',        6,  'USDT',    'evm',   1,        1000000,      3),
    ('USDC', 'USD Coin',          6,  'UNKNOWN', 'evm',   1,        1000000,      4),
    ('BNB',  'BNB',               18, 'BNB',     'evm',   0.002,    1500,         5),
    ('XRP',  'XRP',               6,  'XRP',     'xrp',   1,        400000,       6),
    ('ADA',  'Cardano',           6,  'ADA',     'other', 2,        1500000,      7),
    ('SOL',  'Solana',            9,  'UNKNOWN', 'other', 0.01,     6000,         8),
    ('DOGE', 'Dogecoin',          8,  'UNKNOWN', 'other', 10,       5000000,      9),
    ('TRX',  'TRON',              6,  'TRX',     'trx',   5,        3000000,      10),
    ('DOT',  'Polkadot',          10, 'UNKNOWN', 'other', 0.5,      250000,       11),
    ('POL',  'Polygon (ex-MATIC)', 18, 'UNKNOWN', 'evm',  5,        5000000,      12),
    ('LTC',  'Litecoin',          8,  'LTC',     'other', 0.01,     10000,        13),
    ('BCH',  'Bitcoin Cash',      8,  'BCH',     'other', 0.002,    2000,         14),
    ('LINK', 'Chainlink',         18, 'UNKNOWN', 'evm',   0.1,      70000,        15),
    ('XLM',  'Stellar',           7,  'UNKNOWN', 'other', 5,        4000000,      16),
    ('ATOM', 'Cosmos',            6,  'UNKNOWN', 'other', 0.3,      200000,       17),
    ('ETC',  'Ethereum Classic',  18, 'ETC',     'evm',   0.1,      60000,        18),
    ('FIL',  'Filecoin',          18, 'UNKNOWN', 'other', 0.5,      400000,       19),
    ('EOS',  'EOS',               4,  'EOS',     'other', 2,        2000000,      20),
    ('HT',   'Huobi Token',       18, 'HT',      'evm',   5,        3000000,      21),
    ('IOTA', 'IOTA',              6,  'IOTA',    'other', 5,        5000000,      22),
    ('AISI', 'AISI',              18, 'AISI',    'evm',   1,        1000000,      23),
    ('AVAX', 'Avalanche',         18, 'UNKNOWN', 'evm',   0.05,     50000,        24),
    ('UNI',  'Uniswap',           18, 'UNKNOWN', 'evm',   0.2,      130000,       25),
    ('SHIB', 'Shiba Inu',         18, 'UNKNOWN', 'evm',   100000,   80000000000,  26),
    ('TON',  'Toncoin',           9,  'UNKNOWN', 'other', 0.5,      300000,       27),
    ('NEAR', 'NEAR Protocol',     24, 'UNKNOWN', 'other', 0.5,      400000,       28),
    ('APT',  'Aptos',             8,  'UNKNOWN', 'other', 0.3,      200000,       29),
    ('ARB',  'Arbitrum',          18, 'UNKNOWN', 'evm',   3,        3000000,      30),
    ('OP',   'Optimism',          18, 'UNKNOWN', 'evm',   2,        1500000,      31),
    ('DAI',  'Dai',               18, 'UNKNOWN', 'evm',   1,        1000000,      32)
  ) AS seed (symbol, name, decimals, icon, address_format, minimum, daily, position);

-- ---------------------------------------------------------------------------------------------
-- Ledger accounts: one per user per coin, plus the platform's own per coin. `balance` is kept by
-- server/ledger/postEntry.ts, the only code that moves money, and always equals the sum of the
-- account's legs.
--
-- INVARIANT: for every coin, the balances of all accounts sum to zero. Money enters the cloud
-- only from `platform_treasury`, the one account allowed below zero: its balance is minus what
-- the platform has credited in that coin (deposits, operator credits). `platform_fees` collects
-- fees. Every other account, users' above all, never goes below zero.
CREATE TABLE ledger_accounts (
  id      bigserial PRIMARY KEY,
  user_id bigint REFERENCES users (id),
  kind    text NOT NULL CHECK (kind IN ('user', 'platform_fees', 'platform_treasury')),
  coin    text NOT NULL REFERENCES coins (symbol),
  balance numeric(78,0) NOT NULL DEFAULT 0,
  CHECK ((kind = 'user') = (user_id IS NOT NULL)),
  CHECK (kind = 'platform_treasury' OR balance >= 0),
  -- One platform account per kind and coin too: NULL user ids count as equal.
  UNIQUE NULLS NOT DISTINCT (user_id, coin, kind),
  -- Lets each leg carry its coin, checked against its account.
  UNIQUE (id, coin)
);

INSERT INTO ledger_accounts (user_id, kind, coin)
SELECT NULL, kind, symbol FROM coins CROSS JOIN (VALUES ('platform_fees'), ('platform_treasury')) AS k (kind);

-- One movement of value. `created_by` is who asked: 'user:<id>', 'operator:<name>' or 'dev';
-- its idempotency key is unique per initiator, and `fingerprint` (a digest of the request) lets a
-- retry with the same key but another request be refused.
CREATE TABLE journal_entries (
  id              bigserial PRIMARY KEY,
  kind            text NOT NULL CHECK (kind IN ('internal_transfer', 'credit', 'correction')),
  created_by      text NOT NULL CHECK (created_by ~ '^(user:[0-9]+|operator:[A-Za-z0-9_.@-]{1,64}|dev)$'),
  idempotency_key text NOT NULL CHECK (idempotency_key ~ '^[A-Za-z0-9_-]{8,64}$'),
  fingerprint     text NOT NULL,
  memo            text CHECK (char_length(memo) <= 100),
  created_at      timestamptz NOT NULL,
  UNIQUE (created_by, idempotency_key)
);

-- The legs of an entry: signed amounts that sum to zero per coin (checked at commit below).
CREATE TABLE journal_legs (
  entry_id   bigint NOT NULL REFERENCES journal_entries (id),
  account_id bigint NOT NULL,
  coin       text NOT NULL,
  amount     numeric(78,0) NOT NULL CHECK (amount <> 0),
  PRIMARY KEY (entry_id, account_id),
  FOREIGN KEY (account_id, coin) REFERENCES ledger_accounts (id, coin)
);
CREATE INDEX journal_legs_account_id_idx ON journal_legs (account_id);

-- History is never rewritten: entries and legs refuse UPDATE, DELETE and TRUNCATE (a correction
-- is a new entry). Ledger accounts refuse DELETE and any change but their balance.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% on % is refused: the ledger is append-only; post a correcting entry instead', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END $$;

CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_legs_append_only BEFORE UPDATE OR DELETE ON journal_legs
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER journal_legs_no_truncate BEFORE TRUNCATE ON journal_legs
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_delete BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();

CREATE FUNCTION ledger_accounts_only_balance_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.id, NEW.user_id, NEW.kind, NEW.coin) IS DISTINCT FROM (OLD.id, OLD.user_id, OLD.kind, OLD.coin) THEN
    RAISE EXCEPTION 'ledger account % may change only its balance', OLD.id USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_only_balance BEFORE UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_only_balance_changes();

-- At commit, every entry's legs must sum to zero per coin, and every entry must have legs.
-- Deferred, so the legs of one entry can be inserted one by one within its transaction.
CREATE FUNCTION journal_entry_must_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced record;
BEGIN
  SELECT coin, sum(amount) AS total INTO unbalanced
    FROM journal_legs WHERE entry_id = NEW.entry_id
   GROUP BY coin HAVING sum(amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance: its % legs sum to %', NEW.entry_id, unbalanced.coin, unbalanced.total
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER journal_legs_balance AFTER INSERT ON journal_legs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_balance();

CREATE FUNCTION journal_entry_must_have_legs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM journal_legs WHERE entry_id = NEW.id) < 2 THEN
    RAISE EXCEPTION 'journal entry % has fewer than two legs', NEW.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER journal_entries_have_legs AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_must_have_legs();

-- ---------------------------------------------------------------------------------------------
-- Transaction records (SPEC §3) as each user sees them: one row per user touched by an entry,
-- written in the entry's transaction. `type` is the spec's number: an internal transfer is 1
-- (cloud out) for the sender and 2 (cloud in) for the receiver; a credit is 2 for the receiver.
-- from_label / to_label are the accids (or 'platform') at the time. Only `status` may ever
-- change (an on-chain withdrawal going from pending to success); nothing is deleted.
CREATE TABLE wallet_records (
  id         bigserial PRIMARY KEY,
  entry_id   bigint NOT NULL REFERENCES journal_entries (id),
  user_id    bigint NOT NULL REFERENCES users (id),
  coin       text NOT NULL REFERENCES coins (symbol),
  type       smallint NOT NULL CHECK (type IN (1, 2, 3, 4, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16)),
  kind       text NOT NULL CHECK (kind IN ('internalTransfer', 'credit')),
  direction  text NOT NULL CHECK (direction IN ('in', 'out')),
  amount     numeric(78,0) NOT NULL CHECK (amount > 0),
  fee        numeric(78,0) NOT NULL DEFAULT 0 CHECK (fee >= 0),
  from_label text NOT NULL,
  to_label   text NOT NULL,
  memo       text,
  status     text NOT NULL CHECK (status IN ('failed', 'waiting', 'success', 'pending')),
  created_at timestamptz NOT NULL,
  UNIQUE (entry_id, user_id)
);
CREATE INDEX wallet_records_user_idx ON wallet_records (user_id, id DESC);
CREATE INDEX wallet_records_user_coin_idx ON wallet_records (user_id, coin, id DESC);
-- Today's internal transfers out, for the daily limit.
CREATE INDEX wallet_records_daily_idx ON wallet_records (user_id, coin, created_at) WHERE type = 1;

CREATE FUNCTION wallet_records_only_status_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' OR (to_jsonb(NEW) - 'status') IS DISTINCT FROM (to_jsonb(OLD) - 'status') THEN
    RAISE EXCEPTION '% on wallet_records is refused: records change only their status', TG_OP
      USING ERRCODE = 'integrity_constraint_violation';
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER wallet_records_history BEFORE UPDATE OR DELETE ON wallet_records
  FOR EACH ROW EXECUTE FUNCTION wallet_records_only_status_changes();
CREATE TRIGGER wallet_records_no_truncate BEFORE TRUNCATE ON wallet_records
  FOR EACH STATEMENT EXECUTE FUNCTION wallet_records_only_status_changes();

-- ---------------------------------------------------------------------------------------------
-- The cloud address book (SPEC §3: name, address). EVM addresses are stored checksummed, so one
-- address is one row per user whatever case it was typed in.
CREATE TABLE address_book (
  id         bigserial PRIMARY KEY,
  user_id    bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name       text NOT NULL CHECK (name <> '' AND char_length(name) <= 32),
  address    text NOT NULL CHECK (address <> '' AND char_length(address) <= 128),
  coin       text REFERENCES coins (symbol),
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, address)
);

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
