-- Configuration (issue 19): typed and validated global settings, and field settings per screen and role.
ALTER TABLE "admin_setting_groups" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "name_fr" text;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "rank" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "options" jsonb;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "min_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "max_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "max_length" integer;--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "format" varchar(10);--> statement-breakpoint
ALTER TABLE "admin_settings" ADD COLUMN "is_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "admin_settings" SET "value_type" = 'string' WHERE "value_type" IN ('text', 'json');--> statement-breakpoint
ALTER TABLE "admin_settings" ADD CONSTRAINT "admin_settings_value_type_check" CHECK ("value_type" in ('string', 'number', 'boolean', 'select'));--> statement-breakpoint
CREATE TABLE "field_settings" (
	"screen_code" varchar(40) NOT NULL,
	"field_code" varchar(60) NOT NULL,
	"role_id" integer NOT NULL REFERENCES "roles"("id") ON DELETE CASCADE,
	"is_visible" boolean DEFAULT true NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_read_only" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "field_settings_pk" PRIMARY KEY("screen_code","field_code","role_id")
);
--> statement-breakpoint
CREATE INDEX "field_settings_role_idx" ON "field_settings" USING btree ("role_id","screen_code");
