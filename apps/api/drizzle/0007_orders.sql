CREATE TABLE "invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint,
	"status_id" integer NOT NULL,
	"invoice_date" date NOT NULL,
	"due_date" date,
	"amount" numeric(14, 2) NOT NULL,
	"balance" numeric(14, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"role" varchar(10) NOT NULL,
	"name" text NOT NULL,
	"company" text,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"zip" varchar(20) NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"email" text,
	"phone" text,
	CONSTRAINT "order_addresses_order_role_uq" UNIQUE("order_id","role")
);
--> statement-breakpoint
CREATE TABLE "order_attribute_values" (
	"order_id" bigint NOT NULL,
	"definition_id" integer NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "order_attribute_values_order_id_definition_id_pk" PRIMARY KEY("order_id","definition_id")
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"kind" varchar(6) PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"item_type_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"metal_id" integer,
	"metal_name" text,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"line_total" numeric(14, 2) NOT NULL,
	"variant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"text" text NOT NULL,
	"image_key" text,
	"entity_type_code" varchar(40),
	"author_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_status_counts" (
	"customer_id" integer NOT NULL,
	"kind" varchar(6) NOT NULL,
	"status_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_status_counts_customer_id_kind_status_id_pk" PRIMARY KEY("customer_id","kind","status_id")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"status_id" integer NOT NULL,
	"changed_by_user_id" integer,
	"impersonator_id" integer,
	"reason" text,
	"reason_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(6) NOT NULL,
	"code" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"list_group" varchar(20) NOT NULL,
	"service_type_id" integer,
	"placed_by_user_id" integer,
	"impersonator_id" integer,
	"idempotency_key" uuid,
	"po_number" text,
	"notes" text,
	"customer_wo_number" text,
	"shipping_method_id" integer,
	"shipping_method_name" text,
	"shipping_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"sub_total" numeric(14, 2) NOT NULL,
	"discount_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"coupon_code" varchar(40),
	"sales_tax_percent" numeric(7, 4) DEFAULT '0' NOT NULL,
	"sales_tax_value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"grand_total" numeric(14, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"order_date" timestamp with time zone DEFAULT now() NOT NULL,
	"due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_code_unique" UNIQUE("code"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "order_submission" varchar(10) DEFAULT 'AUTO' NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_on_credit_hold" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_groups" ADD COLUMN "fulfilment" varchar(14) DEFAULT 'MADE_TO_ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_id_entity_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."entity_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attribute_values" ADD CONSTRAINT "order_attribute_values_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_attribute_values" ADD CONSTRAINT "order_attribute_values_definition_id_order_attribute_definitions_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."order_attribute_definitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_counts" ADD CONSTRAINT "order_status_counts_status_id_entity_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."entity_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_status_id_entity_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."entity_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_id_entity_statuses_id_fk" FOREIGN KEY ("status_id") REFERENCES "public"."entity_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_placed_by_user_id_users_id_fk" FOREIGN KEY ("placed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id","invoice_date","id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "invoices_created_by_idx" ON "invoices" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "order_addresses_country_idx" ON "order_addresses" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "order_addresses_state_idx" ON "order_addresses" USING btree ("state_id");--> statement-breakpoint
CREATE INDEX "order_attribute_values_definition_idx" ON "order_attribute_values" USING btree ("definition_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","rank");--> statement-breakpoint
CREATE INDEX "order_items_item_type_idx" ON "order_items" USING btree ("item_type_id");--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "order_notes_author_idx" ON "order_notes" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "order_notes_impersonator_idx" ON "order_notes" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "order_status_counts_kind_idx" ON "order_status_counts" USING btree ("kind","status_id");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_status_history_status_idx" ON "order_status_history" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "order_status_history_user_idx" ON "order_status_history" USING btree ("changed_by_user_id");--> statement-breakpoint
CREATE INDEX "orders_tab_idx" ON "orders" USING btree ("kind","list_group","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_status_list_idx" ON "orders" USING btree ("kind","status_id","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_kind_date_idx" ON "orders" USING btree ("kind","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_customer_tab_idx" ON "orders" USING btree ("customer_id","kind","list_group","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_customer_date_idx" ON "orders" USING btree ("customer_id","kind","order_date","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status_id");--> statement-breakpoint
CREATE INDEX "orders_service_type_idx" ON "orders" USING btree ("service_type_id");--> statement-breakpoint
CREATE INDEX "orders_placed_by_idx" ON "orders" USING btree ("placed_by_user_id");--> statement-breakpoint
CREATE INDEX "orders_impersonator_idx" ON "orders" USING btree ("impersonator_id");--> statement-breakpoint
UPDATE "item_groups" SET "fulfilment" = 'STOCK' WHERE "code" IN ('CHAINS', 'FINDINGS', 'STONES');
