CREATE TABLE "decedents" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date,
	"date_of_death" date,
	"reference_number" varchar(60),
	"notes" text,
	"archived_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "decedents_dates_check" CHECK ("decedents"."date_of_birth" is null or "decedents"."date_of_death" is null or "decedents"."date_of_birth" <= "decedents"."date_of_death")
);
--> statement-breakpoint
CREATE TABLE "fingerprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"decedent_id" integer NOT NULL,
	"image_key" text NOT NULL,
	"label" varchar(80),
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"contrast" real NOT NULL,
	"sharpness" real NOT NULL,
	"consent_given_by" text NOT NULL,
	"consent_statement" text NOT NULL,
	"consent_recorded_by" integer,
	"consent_recorded_impersonator" integer,
	"consented_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fingerprints_image_key_unique" UNIQUE("image_key")
);
--> statement-breakpoint
ALTER TABLE "decedents" ADD CONSTRAINT "decedents_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "decedents" ADD CONSTRAINT "decedents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_decedent_id_decedents_id_fk" FOREIGN KEY ("decedent_id") REFERENCES "public"."decedents"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_consent_recorded_by_users_id_fk" FOREIGN KEY ("consent_recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "fingerprints" ADD CONSTRAINT "fingerprints_consent_recorded_impersonator_users_id_fk" FOREIGN KEY ("consent_recorded_impersonator") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "decedents_customer_name_idx" ON "decedents" USING btree ("customer_id","last_name","first_name");
--> statement-breakpoint
CREATE INDEX "decedents_customer_death_idx" ON "decedents" USING btree ("customer_id","date_of_death");
--> statement-breakpoint
CREATE INDEX "decedents_name_idx" ON "decedents" USING btree ("last_name","first_name");
--> statement-breakpoint
CREATE INDEX "fingerprints_decedent_idx" ON "fingerprints" USING btree ("decedent_id","created_at");
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "fingerprint_id" integer;
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_fingerprint_id_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."fingerprints"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "cart_items_fingerprint_idx" ON "cart_items" USING btree ("fingerprint_id");
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "fingerprint_id" integer;
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_fingerprint_id_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."fingerprints"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "order_items_fingerprint_idx" ON "order_items" USING btree ("fingerprint_id");
--> statement-breakpoint
UPDATE "modules" SET "route" = '/backoffice/decedents', "staff_only" = false WHERE "code" = 'CP_DECEDENTS';
--> statement-breakpoint
INSERT INTO "role_settings" ("role_id", "module_id", "action")
SELECT r."id", m."id", a."action"
FROM "roles" r
JOIN (VALUES ('ADMINISTRATOR', 'EDIT'), ('SALES_STAFF', 'EDIT'), ('CUSTOMER_ADMIN', 'VIEW'), ('CUSTOMER_ADMIN', 'EDIT'),
             ('CUSTOMER_BUYER', 'VIEW'), ('CUSTOMER_BUYER', 'EDIT'), ('READ_ONLY', 'VIEW')) AS a("role", "action")
  ON a."role" = r."code"
JOIN "modules" m ON m."code" = 'CP_DECEDENTS'
ON CONFLICT DO NOTHING;
