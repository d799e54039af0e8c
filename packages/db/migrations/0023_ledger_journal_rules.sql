-- HoneyBank's journal rules, held by the database itself (decision 0037): an entry moves its
-- account's balances as it is written; a transfer's entries balance per asset and layer (checked
-- as each statement ends), and a resolution releases exactly the holds of the transfer it resolves; balances change
-- only through entries; the journal is never updated, deleted or truncated.
CREATE FUNCTION ledger_apply_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.layer = 'posted' THEN
    UPDATE ledger_accounts SET posted = posted + NEW.amount
      WHERE id = NEW.account_id AND asset = NEW.asset;
  ELSIF NEW.layer = 'hold' THEN
    UPDATE ledger_accounts SET pending_debits = pending_debits + greatest(-NEW.amount, 0),
                               pending_credits = pending_credits + greatest(NEW.amount, 0)
      WHERE id = NEW.account_id AND asset = NEW.asset;
  ELSE
    UPDATE ledger_accounts SET pending_debits = pending_debits - greatest(NEW.amount, 0),
                               pending_credits = pending_credits - greatest(-NEW.amount, 0)
      WHERE id = NEW.account_id AND asset = NEW.asset;
  END IF;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'ledger entry for account % is not in its asset %', NEW.account_id, NEW.asset
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_entries_account_asset';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_apply AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_apply_entry();
--> statement-breakpoint
CREATE FUNCTION ledger_check_transfer() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  resolved uuid;
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_entries WHERE transfer_id = NEW.transfer_id
             GROUP BY asset, layer HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger transfer % does not balance', NEW.transfer_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_balanced';
  END IF;
  IF EXISTS (SELECT 1 FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
             WHERE t.id = NEW.transfer_id AND (
               (e.layer = 'hold') IS DISTINCT FROM t.pending OR (e.layer = 'release' AND t.resolves IS NULL))) THEN
    RAISE EXCEPTION 'ledger transfer % mixes holds and postings', NEW.transfer_id
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_layers';
  END IF;
  SELECT resolves INTO resolved FROM ledger_transfers WHERE id = NEW.transfer_id;
  IF resolved IS NOT NULL AND EXISTS (
    SELECT 1 FROM ledger_entries
      WHERE (transfer_id = NEW.transfer_id AND layer = 'release') OR (transfer_id = resolved AND layer = 'hold')
      GROUP BY account_id, asset HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'ledger transfer % does not release the holds of %', NEW.transfer_id, resolved
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_transfers_release_holds';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_transfer_rules AFTER INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_check_transfer();
--> statement-breakpoint
CREATE FUNCTION ledger_balances_from_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() < 2 AND (
       TG_OP = 'INSERT' AND (NEW.posted <> 0 OR NEW.pending_debits <> 0 OR NEW.pending_credits <> 0)
    OR TG_OP = 'UPDATE' AND (NEW.posted, NEW.pending_debits, NEW.pending_credits, NEW.asset)
                            IS DISTINCT FROM (OLD.posted, OLD.pending_debits, OLD.pending_credits, OLD.asset)) THEN
    RAISE EXCEPTION 'ledger balances change only through journal entries'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_balances_from_entries';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_balances_from_entries BEFORE INSERT OR UPDATE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_balances_from_entries();
--> statement-breakpoint
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME
    USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_journal_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_append_only();
