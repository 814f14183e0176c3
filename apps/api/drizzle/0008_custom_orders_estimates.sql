CREATE TABLE "custom_order_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"custom_order_id" bigint NOT NULL,
	"image_key" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"parent_id" bigint,
	"item_type_id" integer NOT NULL,
	"metal_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"variant_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sub_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text,
	"unit_price" numeric(14, 2) NOT NULL,
	"job_order_id" bigint,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "estimate_options" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"surcharge_percent" numeric(7, 2) DEFAULT '0' NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "estimate_options_kind_code_uq" UNIQUE("kind","code")
);
--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "group_code" varchar(40) DEFAULT 'OTHER' NOT NULL;--> statement-breakpoint
ALTER TABLE "service_types" ADD COLUMN "base_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_order_images" ADD CONSTRAINT "custom_order_images_custom_order_id_custom_orders_id_fk" FOREIGN KEY ("custom_order_id") REFERENCES "public"."custom_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_parent_id_custom_orders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."custom_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_job_order_id_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_orders" ADD CONSTRAINT "custom_orders_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_order_images_order_idx" ON "custom_order_images" USING btree ("custom_order_id","rank");--> statement-breakpoint
CREATE INDEX "custom_orders_customer_idx" ON "custom_orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "custom_orders_parent_idx" ON "custom_orders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "custom_orders_job_idx" ON "custom_orders" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "custom_orders_item_type_idx" ON "custom_orders" USING btree ("item_type_id");--> statement-breakpoint
CREATE INDEX "custom_orders_metal_idx" ON "custom_orders" USING btree ("metal_id");--> statement-breakpoint
CREATE INDEX "custom_orders_created_by_idx" ON "custom_orders" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "custom_orders_impersonator_idx" ON "custom_orders" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "estimate_options_kind_idx" ON "estimate_options" USING btree ("kind","rank");--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'MANUFACTURING', "base_price" = 85.00 WHERE "code" = 'MANUFACTURING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'REPAIR', "base_price" = 35.00 WHERE "code" = 'REPAIR';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'REPAIR', "base_price" = 28.00 WHERE "code" = 'RESIZING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'SETTING', "base_price" = 40.00 WHERE "code" = 'STONE_SETTING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'SETTING', "base_price" = 30.00 WHERE "code" = 'ENGRAVING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'REPAIR', "base_price" = 18.00 WHERE "code" = 'POLISHING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'REPAIR', "base_price" = 25.00 WHERE "code" = 'RHODIUM_PLATING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'MANUFACTURING', "base_price" = 45.00 WHERE "code" = 'CASTING';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'MEMORIAL', "base_price" = 65.00 WHERE "code" = 'FINGERPRINT';--> statement-breakpoint
UPDATE "service_types" SET "group_code" = 'APPRAISAL', "base_price" = 75.00 WHERE "code" = 'APPRAISAL';
