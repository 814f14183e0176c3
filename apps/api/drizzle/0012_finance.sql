CREATE TABLE "credit_applications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"credit_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	CONSTRAINT "credit_applications_amount_check" CHECK ("credit_applications"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_cards" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"processor" varchar(10) NOT NULL,
	"processor_customer_ref" text NOT NULL,
	"processor_card_ref" text NOT NULL,
	"brand" varchar(30) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"cardholder_name" text NOT NULL,
	"billing_postal_code" varchar(20),
	"is_default" boolean DEFAULT false NOT NULL,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "credit_cards_processor_ref_uq" UNIQUE("processor","processor_card_ref"),
	CONSTRAINT "credit_cards_processor_check" CHECK ("credit_cards"."processor" in ('SQUARE', 'NMI')),
	CONSTRAINT "credit_cards_last4_check" CHECK ("credit_cards"."last4" ~ '^[0-9]{4}$'),
	CONSTRAINT "credit_cards_exp_month_check" CHECK ("credit_cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "customer_credits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"refunded" numeric(14, 2) DEFAULT '0' NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"source_payment_id" bigint,
	"source_invoice_id" bigint,
	"credit_date" date NOT NULL,
	"reason" text,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_credits_code_unique" UNIQUE("code"),
	CONSTRAINT "customer_credits_kind_check" CHECK ("customer_credits"."kind" in ('credit_memo', 'prepayment', 'refund_due')),
	CONSTRAINT "customer_credits_amount_check" CHECK ("customer_credits"."amount" > 0),
	CONSTRAINT "customer_credits_balance_check" CHECK ("customer_credits"."balance" >= 0 and "customer_credits"."refunded" >= 0 and "customer_credits"."balance" + "customer_credits"."refunded" <= "customer_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "customer_financial_settings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"payment_terms_code" varchar(20) NOT NULL,
	"terms_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_id" bigint NOT NULL,
	"order_item_id" bigint,
	"rank" integer NOT NULL,
	"code" varchar(40),
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	CONSTRAINT "invoice_lines_quantity_check" CHECK ("invoice_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"invoice_id" bigint,
	"invoice_change" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_id" bigint,
	"credit_change" numeric(14, 2) DEFAULT '0' NOT NULL,
	"payment_id" bigint,
	"allocation_id" bigint,
	"application_id" bigint,
	"refund_id" bigint,
	"reverses_id" bigint,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	CONSTRAINT "ledger_entries_reverses_uq" UNIQUE("reverses_id"),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_invoice_check" CHECK ("ledger_entries"."invoice_id" is not null or "ledger_entries"."invoice_change" = 0),
	CONSTRAINT "ledger_entries_credit_check" CHECK ("ledger_entries"."credit_id" is not null or "ledger_entries"."credit_change" = 0)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"invoice_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "payment_allocations_payment_invoice_uq" UNIQUE("payment_id","invoice_id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"processor" varchar(10) NOT NULL,
	"status" varchar(10) NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_fingerprint" text,
	"recovery_point" varchar(20) DEFAULT 'finished' NOT NULL,
	"locked_at" timestamp with time zone,
	"response_code" integer,
	"response_body" jsonb,
	"gateway_ref" text,
	"card_id" bigint,
	"card_label" text,
	"order_id" bigint,
	"reference" text,
	"failure_code" varchar(60),
	"failure_message" text,
	"payment_date" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_code_unique" UNIQUE("code"),
	CONSTRAINT "payments_customer_key_uq" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_processor_check" CHECK ("payments"."processor" in ('SQUARE', 'NMI', 'PAYPAL', 'CHECK', 'WIRE', 'ACH', 'CASH', 'OTHER')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_id" bigint,
	"credit_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"status" varchar(10) NOT NULL,
	"idempotency_key" varchar(64),
	"gateway_refund_id" text,
	"reason" text,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_customer_key_uq" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_status_check" CHECK ("refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "refunds_source_check" CHECK ("refunds"."payment_id" is not null or "refunds"."credit_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sub_total" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "discount_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "shipping_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sales_tax_value" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "po_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bill_to" jsonb;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cards" ADD CONSTRAINT "credit_cards_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_source_payment_id_payments_id_fk" FOREIGN KEY ("source_payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_source_invoice_id_invoices_id_fk" FOREIGN KEY ("source_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_financial_settings" ADD CONSTRAINT "customer_financial_settings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_allocation_id_payment_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."payment_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_application_id_credit_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."credit_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_credit_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_credit_idx" ON "credit_applications" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "credit_applications_invoice_idx" ON "credit_applications" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_applications_created_by_idx" ON "credit_applications" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "credit_cards_customer_idx" ON "credit_cards" USING btree ("customer_id","deleted_at");--> statement-breakpoint
CREATE INDEX "credit_cards_created_by_idx" ON "credit_cards" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "credit_cards_impersonator_idx" ON "credit_cards" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "customer_credits_customer_idx" ON "customer_credits" USING btree ("customer_id","credit_date","id");--> statement-breakpoint
CREATE INDEX "customer_credits_date_idx" ON "customer_credits" USING btree ("credit_date","id");--> statement-breakpoint
CREATE INDEX "customer_credits_source_payment_idx" ON "customer_credits" USING btree ("source_payment_id");--> statement-breakpoint
CREATE INDEX "customer_credits_source_invoice_idx" ON "customer_credits" USING btree ("source_invoice_id");--> statement-breakpoint
CREATE INDEX "customer_credits_created_by_idx" ON "customer_credits" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "customer_credits_impersonator_idx" ON "customer_credits" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","rank");--> statement-breakpoint
CREATE INDEX "invoice_lines_order_item_idx" ON "invoice_lines" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_customer_idx" ON "ledger_entries" USING btree ("customer_id","posted_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice_idx" ON "ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_credit_idx" ON "ledger_entries" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_payment_idx" ON "ledger_entries" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_allocation_idx" ON "ledger_entries" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_application_idx" ON "ledger_entries" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_refund_idx" ON "ledger_entries" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_by_idx" ON "ledger_entries" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_impersonator_idx" ON "ledger_entries" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_invoice_idx" ON "payment_allocations" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payments_customer_date_idx" ON "payments" USING btree ("customer_id","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_status_date_idx" ON "payments" USING btree ("status","payment_date","id");--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_card_idx" ON "payments" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payments_created_by_idx" ON "payments" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "payments_impersonator_idx" ON "payments" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_idx" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_credit_idx" ON "refunds" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "refunds_created_by_idx" ON "refunds" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "refunds_impersonator_idx" ON "refunds" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "invoices_date_idx" ON "invoices" USING btree ("invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_status_date_idx" ON "invoices" USING btree ("status_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_customer_status_idx" ON "invoices" USING btree ("customer_id","status_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_open_idx" ON "invoices" USING btree ("invoice_date","id") WHERE "invoices"."balance" > 0;--> statement-breakpoint
CREATE INDEX "invoices_customer_open_idx" ON "invoices" USING btree ("customer_id","invoice_date","id") WHERE "invoices"."balance" > 0;--> statement-breakpoint
CREATE INDEX "invoices_due_idx" ON "invoices" USING btree ("due_date");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" >= 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_balance_check" CHECK ("invoices"."balance" >= 0 and "invoices"."balance" <= "invoices"."amount");--> statement-breakpoint
-- The ledger is append-only (docs/payments.md §5): a correction is a reversing entry, never an edit.
CREATE FUNCTION ledger_entries_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries is append-only: post a reversing entry instead';
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_change BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_append_only();--> statement-breakpoint
-- Invoices made before the ledger (sales orders' paid invoices) keep their data: totals from their order, the posting
-- of the invoice, and the money received recorded as a payment allocated to it, so their balance is the derivation.
UPDATE "invoices" i SET "sub_total" = o."sub_total", "discount_value" = o."discount_value",
  "shipping_price" = o."shipping_price", "sales_tax_value" = o."sales_tax_value", "po_number" = o."po_number"
  FROM "orders" o WHERE o."id" = i."order_id";--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "order_item_id", "rank", "code", "description", "quantity", "unit_price", "line_total")
  SELECT i."id", oi."id", oi."rank", oi."code", oi."name" || coalesce(' (' || oi."metal_name" || ')', ''), oi."quantity",
    oi."unit_price", oi."line_total"
  FROM "invoices" i JOIN "order_items" oi ON oi."order_id" = i."order_id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("customer_id", "kind", "amount", "invoice_id", "invoice_change", "posted_at", "created_by_user_id")
  SELECT "customer_id", 'INVOICE_POSTED', "amount", "id", "amount", "created_at", "created_by_user_id"
  FROM "invoices" WHERE "amount" > 0;--> statement-breakpoint
INSERT INTO "payments" ("code", "customer_id", "amount", "currency_code", "processor", "status", "idempotency_key",
    "reference", "payment_date", "settled_at", "created_by_user_id", "created_at")
  SELECT 'PAY-M' || "id", "customer_id", "amount" - "balance", "currency_code", 'OTHER', 'succeeded', 'invoice-' || "id",
    'Recorded with invoice ' || "code", "created_at", "created_at", "created_by_user_id", "created_at"
  FROM "invoices" WHERE "amount" > "balance";--> statement-breakpoint
INSERT INTO "payment_allocations" ("payment_id", "invoice_id", "amount")
  SELECT p."id", i."id", p."amount" FROM "invoices" i JOIN "payments" p ON p."code" = 'PAY-M' || i."id";--> statement-breakpoint
INSERT INTO "ledger_entries" ("customer_id", "kind", "amount", "invoice_id", "invoice_change", "payment_id",
    "allocation_id", "posted_at", "created_by_user_id")
  SELECT p."customer_id", 'PAYMENT_ALLOCATED', a."amount", a."invoice_id", -a."amount", p."id", a."id", p."created_at",
    p."created_by_user_id"
  FROM "payment_allocations" a JOIN "payments" p ON p."id" = a."payment_id";
