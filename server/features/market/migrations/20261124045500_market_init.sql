-- Market data (issue 14): the 24-hour tickers and candles the market job fetches from the
-- configured sources (server/market/runMarketJob.ts), the job's own state, the symbols whose
-- candles it keeps, and each user's favourites. Prices are numeric (exact), never float; the
-- sparkline is a list of chart points, numbers by contract.

-- One row per listed asset (base symbol, USD quote), from the first configured source that lists it.
CREATE TABLE market_tickers (
  symbol            text PRIMARY KEY CHECK (symbol ~ '^[A-Z0-9]{1,15}$'),
  name              text NOT NULL CHECK (name <> '' AND char_length(name) <= 100),
  provider          text NOT NULL CHECK (provider IN ('binance', 'coingecko', 'priceFeed')),
  -- Which configured source (its place in MARKET_SOURCES, 0 first): a source listed earlier wins.
  source_rank       integer NOT NULL CHECK (source_rank >= 0),
  -- The source's own id of the asset: BTCUSDT (Binance), bitcoin (CoinGecko).
  source_id         text NOT NULL,
  price_usd         numeric NOT NULL CHECK (price_usd > 0),
  open_24h_usd      numeric CHECK (open_24h_usd > 0),
  high_24h_usd      numeric CHECK (high_24h_usd >= 0),
  low_24h_usd       numeric CHECK (low_24h_usd >= 0),
  volume_24h_usd    numeric CHECK (volume_24h_usd >= 0),
  change_24h_pct    numeric,
  market_cap_usd    numeric CHECK (market_cap_usd >= 0),
  rank              integer CHECK (rank >= 1),
  sparkline         jsonb NOT NULL DEFAULT '[]'::jsonb,
  description       text,
  fetched_at        timestamptz NOT NULL
);

-- Closing prices (and open/high/low where the source gives them) per asset and granularity. The
-- open time is the start of the candle, so fetching the same candle again updates one row.
CREATE TABLE market_candles (
  symbol     text NOT NULL,
  interval   text NOT NULL CHECK (interval IN ('5m', '1h', '1d')),
  open_time  timestamptz NOT NULL,
  open       numeric,
  high       numeric,
  low        numeric,
  close      numeric NOT NULL CHECK (close >= 0),
  PRIMARY KEY (symbol, interval, open_time)
);

-- Per configured source: its last success and last failure, for staleness and the logs.
CREATE TABLE market_fetch_state (
  source            text PRIMARY KEY,
  last_success_at   timestamptz,
  last_error_at     timestamptz,
  last_error        text CHECK (char_length(last_error) <= 500)
);

-- The job itself: one run at a time across every instance (a lease taken under an advisory lock).
CREATE TABLE market_job (
  id               boolean PRIMARY KEY DEFAULT true CHECK (id),
  running_until    timestamptz,
  last_started_at  timestamptz
);
INSERT INTO market_job (id) VALUES (true);

-- The assets whose candles the job keeps, and when it last fetched each granularity.
CREATE TABLE market_tracked (
  symbol          text PRIMARY KEY CHECK (symbol ~ '^[A-Z0-9]{1,15}$'),
  added_at        timestamptz NOT NULL,
  fetched_5m_at   timestamptz,
  fetched_1h_at   timestamptz,
  fetched_1d_at   timestamptz
);

-- A user's favourites in their order (positions 0…199: at most FAVOURITES_MAX).
CREATE TABLE market_favourites (
  user_id   bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  symbol    text NOT NULL CHECK (symbol ~ '^[A-Z0-9]{1,15}$'),
  position  integer NOT NULL CHECK (position >= 0 AND position < 200),
  PRIMARY KEY (user_id, symbol),
  UNIQUE (user_id, position)
);
