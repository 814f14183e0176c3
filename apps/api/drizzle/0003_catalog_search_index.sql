ALTER TABLE "item_types" ADD COLUMN "category_path_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "attribute_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "sort_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "item_types_category_path_idx" ON "item_types" USING gin ("category_path_ids");--> statement-breakpoint
CREATE INDEX "item_types_attribute_keys_idx" ON "item_types" USING gin ("attribute_keys");--> statement-breakpoint
CREATE INDEX "item_types_sort_price_idx" ON "item_types" USING btree ("sort_price","id") WHERE "item_types"."is_active" and "item_types"."shown_in_catalog";--> statement-breakpoint
CREATE INDEX "item_types_name_idx" ON "item_types" USING btree ("name","id") WHERE "item_types"."is_active" and "item_types"."shown_in_catalog";