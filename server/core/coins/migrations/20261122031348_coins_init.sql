-- Was 003_wallet.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 003_wallet.sql records this file instead: server/db/legacyMigrations.ts.

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
