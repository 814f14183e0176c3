CREATE TABLE "attribute_definitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"value_type" varchar(10) NOT NULL,
	"unit" varchar(10),
	"is_filterable" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "attribute_definitions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" varchar(60) NOT NULL,
	"label" text NOT NULL,
	"label_fr" text NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "attribute_options_uq" UNIQUE("attribute_id","value")
);
--> statement-breakpoint
CREATE TABLE "customer_item_pricing" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"item_type_id" integer,
	"item_group_id" integer,
	"adjustment_percent" numeric(6, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"group_name" text NOT NULL,
	"group_name_fr" text NOT NULL,
	"parent_id" integer,
	"rank" integer DEFAULT 100 NOT NULL,
	"is_custom_order_group" boolean DEFAULT true NOT NULL,
	CONSTRAINT "item_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "item_type_attributes" (
	"item_type_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" varchar(200) NOT NULL,
	CONSTRAINT "item_type_attributes_item_type_id_attribute_id_pk" PRIMARY KEY("item_type_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "item_type_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type_id" integer NOT NULL,
	"metal_id" integer,
	"url" text NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_type_sub_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type_id" integer NOT NULL,
	"sub_item_type_id" integer NOT NULL,
	"quantity" numeric(10, 3) DEFAULT '1' NOT NULL,
	"attached_entity_type_id" integer,
	"is_optional" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_type_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_type_id" integer NOT NULL,
	"code" varchar(40) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"price_delta" numeric(14, 2) DEFAULT '0' NOT NULL,
	"weight_delta" numeric(10, 3) DEFAULT '0' NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "item_type_variants_uq" UNIQUE("item_type_id","code")
);
--> statement-breakpoint
CREATE TABLE "item_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(40) NOT NULL,
	"slug" varchar(160) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"description" text,
	"description_fr" text,
	"item_group_id" integer,
	"master_item_type_id" integer,
	"base_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"labour_price" numeric(14, 2) DEFAULT '0' NOT NULL,
	"metal_weight" numeric(10, 3) DEFAULT '0' NOT NULL,
	"default_metal_id" integer,
	"shown_in_catalog" boolean DEFAULT true NOT NULL,
	"featured_on_portal" boolean DEFAULT false NOT NULL,
	"is_retail" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "item_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "master_alloys" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"price_per_ounce" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "master_alloys_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "measure_unit_conversions" (
	"source" varchar(10) NOT NULL,
	"target" varchar(10) NOT NULL,
	"factor" numeric(18, 9) NOT NULL,
	CONSTRAINT "measure_unit_conversions_source_target_pk" PRIMARY KEY("source","target")
);
--> statement-breakpoint
CREATE TABLE "metals" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"master_alloy_id" integer NOT NULL,
	"karat" integer,
	"colour" varchar(20),
	"purity" numeric(6, 4) NOT NULL,
	"density" numeric(6, 3) NOT NULL,
	"premium_per_gram" numeric(14, 4) DEFAULT '0' NOT NULL,
	"price_per_gram" numeric(14, 4) NOT NULL,
	"shown_in_catalog" boolean DEFAULT true NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "metals_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" varchar(40) NOT NULL,
	"slug" varchar(120) NOT NULL,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"description" text,
	"description_fr" text,
	"rank" integer DEFAULT 100 NOT NULL,
	"large_image" text,
	"small_image" text,
	"title1_image" text,
	"title2_image" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_category_items" (
	"category_id" integer NOT NULL,
	"item_type_id" integer NOT NULL,
	"rank" integer DEFAULT 100 NOT NULL,
	CONSTRAINT "product_category_items_category_id_item_type_id_pk" PRIMARY KEY("category_id","item_type_id")
);
--> statement-breakpoint
CREATE TABLE "seo_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity_type" varchar(10) NOT NULL,
	"entity_id" integer NOT NULL,
	"language" varchar(2) NOT NULL,
	"page_title" text,
	"meta_description" text,
	"meta_keywords" text,
	"image_alt" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_entries_uq" UNIQUE("entity_type","entity_id","language")
);
--> statement-breakpoint
CREATE TABLE "wishlist_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"customer_id" integer,
	"item_type_id" integer NOT NULL,
	"metal_id" integer,
	"configuration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attribute_definitions_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_item_pricing" ADD CONSTRAINT "customer_item_pricing_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_item_pricing" ADD CONSTRAINT "customer_item_pricing_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_item_pricing" ADD CONSTRAINT "customer_item_pricing_item_group_id_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."item_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_attributes" ADD CONSTRAINT "item_type_attributes_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_attributes" ADD CONSTRAINT "item_type_attributes_attribute_id_attribute_definitions_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attribute_definitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_images" ADD CONSTRAINT "item_type_images_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_images" ADD CONSTRAINT "item_type_images_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_sub_items" ADD CONSTRAINT "item_type_sub_items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_sub_items" ADD CONSTRAINT "item_type_sub_items_sub_item_type_id_item_types_id_fk" FOREIGN KEY ("sub_item_type_id") REFERENCES "public"."item_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_type_variants" ADD CONSTRAINT "item_type_variants_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_types" ADD CONSTRAINT "item_types_item_group_id_item_groups_id_fk" FOREIGN KEY ("item_group_id") REFERENCES "public"."item_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_types" ADD CONSTRAINT "item_types_default_metal_id_metals_id_fk" FOREIGN KEY ("default_metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metals" ADD CONSTRAINT "metals_master_alloy_id_master_alloys_id_fk" FOREIGN KEY ("master_alloy_id") REFERENCES "public"."master_alloys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_items" ADD CONSTRAINT "product_category_items_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_category_items" ADD CONSTRAINT "product_category_items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_item_type_id_item_types_id_fk" FOREIGN KEY ("item_type_id") REFERENCES "public"."item_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_items" ADD CONSTRAINT "wishlist_items_metal_id_metals_id_fk" FOREIGN KEY ("metal_id") REFERENCES "public"."metals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_item_pricing_customer_idx" ON "customer_item_pricing" USING btree ("customer_id","item_type_id","item_group_id");--> statement-breakpoint
CREATE INDEX "item_groups_parent_idx" ON "item_groups" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "item_type_attributes_filter_idx" ON "item_type_attributes" USING btree ("attribute_id","value","item_type_id");--> statement-breakpoint
CREATE INDEX "item_type_images_item_idx" ON "item_type_images" USING btree ("item_type_id","metal_id","rank");--> statement-breakpoint
CREATE INDEX "item_type_sub_items_item_idx" ON "item_type_sub_items" USING btree ("item_type_id");--> statement-breakpoint
CREATE INDEX "item_type_sub_items_sub_idx" ON "item_type_sub_items" USING btree ("sub_item_type_id");--> statement-breakpoint
CREATE INDEX "item_types_group_idx" ON "item_types" USING btree ("item_group_id");--> statement-breakpoint
CREATE INDEX "item_types_master_idx" ON "item_types" USING btree ("master_item_type_id");--> statement-breakpoint
CREATE INDEX "item_types_featured_idx" ON "item_types" USING btree ("featured_on_portal") WHERE "item_types"."featured_on_portal";--> statement-breakpoint
CREATE INDEX "item_types_retail_idx" ON "item_types" USING btree ("is_retail","id");--> statement-breakpoint
CREATE INDEX "item_types_slug_idx" ON "item_types" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "metals_master_alloy_idx" ON "metals" USING btree ("master_alloy_id");--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id","rank");--> statement-breakpoint
CREATE INDEX "product_categories_slug_idx" ON "product_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "product_category_items_item_idx" ON "product_category_items" USING btree ("item_type_id");--> statement-breakpoint
CREATE INDEX "wishlist_items_owner_idx" ON "wishlist_items" USING btree ("user_id","customer_id","created_at");