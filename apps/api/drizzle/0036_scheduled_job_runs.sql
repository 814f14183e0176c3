CREATE TABLE "scheduled_job_runs" (
	"name" varchar(80) PRIMARY KEY NOT NULL,
	"last_run_at" timestamp with time zone,
	"claimed_until" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"last_summary" jsonb
);
