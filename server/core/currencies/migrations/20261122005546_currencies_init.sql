-- Was 001_currencies.sql (or part of it) until migrations moved to their features (issue 11). A
-- database that applied 001_currencies.sql records this file instead: server/db/legacyMigrations.ts.

-- Fiat currencies the app can show values in (SPEC §9: default currency USD, rate 1).
-- rate = units of this currency per 1 USD, an exact decimal (never a float).
-- source: 'sample' is the built-in labelled sample below; 'feed' came from FX_RATES_URL.
CREATE TABLE currencies (
  code     char(3) PRIMARY KEY CHECK (code ~ '^[A-Z]{3}$'),
  symbol   text NOT NULL CHECK (symbol <> ''),
  rate     numeric NOT NULL CHECK (rate > 0),
  source   text NOT NULL CHECK (source IN ('sample', 'feed')),
  as_of    timestamptz NOT NULL,
  position smallint NOT NULL
);

-- A sample of mid-2025 market rates, so the app works without a feed. Labelled 'sample' and
-- reported as such in the initial info (ratesSource), never passed off as live.
INSERT INTO currencies (code, symbol, rate, source, as_of, position) VALUES
  ('USD', '$',    '1',       'sample', '2025-07-01T00:00:00Z', 0),
  ('CNY', '¥',    '7.165',   'sample', '2025-07-01T00:00:00Z', 1),
  ('EUR', '€',    '0.8495',  'sample', '2025-07-01T00:00:00Z', 2),
  ('GBP', '£',    '0.7285',  'sample', '2025-07-01T00:00:00Z', 3),
  ('JPY', 'JP¥',  '143.9',   'sample', '2025-07-01T00:00:00Z', 4),
  ('KRW', '₩',    '1352.5',  'sample', '2025-07-01T00:00:00Z', 5),
  ('HKD', 'HK$',  '7.8498',  'sample', '2025-07-01T00:00:00Z', 6),
  ('TWD', 'NT$',  '29.05',   'sample', '2025-07-01T00:00:00Z', 7),
  ('SGD', 'S$',   '1.2725',  'sample', '2025-07-01T00:00:00Z', 8),
  ('AUD', 'A$',   '1.5215',  'sample', '2025-07-01T00:00:00Z', 9),
  ('INR', '₹',    '85.72',   'sample', '2025-07-01T00:00:00Z', 10),
  ('THB', '฿',    '32.41',   'sample', '2025-07-01T00:00:00Z', 11),
  ('TRY', '₺',    '39.85',   'sample', '2025-07-01T00:00:00Z', 12),
  ('MYR', 'RM',   '4.2125',  'sample', '2025-07-01T00:00:00Z', 13),
  ('AED', 'AED',  '3.6725',  'sample', '2025-07-01T00:00:00Z', 14);
