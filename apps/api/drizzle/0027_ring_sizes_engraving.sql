ALTER TABLE "item_types" ADD COLUMN "ring_size_min" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "ring_size_max" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "ring_size_base" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "weight_follows_size" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "engraving_max_length" integer;--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "engraving_price" numeric(14, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "item_types" SET "ring_size_min" = 3, "ring_size_max" = 13, "ring_size_base" = a."value"::numeric, "weight_follows_size" = true
FROM "item_type_attributes" a
JOIN "attribute_definitions" d ON d."id" = a."attribute_id" AND d."code" = 'RING_SIZE'
WHERE a."item_type_id" = "item_types"."id" AND a."value" ~ '^[0-9]{1,2}(\.[0-9]{1,2})?$';--> statement-breakpoint
UPDATE "item_types" SET "engraving_price" = 30, "engraving_max_length" = CASE
  WHEN EXISTS (
    SELECT 1 FROM "item_type_attributes" w
    JOIN "attribute_definitions" wd ON wd."id" = w."attribute_id" AND wd."code" = 'WIDTH'
    WHERE w."item_type_id" = "item_types"."id" AND w."value" IN ('1.5', '2')
  ) THEN 10 ELSE 15 END
FROM "item_type_attributes" a
JOIN "attribute_definitions" d ON d."id" = a."attribute_id" AND d."code" = 'ENGRAVABLE'
WHERE a."item_type_id" = "item_types"."id" AND a."value" = '1';
