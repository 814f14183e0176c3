-- The chain of custody is append-only: no statement may change or remove a row of it, whatever the caller.
CREATE FUNCTION print_access_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'print_access_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER print_access_log_no_update_delete
  BEFORE UPDATE OR DELETE ON "print_access_log"
  FOR EACH ROW EXECUTE FUNCTION print_access_log_append_only();
--> statement-breakpoint
CREATE TRIGGER print_access_log_no_truncate
  BEFORE TRUNCATE ON "print_access_log"
  FOR EACH STATEMENT EXECUTE FUNCTION print_access_log_append_only();
--> statement-breakpoint
-- The first version of the next of kin's statement, in both languages; staff add later versions.
INSERT INTO "authorization_statements" ("version", "text_en", "text_fr") VALUES (
  1,
  'I, the person named above, have the right to decide for the decedent. I authorise the funeral home to take, keep and send the decedent''s fingerprints to be made into the memorial pieces ordered for the decedent, and nothing else. I understand that the prints are kept privately, that every access to them is recorded, that they are destroyed after the retention period, and that I may withdraw this authorisation at any time, after which the prints are locked and destroyed.',
  'Je soussigné(e), la personne nommée ci-dessus, ai le droit de décider pour le défunt. J''autorise le salon funéraire à prendre, conserver et transmettre les empreintes digitales du défunt pour fabriquer les pièces commémoratives commandées pour le défunt, et à aucune autre fin. Je comprends que les empreintes sont conservées de façon privée, que chaque accès est consigné, qu''elles sont détruites à la fin de la durée de conservation, et que je peux retirer cette autorisation à tout moment ; les empreintes sont alors verrouillées et détruites.'
);
