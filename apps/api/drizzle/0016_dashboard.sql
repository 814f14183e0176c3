CREATE TABLE "metal_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"master_alloy_id" integer NOT NULL,
	"price_per_ounce" numeric(14, 2) NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "metal_price_history" ADD CONSTRAINT "metal_price_history_master_alloy_id_master_alloys_id_fk" FOREIGN KEY ("master_alloy_id") REFERENCES "public"."master_alloys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "metal_price_history" ADD CONSTRAINT "metal_price_history_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "metal_price_history_alloy_idx" ON "metal_price_history" USING btree ("master_alloy_id","changed_at");
--> statement-breakpoint
CREATE INDEX "metal_price_history_user_idx" ON "metal_price_history" USING btree ("changed_by_user_id");
--> statement-breakpoint
-- The price each metal has now is its first known point; demo data adds the past year before it.
INSERT INTO "metal_price_history" ("master_alloy_id", "price_per_ounce", "changed_at")
SELECT "id", "price_per_ounce", "updated_at" FROM "master_alloys";
