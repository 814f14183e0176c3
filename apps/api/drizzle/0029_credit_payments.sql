CREATE TABLE "credit_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"request_fingerprint" text NOT NULL,
	"payment_id" bigint,
	"amount" numeric(14, 2) NOT NULL,
	"currency_code" varchar(3) NOT NULL,
	"status" varchar(10) NOT NULL,
	"created_by_user_id" integer,
	"impersonator_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_payments_customer_key_uq" UNIQUE("customer_id","idempotency_key"),
	CONSTRAINT "credit_payments_amount_check" CHECK ("credit_payments"."amount" > 0),
	CONSTRAINT "credit_payments_status_check" CHECK ("credit_payments"."status" in ('applied', 'released'))
);
--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_payments" ADD CONSTRAINT "credit_payments_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_payments_payment_idx" ON "credit_payments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "credit_payments_created_by_idx" ON "credit_payments" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "credit_payments_impersonator_idx" ON "credit_payments" USING btree ("impersonator_id");--> statement-breakpoint
ALTER TABLE "credit_applications" ADD COLUMN "credit_payment_id" bigint;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_credit_payment_id_credit_payments_id_fk" FOREIGN KEY ("credit_payment_id") REFERENCES "public"."credit_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_credit_payment_idx" ON "credit_applications" USING btree ("credit_payment_id");
