-- Balances change only through the ledger's one path (issue 11). Inserting a journal leg moves
-- its account's balance (the trigger below), and nothing else may: a direct
--   UPDATE ledger_accounts SET balance = …   or   INSERT INTO ledger_accounts (…, balance) VALUES (…, 5)
-- is refused by the database, from any code or console. The legs trigger function runs with
-- wallet.posting = 'on' for its own duration only (its SET clause restores the value on exit), and
-- the guard admits a balance change only then. Plain PL/pgSQL, no roles: the same on PGlite and
-- PostgreSQL. Legs themselves are append-only and must balance per coin at commit (ledger_init).

CREATE FUNCTION journal_legs_move_balance() RETURNS trigger LANGUAGE plpgsql SET wallet.posting = 'on' AS $$
BEGIN
  UPDATE ledger_accounts SET balance = balance + NEW.amount WHERE id = NEW.account_id;
  RETURN NULL;
END $$;
CREATE TRIGGER journal_legs_move_balance AFTER INSERT ON journal_legs
  FOR EACH ROW EXECUTE FUNCTION journal_legs_move_balance();

CREATE FUNCTION ledger_accounts_balance_only_by_legs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('wallet.posting', true) IS DISTINCT FROM 'on' THEN
    IF TG_OP = 'INSERT' AND NEW.balance <> 0 THEN
      RAISE EXCEPTION 'a ledger account opens at balance 0: balances move only with journal legs (server/ledger/postEntry.ts)'
        USING ERRCODE = 'integrity_constraint_violation';
    ELSIF TG_OP = 'UPDATE' AND NEW.balance IS DISTINCT FROM OLD.balance THEN
      RAISE EXCEPTION 'the balance of ledger account % changes only with journal legs (server/ledger/postEntry.ts); post an entry instead', OLD.id
        USING ERRCODE = 'integrity_constraint_violation';
    END IF;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER ledger_accounts_balance_by_legs BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_balance_only_by_legs();
