CREATE TABLE "commission_rates" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "commissions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"goods_total" numeric(14, 2) NOT NULL,
	"rate" numeric(5, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"earned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"settlement" varchar(8),
	"settlement_reference" text,
	"credit_id" bigint,
	"settled_by" integer,
	CONSTRAINT "commissions_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "commissions_settlement_check" CHECK ("commissions"."settlement" is null or "commissions"."settlement" in ('payout', 'credit')),
	CONSTRAINT "commissions_settled_check" CHECK (("commissions"."settled_at" is null) = ("commissions"."settlement" is null))
);
--> statement-breakpoint
CREATE TABLE "family_orders" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"family_link_id" integer NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_email" text NOT NULL,
	"buyer_phone" text NOT NULL,
	"marketing_opt_in" boolean DEFAULT false NOT NULL,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "placed_via" varchar(10);--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_rates" ADD CONSTRAINT "commission_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_credit_id_customer_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."customer_credits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commissions" ADD CONSTRAINT "commissions_settled_by_users_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_orders" ADD CONSTRAINT "family_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_orders" ADD CONSTRAINT "family_orders_family_link_id_family_links_id_fk" FOREIGN KEY ("family_link_id") REFERENCES "public"."family_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commissions_customer_idx" ON "commissions" USING btree ("customer_id","earned_at");--> statement-breakpoint
CREATE INDEX "commissions_credit_idx" ON "commissions" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "commissions_settled_by_idx" ON "commissions" USING btree ("settled_by");--> statement-breakpoint
CREATE INDEX "family_orders_link_idx" ON "family_orders" USING btree ("family_link_id");