CREATE TABLE "metal_fixings" (
	"id" serial PRIMARY KEY NOT NULL,
	"master_alloy_id" integer NOT NULL,
	"fixing_date" date NOT NULL,
	"session" varchar(2) NOT NULL,
	"source" text NOT NULL,
	"price_per_ounce" numeric(14, 2) NOT NULL,
	"fixed_at" timestamp with time zone NOT NULL,
	"recorded_by_user_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metal_fixings_day_session_uq" UNIQUE("master_alloy_id","fixing_date","session"),
	CONSTRAINT "metal_fixings_price_positive" CHECK ("metal_fixings"."price_per_ounce" > 0),
	CONSTRAINT "metal_fixings_session" CHECK ("metal_fixings"."session" in ('AM', 'PM'))
);
--> statement-breakpoint
CREATE TABLE "customer_metal_receipts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"master_alloy_id" integer NOT NULL,
	"grams" numeric(10, 3) NOT NULL,
	"fineness" numeric(6, 4) NOT NULL,
	"fixing_id" integer NOT NULL,
	"price_per_ounce" numeric(14, 2) NOT NULL,
	"refining_charge_percent" numeric(5, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"credit_id" bigint NOT NULL,
	"note" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"tested_by_user_id" integer NOT NULL,
	CONSTRAINT "customer_metal_receipts_grams" CHECK ("customer_metal_receipts"."grams" > 0),
	CONSTRAINT "customer_metal_receipts_fineness" CHECK ("customer_metal_receipts"."fineness" > 0 and "customer_metal_receipts"."fineness" <= 1)
);
--> statement-breakpoint
CREATE TABLE "customer_metal_terms" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"lock_hours" integer,
	"lock_cap_grams" numeric(10, 3),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metal_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"step" varchar(40) NOT NULL,
	"direction" varchar(8) NOT NULL,
	"metal_id" integer NOT NULL,
	"grams" numeric(10, 3) NOT NULL,
	"worker" text,
	"note" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by_user_id" integer NOT NULL,
	CONSTRAINT "metal_movements_grams_positive" CHECK ("metal_movements"."grams" > 0),
	CONSTRAINT "metal_movements_direction" CHECK ("metal_movements"."direction" in ('issued', 'returned'))
);
--> statement-breakpoint
CREATE TABLE "metal_price_locks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"cart_id" integer,
	"quote_order_id" bigint,
	"fixing_id" integer,
	"prices" jsonb NOT NULL,
	"grams" numeric(10, 3) NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"locked_by_user_id" integer NOT NULL,
	"used_by_order_id" bigint,
	"used_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "metal_price_locks_grams" CHECK ("metal_price_locks"."grams" >= 0),
	CONSTRAINT "metal_price_locks_target" CHECK (num_nonnulls("metal_price_locks"."cart_id", "metal_price_locks"."quote_order_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "metal_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"weight_tolerance_percent" numeric(5, 2) DEFAULT '5' NOT NULL,
	"lock_hours" integer DEFAULT 48 NOT NULL,
	"lock_cap_grams" numeric(10, 3) DEFAULT '500' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" integer,
	CONSTRAINT "metal_settings_one_row" CHECK ("metal_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "customer_credits" DROP CONSTRAINT "customer_credits_kind_check";--> statement-breakpoint
ALTER TABLE "master_alloys" ADD COLUMN "price_source" varchar(10) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_alloys" ADD COLUMN "fixing_id" integer;--> statement-breakpoint
ALTER TABLE "master_alloys" ADD COLUMN "loss_threshold_percent" numeric(5, 2) DEFAULT '5' NOT NULL;--> statement-breakpoint
ALTER TABLE "master_alloys" ADD COLUMN "refining_charge_percent" numeric(5, 2) DEFAULT '10' NOT NULL;--> statement-breakpoint
ALTER TABLE "metals" ADD COLUMN "surcharge_per_ounce" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "metals" ADD COLUMN "markup_percent" numeric(6, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "metal_weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "metal_price_per_gram" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "price_basis" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "finished_weight" numeric(10, 3);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "finished_price_per_gram" numeric(14, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "finished_price_basis" jsonb;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "finished_weight_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "finished_weight_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_approval" varchar(12);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "weight_approved_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "metal_fixings" ADD CONSTRAINT "metal_fixings_master_alloy_id_master_alloys_id_fk" FOREIGN KEY ("master_alloy_id") REFERENCES "public"."master_alloys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_fixings" ADD CONSTRAINT "metal_fixings_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_metal_receipts" ADD CONSTRAINT "customer_metal_receipts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_metal_receipts" ADD CONSTRAINT "customer_metal_receipts_master_alloy_id_master_alloys_id_fk" FOREIGN KEY ("master_alloy_id") REFERENCES "public"."master_alloys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_metal_receipts" ADD CONSTRAINT "customer_metal_receipts_fixing_id_metal_fixings_id_fk" FOREIGN KEY ("fixing_id") REFERENCES "public"."metal_fixings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_metal_receipts" ADD CONSTRAINT "customer_metal_receipts_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_metal_receipts" ADD CONSTRAINT "customer_metal_receipts_tested_by_user_id_users_id_fk" FOREIGN KEY ("tested_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_metal_terms" ADD CONSTRAINT "customer_metal_terms_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_movements" ADD CONSTRAINT "metal_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_movements" ADD CONSTRAINT "metal_movements_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_movements" ADD CONSTRAINT "metal_movements_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_price_locks" ADD CONSTRAINT "metal_price_locks_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_price_locks" ADD CONSTRAINT "metal_price_locks_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_price_locks" ADD CONSTRAINT "metal_price_locks_quote_order_id_orders_id_fk" FOREIGN KEY ("quote_order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_price_locks" ADD CONSTRAINT "metal_price_locks_fixing_id_metal_fixings_id_fk" FOREIGN KEY ("fixing_id") REFERENCES "public"."metal_fixings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_price_locks" ADD CONSTRAINT "metal_price_locks_locked_by_user_id_users_id_fk" FOREIGN KEY ("locked_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_price_locks" ADD CONSTRAINT "metal_price_locks_used_by_order_id_orders_id_fk" FOREIGN KEY ("used_by_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metal_settings" ADD CONSTRAINT "metal_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metal_fixings_alloy_fixed_idx" ON "metal_fixings" USING btree ("master_alloy_id","fixed_at");--> statement-breakpoint
CREATE INDEX "metal_fixings_user_idx" ON "metal_fixings" USING btree ("recorded_by_user_id");--> statement-breakpoint
CREATE INDEX "customer_metal_receipts_customer_idx" ON "customer_metal_receipts" USING btree ("customer_id","received_at");--> statement-breakpoint
CREATE INDEX "customer_metal_receipts_alloy_idx" ON "customer_metal_receipts" USING btree ("master_alloy_id");--> statement-breakpoint
CREATE INDEX "customer_metal_receipts_fixing_idx" ON "customer_metal_receipts" USING btree ("fixing_id");--> statement-breakpoint
CREATE INDEX "customer_metal_receipts_credit_idx" ON "customer_metal_receipts" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "customer_metal_receipts_user_idx" ON "customer_metal_receipts" USING btree ("tested_by_user_id");--> statement-breakpoint
CREATE INDEX "metal_movements_order_idx" ON "metal_movements" USING btree ("order_id","moved_at");--> statement-breakpoint
CREATE INDEX "metal_movements_metal_idx" ON "metal_movements" USING btree ("metal_id","moved_at");--> statement-breakpoint
CREATE INDEX "metal_movements_user_idx" ON "metal_movements" USING btree ("recorded_by_user_id");--> statement-breakpoint
CREATE INDEX "metal_price_locks_customer_idx" ON "metal_price_locks" USING btree ("customer_id","expires_at");--> statement-breakpoint
CREATE INDEX "metal_price_locks_cart_idx" ON "metal_price_locks" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "metal_price_locks_quote_idx" ON "metal_price_locks" USING btree ("quote_order_id");--> statement-breakpoint
CREATE INDEX "metal_price_locks_fixing_idx" ON "metal_price_locks" USING btree ("fixing_id");--> statement-breakpoint
CREATE INDEX "metal_price_locks_user_idx" ON "metal_price_locks" USING btree ("locked_by_user_id");--> statement-breakpoint
CREATE INDEX "metal_price_locks_used_by_idx" ON "metal_price_locks" USING btree ("used_by_order_id");--> statement-breakpoint
ALTER TABLE "master_alloys" ADD CONSTRAINT "master_alloys_fixing_id_metal_fixings_id_fk" FOREIGN KEY ("fixing_id") REFERENCES "public"."metal_fixings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_finished_weight_by_user_id_users_id_fk" FOREIGN KEY ("finished_weight_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_weight_approved_by_user_id_users_id_fk" FOREIGN KEY ("weight_approved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_finished_by_idx" ON "order_items" USING btree ("finished_weight_by_user_id");--> statement-breakpoint
CREATE INDEX "orders_weight_approved_by_idx" ON "orders" USING btree ("weight_approved_by_user_id");--> statement-breakpoint
ALTER TABLE "customer_credits" ADD CONSTRAINT "customer_credits_kind_check" CHECK ("customer_credits"."kind" in ('credit_memo', 'prepayment', 'refund_due', 'scrap_metal'));--> statement-breakpoint
-- The premium per gram becomes the formula's surcharge per ounce (the same price: markup 0); 0034 drops the column.
UPDATE "metals" SET "surcharge_per_ounce" = round("premium_per_gram" * 31.1034768, 2);--> statement-breakpoint
-- Refiners pay about 97 % of gold's fine value and 90 % of silver's, platinum's and palladium's (docs/jewelry-trade.md §3).
UPDATE "master_alloys" SET "refining_charge_percent" = 3 WHERE "code" = 'GOLD';--> statement-breakpoint
INSERT INTO "metal_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
