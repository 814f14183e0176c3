CREATE TABLE "statement_mailings" (
	"customer_id" integer NOT NULL,
	"month" date NOT NULL,
	"mailed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_mailings_customer_id_month_pk" PRIMARY KEY("customer_id","month")
);
--> statement-breakpoint
CREATE TABLE "memo_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"memo_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"style_code" varchar(40) NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"status" varchar(10) DEFAULT 'out' NOT NULL,
	"invoice_id" bigint,
	"return_id" bigint,
	"decided_at" timestamp with time zone,
	CONSTRAINT "memo_items_status_check" CHECK ("memo_items"."status" in ('out', 'returned', 'kept', 'invoiced')),
	CONSTRAINT "memo_items_quantity_check" CHECK ("memo_items"."quantity" > 0),
	CONSTRAINT "memo_items_price_check" CHECK ("memo_items"."unit_price" >= 0),
	CONSTRAINT "memo_items_outcome_check" CHECK (("memo_items"."status" in ('kept', 'invoiced')) = ("memo_items"."invoice_id" is not null) and ("memo_items"."status" = 'returned') = ("memo_items"."return_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "memo_returns" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"memo_id" bigint NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memo_returns_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "memos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"customer_id" integer NOT NULL,
	"sent_on" date NOT NULL,
	"due_date" date NOT NULL,
	"note" text,
	"currency_code" varchar(3) NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memos_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "statement_mailings" ADD CONSTRAINT "statement_mailings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_items" ADD CONSTRAINT "memo_items_memo_id_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "public"."memos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_items" ADD CONSTRAINT "memo_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_items" ADD CONSTRAINT "memo_items_return_id_memo_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."memo_returns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_returns" ADD CONSTRAINT "memo_returns_memo_id_memos_id_fk" FOREIGN KEY ("memo_id") REFERENCES "public"."memos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memo_returns" ADD CONSTRAINT "memo_returns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memos" ADD CONSTRAINT "memos_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "statement_mailings_month_idx" ON "statement_mailings" USING btree ("month");--> statement-breakpoint
CREATE INDEX "memo_items_memo_idx" ON "memo_items" USING btree ("memo_id","rank");--> statement-breakpoint
CREATE INDEX "memo_items_out_idx" ON "memo_items" USING btree ("memo_id") WHERE "memo_items"."status" = 'out';--> statement-breakpoint
CREATE INDEX "memo_items_invoice_idx" ON "memo_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "memo_items_return_idx" ON "memo_items" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "memo_returns_memo_idx" ON "memo_returns" USING btree ("memo_id");--> statement-breakpoint
CREATE INDEX "memo_returns_created_by_idx" ON "memo_returns" USING btree ("created_by_user_id");--> statement-breakpoint
CREATE INDEX "memos_customer_idx" ON "memos" USING btree ("customer_id","sent_on","id");--> statement-breakpoint
CREATE INDEX "memos_due_idx" ON "memos" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "memos_created_by_idx" ON "memos" USING btree ("created_by_user_id");