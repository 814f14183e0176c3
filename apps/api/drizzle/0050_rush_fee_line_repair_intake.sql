CREATE TABLE "repair_intake_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"description" text NOT NULL,
	"weight" numeric(12, 3) NOT NULL,
	"rank" integer NOT NULL,
	CONSTRAINT "repair_intake_items_kind" CHECK ("repair_intake_items"."kind" in ('STONE', 'METAL')),
	CONSTRAINT "repair_intake_items_weight" CHECK ("repair_intake_items"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "repair_intake_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"image_key" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "repair_intakes" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"piece" text NOT NULL,
	"condition" text NOT NULL,
	"signed_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_ip" text NOT NULL,
	"received_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "item_type_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "charge" varchar(20);--> statement-breakpoint
ALTER TABLE "repair_intake_items" ADD CONSTRAINT "repair_intake_items_order_id_repair_intakes_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."repair_intakes"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_intake_photos" ADD CONSTRAINT "repair_intake_photos_order_id_repair_intakes_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."repair_intakes"("order_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_intakes" ADD CONSTRAINT "repair_intakes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "repair_intakes" ADD CONSTRAINT "repair_intakes_received_by_user_id_users_id_fk" FOREIGN KEY ("received_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "repair_intake_items_order_idx" ON "repair_intake_items" USING btree ("order_id","rank");--> statement-breakpoint
CREATE INDEX "repair_intake_photos_order_idx" ON "repair_intake_photos" USING btree ("order_id","rank");--> statement-breakpoint
CREATE INDEX "repair_intake_photos_image_idx" ON "repair_intake_photos" USING btree ("image_key");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_piece_or_charge" CHECK (("order_items"."item_type_id" is null) = ("order_items"."charge" is not null));