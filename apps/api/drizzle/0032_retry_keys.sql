CREATE TABLE "retry_keys" (
	"caller" text NOT NULL,
	"key" text NOT NULL,
	"call" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "retry_keys_caller_key_pk" PRIMARY KEY("caller","key")
);
--> statement-breakpoint
CREATE INDEX "retry_keys_created_idx" ON "retry_keys" USING btree ("created_at");