-- The estimate's priorities become the rush tiers: their lead times as their names said, and a daily capacity.
UPDATE "estimate_options" SET "lead_days" = 10 WHERE "kind" = 'PRIORITY' AND "code" = 'STANDARD';--> statement-breakpoint
UPDATE "estimate_options" SET "lead_days" = 5, "daily_capacity" = 3 WHERE "kind" = 'PRIORITY' AND "code" = 'RUSH';--> statement-breakpoint
UPDATE "estimate_options" SET "lead_days" = 2, "daily_capacity" = 1 WHERE "kind" = 'PRIORITY' AND "code" = 'EXPRESS';--> statement-breakpoint
-- The free "rush" and "needed by" answers are asked no more; past orders keep their answers.
UPDATE "order_attribute_definitions" SET "is_asked" = false WHERE "code" IN ('RUSH', 'NEEDED_BY');
