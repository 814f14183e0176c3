INSERT INTO "role_settings" ("role_id", "module_id", "action")
SELECT r."id", m."id", 'USERS' FROM "roles" r, "modules" m
WHERE r."code" = 'CUSTOMER_ADMIN' AND m."code" = 'CP_MY_PROFILE'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "is_authorized_partner" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
CREATE INDEX "customers_partner_idx" ON "customers" USING btree ("is_authorized_partner") WHERE "is_authorized_partner";
--> statement-breakpoint
CREATE TABLE "sign_up_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"customer_type_id" integer,
	"tax_id" text,
	"website" text,
	"phone" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"job_title" text,
	"language" varchar(2) DEFAULT 'en' NOT NULL,
	"billing_address" jsonb NOT NULL,
	"shipping_address" jsonb,
	"notes" text,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sign_up_applications_status_check" CHECK ("sign_up_applications"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_customer_type_id_customer_types_id_fk" FOREIGN KEY ("customer_type_id") REFERENCES "public"."customer_types"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "sign_up_applications" ADD CONSTRAINT "sign_up_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sign_up_applications_status_idx" ON "sign_up_applications" USING btree ("status","created_at");
