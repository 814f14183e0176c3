-- Requests from the public forms (forgot password, sign-up), counted per client address across every instance.
CREATE TABLE "public_form_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" varchar(20) NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_form_requests_ip_idx" ON "public_form_requests" USING btree ("kind","ip","created_at");
