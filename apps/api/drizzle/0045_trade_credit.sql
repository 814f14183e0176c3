CREATE TABLE "late_charges" (
	"invoice_id" bigint NOT NULL,
	"month" varchar(7) NOT NULL,
	"invoice_line_id" bigint NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "late_charges_invoice_id_month_pk" PRIMARY KEY("invoice_id","month")
);
--> statement-breakpoint
CREATE TABLE "buyer_order_limits" (
	"user_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_limit" numeric(14, 2) NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_order_limits_user_id_customer_id_pk" PRIMARY KEY("user_id","customer_id"),
	CONSTRAINT "buyer_order_limits_limit_check" CHECK ("buyer_order_limits"."order_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_trade_terms" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"grace_days" integer,
	"po_required" boolean DEFAULT false NOT NULL,
	"late_charge_percent" numeric(5, 2) DEFAULT '0' NOT NULL,
	"updated_by_user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_trade_terms_grace_check" CHECK ("customer_trade_terms"."grace_days" is null or "customer_trade_terms"."grace_days" >= 0),
	CONSTRAINT "customer_trade_terms_late_charge_check" CHECK ("customer_trade_terms"."late_charge_percent" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_holds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(20) NOT NULL,
	"reason" varchar(24) NOT NULL,
	"status" varchar(10) DEFAULT 'HELD' NOT NULL,
	"decided_by_user_id" integer,
	"decided_at" timestamp with time zone,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "late_charges" ADD CONSTRAINT "late_charges_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "late_charges" ADD CONSTRAINT "late_charges_invoice_line_id_invoice_lines_id_fk" FOREIGN KEY ("invoice_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_order_limits" ADD CONSTRAINT "buyer_order_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_order_limits" ADD CONSTRAINT "buyer_order_limits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_order_limits" ADD CONSTRAINT "buyer_order_limits_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_trade_terms" ADD CONSTRAINT "customer_trade_terms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_trade_terms" ADD CONSTRAINT "customer_trade_terms_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_holds" ADD CONSTRAINT "order_holds_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "late_charges_invoice_line_idx" ON "late_charges" USING btree ("invoice_line_id");--> statement-breakpoint
CREATE INDEX "buyer_order_limits_customer_idx" ON "buyer_order_limits" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "buyer_order_limits_updated_by_idx" ON "buyer_order_limits" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE INDEX "customer_trade_terms_updated_by_idx" ON "customer_trade_terms" USING btree ("updated_by_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_holds_open_uq" ON "order_holds" USING btree ("order_id") WHERE "order_holds"."status" = 'HELD';--> statement-breakpoint
CREATE INDEX "order_holds_order_idx" ON "order_holds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_holds_kind_status_idx" ON "order_holds" USING btree ("kind","status","created_at");--> statement-breakpoint
CREATE INDEX "order_holds_decided_by_idx" ON "order_holds" USING btree ("decided_by_user_id");