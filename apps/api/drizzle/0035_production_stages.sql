CREATE TABLE "job_current_stages" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"stage_id" integer NOT NULL,
	"reached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_stage_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"from_stage_id" integer,
	"to_stage_id" integer NOT NULL,
	"backward" boolean DEFAULT false NOT NULL,
	"reason" text,
	"note" text,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"moved_by_user_id" integer NOT NULL,
	"impersonator_id" integer,
	CONSTRAINT "job_stage_moves_backward_reason" CHECK (not "job_stage_moves"."backward" or "job_stage_moves"."reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "job_stage_photos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"move_id" bigint NOT NULL,
	"image_key" text NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_mail_choices" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"choice" varchar(10) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_mail_choices_choice" CHECK ("production_mail_choices"."choice" in ('all', 'shipped', 'none'))
);
--> statement-breakpoint
CREATE TABLE "production_stages" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_type_id" integer,
	"name" text NOT NULL,
	"name_fr" text NOT NULL,
	"rank" integer NOT NULL,
	"expected_days" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "production_stages_expected_days" CHECK ("production_stages"."expected_days" between 0 and 250)
);
--> statement-breakpoint
ALTER TABLE "job_current_stages" ADD CONSTRAINT "job_current_stages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_current_stages" ADD CONSTRAINT "job_current_stages_stage_id_production_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."production_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_moves" ADD CONSTRAINT "job_stage_moves_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_moves" ADD CONSTRAINT "job_stage_moves_from_stage_id_production_stages_id_fk" FOREIGN KEY ("from_stage_id") REFERENCES "public"."production_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_moves" ADD CONSTRAINT "job_stage_moves_to_stage_id_production_stages_id_fk" FOREIGN KEY ("to_stage_id") REFERENCES "public"."production_stages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_moves" ADD CONSTRAINT "job_stage_moves_moved_by_user_id_users_id_fk" FOREIGN KEY ("moved_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_moves" ADD CONSTRAINT "job_stage_moves_impersonator_id_users_id_fk" FOREIGN KEY ("impersonator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_stage_photos" ADD CONSTRAINT "job_stage_photos_move_id_job_stage_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."job_stage_moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_mail_choices" ADD CONSTRAINT "production_mail_choices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_stages" ADD CONSTRAINT "production_stages_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_current_stages_stage_idx" ON "job_current_stages" USING btree ("stage_id");--> statement-breakpoint
CREATE INDEX "job_stage_moves_order_idx" ON "job_stage_moves" USING btree ("order_id","moved_at");--> statement-breakpoint
CREATE INDEX "job_stage_moves_moved_idx" ON "job_stage_moves" USING btree ("moved_at","id");--> statement-breakpoint
CREATE INDEX "job_stage_moves_from_idx" ON "job_stage_moves" USING btree ("from_stage_id");--> statement-breakpoint
CREATE INDEX "job_stage_moves_to_idx" ON "job_stage_moves" USING btree ("to_stage_id");--> statement-breakpoint
CREATE INDEX "job_stage_moves_user_idx" ON "job_stage_moves" USING btree ("moved_by_user_id");--> statement-breakpoint
CREATE INDEX "job_stage_moves_impersonator_idx" ON "job_stage_moves" USING btree ("impersonator_id");--> statement-breakpoint
CREATE INDEX "job_stage_photos_move_idx" ON "job_stage_photos" USING btree ("move_id","rank");--> statement-breakpoint
CREATE INDEX "job_stage_photos_image_idx" ON "job_stage_photos" USING btree ("image_key");--> statement-breakpoint
CREATE INDEX "production_stages_service_type_idx" ON "production_stages" USING btree ("service_type_id","rank");