CREATE TABLE "card_save_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" varchar(45) NOT NULL,
	"request_fingerprint" text NOT NULL,
	"credit_card_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_save_requests_customer_key_uq" UNIQUE("customer_id","idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "card_save_requests" ADD CONSTRAINT "card_save_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_save_requests" ADD CONSTRAINT "card_save_requests_credit_card_id_credit_cards_id_fk" FOREIGN KEY ("credit_card_id") REFERENCES "public"."credit_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_save_requests_card_idx" ON "card_save_requests" USING btree ("credit_card_id");