CREATE TABLE "authorization_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_fr" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authorization_statements_version_unique" UNIQUE("version")
);
--> statement-breakpoint
CREATE TABLE "print_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"decedent_id" integer NOT NULL,
	"fingerprint_id" integer,
	"action" varchar(20) NOT NULL,
	"user_id" integer,
	"impersonator_id" integer,
	"customer_id" integer,
	"staff" boolean NOT NULL,
	"family_link_id" integer,
	"session_id" text,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"decedent_id" integer NOT NULL,
	"statement_id" integer NOT NULL,
	"statement_text" text NOT NULL,
	"language" varchar(2) NOT NULL,
	"signer_name" text NOT NULL,
	"relationship" varchar(80) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40) NOT NULL,
	"signature_kind" varchar(10) NOT NULL,
	"signature_text" text,
	"signature_key" text,
	"pdf_key" text,
	"signed_at" timestamp with time zone NOT NULL,
	"recorded_by" integer,
	"recorded_impersonator" integer,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" integer,
	"withdrawal_reason" text,
	CONSTRAINT "print_authorizations_signature_check" CHECK (("print_authorizations"."signature_kind" = 'typed' and "print_authorizations"."signature_text" is not null) or ("print_authorizations"."signature_kind" = 'drawn' and "print_authorizations"."signature_key" is not null))
);
--> statement-breakpoint
ALTER TABLE "fingerprints" ADD COLUMN "locked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fingerprints" ADD COLUMN "destroy_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "fingerprints" ADD COLUMN "destroyed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authorization_statements" ADD CONSTRAINT "authorization_statements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_access_log" ADD CONSTRAINT "print_access_log_decedent_id_decedents_id_fk" FOREIGN KEY ("decedent_id") REFERENCES "public"."decedents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_access_log" ADD CONSTRAINT "print_access_log_fingerprint_id_fingerprints_id_fk" FOREIGN KEY ("fingerprint_id") REFERENCES "public"."fingerprints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_authorizations" ADD CONSTRAINT "print_authorizations_decedent_id_decedents_id_fk" FOREIGN KEY ("decedent_id") REFERENCES "public"."decedents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_authorizations" ADD CONSTRAINT "print_authorizations_statement_id_authorization_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."authorization_statements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_authorizations" ADD CONSTRAINT "print_authorizations_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_authorizations" ADD CONSTRAINT "print_authorizations_recorded_impersonator_users_id_fk" FOREIGN KEY ("recorded_impersonator") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_authorizations" ADD CONSTRAINT "print_authorizations_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_access_log_decedent_idx" ON "print_access_log" USING btree ("decedent_id","at");--> statement-breakpoint
CREATE INDEX "print_access_log_fingerprint_idx" ON "print_access_log" USING btree ("fingerprint_id");--> statement-breakpoint
CREATE INDEX "print_authorizations_decedent_idx" ON "print_authorizations" USING btree ("decedent_id","signed_at");