CREATE TABLE "job_deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"percent" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_images" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"image_key" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "proof_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"number" integer NOT NULL,
	"note" text,
	"uploaded_at" timestamp with time zone NOT NULL,
	"uploaded_by_user_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" integer,
	"signature_name" text,
	"signature_ip" varchar(64),
	"comments" text,
	CONSTRAINT "proof_rounds_status" CHECK ("proof_rounds"."status" in ('open', 'approved', 'changes_requested')),
	CONSTRAINT "proof_rounds_approval_signed" CHECK ("proof_rounds"."status" <> 'approved' or ("proof_rounds"."signature_name" is not null and "proof_rounds"."decided_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "production_stages" ADD COLUMN "deposit_percent" integer;--> statement-breakpoint
ALTER TABLE "job_deposits" ADD CONSTRAINT "job_deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_deposits" ADD CONSTRAINT "job_deposits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_images" ADD CONSTRAINT "proof_images_round_id_proof_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."proof_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_rounds" ADD CONSTRAINT "proof_rounds_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_deposits_order_idx" ON "job_deposits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_deposits_payment_idx" ON "job_deposits" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "proof_images_round_idx" ON "proof_images" USING btree ("round_id","rank");--> statement-breakpoint
CREATE INDEX "proof_images_image_idx" ON "proof_images" USING btree ("image_key");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_rounds_order_number_idx" ON "proof_rounds" USING btree ("order_id","number");--> statement-breakpoint
CREATE INDEX "proof_rounds_uploaded_by_idx" ON "proof_rounds" USING btree ("uploaded_by_user_id");--> statement-breakpoint
CREATE INDEX "proof_rounds_decided_by_idx" ON "proof_rounds" USING btree ("decided_by_user_id");--> statement-breakpoint
ALTER TABLE "production_stages" ADD CONSTRAINT "production_stages_deposit_percent" CHECK ("production_stages"."deposit_percent" between 1 and 100);