CREATE TABLE "cart_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"item_type_id" integer NOT NULL,
	"metal_id" integer,
	"quantity" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"metal_price_per_gram" numeric(14, 4),
	"variant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" uuid NOT NULL,
	"user_id" integer,
	"customer_id" integer,
	"created_by" integer,
	"coupon_code" varchar(40),
	"po_number" varchar(60),
	"notes" text,
	"customer_wo_number" varchar(60),
	"billing_state_id" integer,
	"shipping_state_id" integer,
	"shipping_method_id" integer,
	"shipping_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"fixed_sales_tax" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"value" numeric(14, 2) NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"free_item_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"items_to_add_to_cart" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"discounted_shipping_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"discounted_shipping_price" numeric(14, 2),
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sales_tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"state_id" integer,
	"percent" numeric(7, 4) NOT NULL,
	CONSTRAINT "sales_tax_rates_uq" UNIQUE NULLS NOT DISTINCT("country_id","state_id")
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_billing_state_id_states_id_fk" FOREIGN KEY ("billing_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_shipping_state_id_states_id_fk" FOREIGN KEY ("shipping_state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_rates" ADD CONSTRAINT "sales_tax_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_tax_rates" ADD CONSTRAINT "sales_tax_rates_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_cart_idx" ON "cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "carts_user_idx" ON "carts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sales_tax_rates_state_idx" ON "sales_tax_rates" USING btree ("state_id");