-- The pre-sale job's lease (one instance at a time, as the wealth and envelope jobs'): it draws and
-- settles the rounds whose window has closed (server/features/promotions/presale/runPresaleJob.ts).
CREATE TABLE promotions_presale_job (
  id               integer PRIMARY KEY CHECK (id = 1),
  running_until    timestamptz,
  last_started_at  timestamptz
);
INSERT INTO promotions_presale_job (id) VALUES (1);
