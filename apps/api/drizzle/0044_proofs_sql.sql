-- A proof round once approved or answered with changes is a signed record: nothing may change it afterwards, whatever
-- the code path (the services already update only open rounds; this holds against any other writer).
CREATE FUNCTION proof_rounds_decided_is_final() RETURNS trigger AS $$
BEGIN
  IF OLD.status <> 'open' THEN
    RAISE EXCEPTION 'proof round % of order % is % and cannot change', OLD.number, OLD.order_id, OLD.status
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER proof_rounds_decided_is_final BEFORE UPDATE ON proof_rounds
  FOR EACH ROW EXECUTE FUNCTION proof_rounds_decided_is_final();
