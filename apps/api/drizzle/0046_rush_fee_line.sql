ALTER TABLE "order_items" ALTER COLUMN "item_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge" varchar(20);--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_piece_or_charge" CHECK (("order_items"."item_type_id" is null) = ("order_items"."charge" is not null));