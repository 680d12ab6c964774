-- Wealth products (SPEC §1, §3, §4, §6; record type 4; features/wealth/contract/wealthRules.ts).
-- Buying moves the principal from the user into the wealth custody (a system account per coin,
-- never negative) in one entry. Interest is not posted day by day: it is computed when read, and
-- value moves once more, at the payout (a redemption by the user, or maturity by the job), when the
-- custody returns the principal and the platform treasury pays the interest.

INSERT INTO ledger_account_kinds (kind, description) VALUES
  ('wealth_custody', 'Principal of wealth orders not yet paid out, per coin');
INSERT INTO ledger_entry_kinds (kind, description) VALUES
  ('wealth_buy',      'A user buys a wealth product: the principal goes into the wealth custody'),
  ('wealth_redeem',   'A user redeems a wealth order: principal from the custody, interest from the platform treasury'),
  ('wealth_maturity', 'The maturity job pays a fixed-term wealth order: principal from the custody, full-term interest from the platform treasury');
INSERT INTO record_kinds (kind, description) VALUES
  ('wealthOrder',  'Money into a wealth product (type 4, out)'),
  ('wealthPayout', 'A wealth order redeemed or matured: principal and interest (type 4, in)');
INSERT INTO notice_kinds (kind, description) VALUES
  ('wealthMatured', 'A fixed-term wealth order matured: principal and interest came back');

INSERT INTO ledger_accounts (user_id, kind, coin)
SELECT NULL, 'wealth_custody', symbol FROM coins ON CONFLICT DO NOTHING;

-- A product, set by the operator (scripts/wealth.ts). `held` is the principal of its unexpired
-- orders; an operator may lower the quota below it, which only refuses new orders. Rate and term
-- are copied into each order, so changing them affects only orders placed afterwards.
CREATE TABLE wealth_products (
  id              bigserial PRIMARY KEY,
  category        text NOT NULL CHECK (category IN ('pos', 'coinplan')),
  coin            text NOT NULL REFERENCES coins (symbol),
  rate_bp         integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  -- NULL: on demand.
  term_days       integer CHECK (term_days BETWEEN 1 AND 3650),
  min_amount      numeric(78,0) NOT NULL CHECK (min_amount > 0),
  -- NULL: no limit per user but the quota.
  max_per_user    numeric(78,0) CHECK (max_per_user >= min_amount),
  quota           numeric(78,0) NOT NULL CHECK (quota >= min_amount AND (max_per_user IS NULL OR quota >= max_per_user)),
  held            numeric(78,0) NOT NULL DEFAULT 0 CHECK (held >= 0),
  qualified_only  boolean NOT NULL DEFAULT false,
  status          text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
  created_at      timestamptz NOT NULL,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX wealth_products_open_idx ON wealth_products (rate_bp DESC, id) WHERE status = 'open';

-- An order: the product's rate and term as they were when it was placed. Unexpired until paid
-- out once (settlement early | onDemand | maturity), with the payout's entry.
CREATE TABLE wealth_orders (
  id               bigserial PRIMARY KEY,
  user_id          bigint NOT NULL REFERENCES users (id),
  product_id       bigint NOT NULL REFERENCES wealth_products (id),
  coin             text NOT NULL REFERENCES coins (symbol),
  rate_bp          integer NOT NULL CHECK (rate_bp BETWEEN 0 AND 10000),
  term_days        integer CHECK (term_days BETWEEN 1 AND 3650),
  principal        numeric(78,0) NOT NULL CHECK (principal > 0),
  order_time       timestamptz NOT NULL,
  -- The UTC midnight after the order (wealthRules.ts valueDateOf).
  value_date       timestamptz NOT NULL CHECK (value_date > order_time),
  -- value_date + term_days; the development route may move it earlier (never to the order time).
  expiry_date      timestamptz CHECK (expiry_date > order_time),
  state            text NOT NULL DEFAULT 'unexpired' CHECK (state IN ('unexpired', 'redeemed')),
  settlement       text CHECK (settlement IN ('early', 'onDemand', 'maturity')),
  interest_paid    numeric(78,0) CHECK (interest_paid >= 0),
  redeemed_at      timestamptz,
  buy_entry_id     bigint NOT NULL UNIQUE REFERENCES journal_entries (id),
  payout_entry_id  bigint UNIQUE REFERENCES journal_entries (id),
  CHECK ((term_days IS NULL) = (expiry_date IS NULL)),
  CHECK ((state = 'unexpired') = (settlement IS NULL)
     AND (state = 'unexpired') = (interest_paid IS NULL)
     AND (state = 'unexpired') = (redeemed_at IS NULL)
     AND (state = 'unexpired') = (payout_entry_id IS NULL)),
  -- On demand pays as onDemand; a fixed order early (no interest) or at maturity.
  CHECK (settlement IS NULL OR (settlement = 'onDemand') = (term_days IS NULL)),
  CHECK (settlement IS DISTINCT FROM 'early' OR interest_paid = 0)
);
CREATE INDEX wealth_orders_user_idx ON wealth_orders (user_id, state, id);
CREATE INDEX wealth_orders_held_idx ON wealth_orders (product_id, user_id) WHERE state = 'unexpired';
CREATE INDEX wealth_orders_due_idx ON wealth_orders (expiry_date, id) WHERE state = 'unexpired' AND expiry_date IS NOT NULL;

-- The maturity job's lease (one instance at a time, as the envelope job's).
CREATE TABLE wealth_job (
  id               integer PRIMARY KEY CHECK (id = 1),
  running_until    timestamptz,
  last_started_at  timestamptz
);
INSERT INTO wealth_job (id) VALUES (1);
