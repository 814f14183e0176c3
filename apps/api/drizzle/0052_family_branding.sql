CREATE TABLE "family_brandings" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"logo_key" text,
	"primary_colour" varchar(7),
	"accent_colour" varchar(7),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "family_brandings" ADD CONSTRAINT "family_brandings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_brandings" ADD CONSTRAINT "family_brandings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;