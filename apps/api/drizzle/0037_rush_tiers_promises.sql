CREATE TABLE "job_promises" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"tier_id" bigint NOT NULL,
	"tier_name" text NOT NULL,
	"tier_name_fr" text NOT NULL,
	"fee_percent" numeric(7, 2) NOT NULL,
	"fee_amount" numeric(14, 2) NOT NULL,
	"needed_by" date,
	"earliest_on" date NOT NULL,
	"promised_on" date,
	"due_on" date NOT NULL,
	"state" varchar(10) DEFAULT 'REQUESTED' NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_promises_state" CHECK ("job_promises"."state" in ('REQUESTED', 'PROPOSED', 'AGREED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "workshop_holidays" (
	"day" date PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimate_options" ADD COLUMN "lead_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "estimate_options" ADD COLUMN "daily_capacity" integer;--> statement-breakpoint
ALTER TABLE "estimate_options" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_attribute_definitions" ADD COLUMN "is_asked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "job_promises" ADD CONSTRAINT "job_promises_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_promises" ADD CONSTRAINT "job_promises_tier_id_estimate_options_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."estimate_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_promises_tier_due_idx" ON "job_promises" USING btree ("tier_id","due_on");--> statement-breakpoint
CREATE INDEX "job_promises_promised_idx" ON "job_promises" USING btree ("promised_on");