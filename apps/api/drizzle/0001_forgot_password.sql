ALTER TABLE "users" ADD COLUMN "pending_password_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pending_password_expires_at" timestamp with time zone;