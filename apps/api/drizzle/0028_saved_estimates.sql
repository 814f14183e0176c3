CREATE TABLE "saved_estimates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer,
	"name" text NOT NULL,
	"choices" jsonb NOT NULL,
	"item_type_id" integer,
	"notes" text,
	"total" numeric(14, 2) NOT NULL,
	"sent_as" varchar(2),
	"order_id" bigint,
	"custom_order_id" bigint,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_estimates" ADD CONSTRAINT "saved_estimates_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_estimates" ADD CONSTRAINT "saved_estimates_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_estimates" ADD CONSTRAINT "saved_estimates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_estimates" ADD CONSTRAINT "saved_estimates_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_estimates" ADD CONSTRAINT "saved_estimates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_estimates_customer_idx" ON "saved_estimates" USING btree ("customer_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "saved_estimates_updated_idx" ON "saved_estimates" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "saved_estimates_item_type_idx" ON "saved_estimates" USING btree ("item_type_id");--> statement-breakpoint
CREATE INDEX "saved_estimates_order_idx" ON "saved_estimates" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "saved_estimates_custom_order_idx" ON "saved_estimates" USING btree ("custom_order_id");--> statement-breakpoint
CREATE INDEX "saved_estimates_created_by_idx" ON "saved_estimates" USING btree ("created_by_user_id");
