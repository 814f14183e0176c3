ALTER TABLE "late_charges" ADD COLUMN "percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "late_charges" ADD COLUMN "overdue_balance" numeric(14, 2);