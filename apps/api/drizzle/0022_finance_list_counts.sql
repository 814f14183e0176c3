CREATE TABLE "invoice_status_counts" (
	"customer_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "invoice_status_counts_customer_id_status_id_pk" PRIMARY KEY("customer_id","status_id")
);
--> statement-breakpoint
CREATE TABLE "payment_status_counts" (
	"customer_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"processor" varchar(10) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "payment_status_counts_customer_id_status_processor_pk" PRIMARY KEY("customer_id","status","processor")
);
--> statement-breakpoint
ALTER TABLE "invoice_status_counts" ADD CONSTRAINT "invoice_status_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_status_counts" ADD CONSTRAINT "invoice_status_counts_status_id_entity_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."entity_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_status_counts" ADD CONSTRAINT "payment_status_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_status_counts_status_idx" ON "invoice_status_counts" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status_id","due_date","customer_id");--> statement-breakpoint
-- The counts are kept by the database itself: statement triggers with transition tables add what each statement
-- changed, whichever code path wrote it (a payment, a void, an order's invoice, a bulk load).
-- A customer's counts change one transaction at a time (a transaction-scoped advisory lock per customer, taken in
-- customer order): two payments of one customer's invoices, each updating its invoices one statement at a time,
-- would otherwise take the same count rows in opposite orders and deadlock.
CREATE FUNCTION invoice_status_counts_add(customer_ids integer[], status_ids integer[], deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(customer_ids, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(22001, l.customer_id)
    FROM (SELECT DISTINCT c AS customer_id FROM unnest(customer_ids) AS c ORDER BY 1) l;
  INSERT INTO invoice_status_counts AS t (customer_id, status_id, count)
    SELECT u.c, u.s, sum(u.d)::integer FROM unnest(customer_ids, status_ids, deltas) AS u(c, s, d)
    GROUP BY u.c, u.s HAVING sum(u.d) <> 0 ORDER BY u.c, u.s
    ON CONFLICT (customer_id, status_id) DO UPDATE SET count = t.count + excluded.count;
  DELETE FROM invoice_status_counts t WHERE t.count = 0 AND t.customer_id = ANY (customer_ids);
END;
$$;--> statement-breakpoint
CREATE FUNCTION invoice_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM invoice_status_counts_add(array_agg(n.customer_id), array_agg(n.status_id), array_agg(1)) FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM invoice_status_counts_add(array_agg(o.customer_id), array_agg(o.status_id), array_agg(-1)) FROM old_rows o;
  ELSE
    PERFORM invoice_status_counts_add(array_agg(x.customer_id), array_agg(x.status_id), array_agg(x.delta))
      FROM (
        SELECT n.customer_id, n.status_id, 1 AS delta FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.customer_id, n.status_id) IS DISTINCT FROM (o.customer_id, o.status_id)
        UNION ALL
        SELECT o.customer_id, o.status_id, -1 FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (n.customer_id, n.status_id) IS DISTINCT FROM (o.customer_id, o.status_id)
      ) x;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_status_counts_insert AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoice_status_counts_update AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER invoice_status_counts_delete AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION invoice_status_counts_apply();--> statement-breakpoint
CREATE FUNCTION payment_status_counts_add(customer_ids integer[], statuses text[], processors text[], deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(array_length(customer_ids, 1), 0) = 0 THEN RETURN; END IF;
  PERFORM pg_advisory_xact_lock(22002, l.customer_id)
    FROM (SELECT DISTINCT c AS customer_id FROM unnest(customer_ids) AS c ORDER BY 1) l;
  INSERT INTO payment_status_counts AS t (customer_id, status, processor, count)
    SELECT u.c, u.s, u.p, sum(u.d)::integer FROM unnest(customer_ids, statuses, processors, deltas) AS u(c, s, p, d)
    GROUP BY u.c, u.s, u.p HAVING sum(u.d) <> 0 ORDER BY u.c, u.s, u.p
    ON CONFLICT (customer_id, status, processor) DO UPDATE SET count = t.count + excluded.count;
  DELETE FROM payment_status_counts t WHERE t.count = 0 AND t.customer_id = ANY (customer_ids);
END;
$$;--> statement-breakpoint
CREATE FUNCTION payment_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM payment_status_counts_add(array_agg(n.customer_id), array_agg(n.status::text), array_agg(n.processor::text), array_agg(1))
      FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM payment_status_counts_add(array_agg(o.customer_id), array_agg(o.status::text), array_agg(o.processor::text), array_agg(-1))
      FROM old_rows o;
  ELSE
    PERFORM payment_status_counts_add(array_agg(x.customer_id), array_agg(x.status), array_agg(x.processor), array_agg(x.delta))
      FROM (
        SELECT n.customer_id, n.status::text AS status, n.processor::text AS processor, 1 AS delta
          FROM new_rows n JOIN old_rows o ON o.id = n.id
          WHERE (n.customer_id, n.status, n.processor) IS DISTINCT FROM (o.customer_id, o.status, o.processor)
        UNION ALL
        SELECT o.customer_id, o.status::text, o.processor::text, -1
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE (n.customer_id, n.status, n.processor) IS DISTINCT FROM (o.customer_id, o.status, o.processor)
      ) x;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER payment_status_counts_insert AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER payment_status_counts_update AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER payment_status_counts_delete AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION payment_status_counts_apply();--> statement-breakpoint
CREATE FUNCTION finance_status_counts_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DELETE FROM %I', TG_ARGV[0]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoice_status_counts_truncate AFTER TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION finance_status_counts_clear('invoice_status_counts');--> statement-breakpoint
CREATE TRIGGER payment_status_counts_truncate AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION finance_status_counts_clear('payment_status_counts');--> statement-breakpoint
INSERT INTO "invoice_status_counts" ("customer_id", "status_id", "count")
  SELECT "customer_id", "status_id", count(*)::integer FROM "invoices" GROUP BY 1, 2;--> statement-breakpoint
INSERT INTO "payment_status_counts" ("customer_id", "status", "processor", "count")
  SELECT "customer_id", "status", "processor", count(*)::integer FROM "payments" GROUP BY 1, 2, 3;
