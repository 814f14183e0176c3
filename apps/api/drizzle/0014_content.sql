CREATE TABLE "cms_data_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(60) NOT NULL,
	"name" varchar(120) NOT NULL,
	"name_fr" varchar(120) NOT NULL,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "cms_data_sources_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"code" varchar(60) NOT NULL,
	"content_type" boolean DEFAULT true NOT NULL,
	"nestable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_components_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cms_components_lower_code_idx" ON "cms_components" USING btree (lower("code"));--> statement-breakpoint
CREATE TABLE "cms_component_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL REFERENCES "cms_components"("id") ON DELETE CASCADE,
	"name" varchar(120) NOT NULL,
	"code" varchar(60) NOT NULL,
	"type" varchar(20) NOT NULL,
	"translatable" boolean DEFAULT true NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"rank" integer DEFAULT 0 NOT NULL,
	"data_source_id" integer REFERENCES "cms_data_sources"("id"),
	"allowed_components" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "cms_component_fields_code_uq" UNIQUE("component_id","code"),
	CONSTRAINT "cms_component_fields_type_check" CHECK ("type" in ('text', 'richtext', 'number', 'boolean', 'date', 'asset', 'link', 'components', 'datasource'))
);
--> statement-breakpoint
CREATE INDEX "cms_component_fields_code_idx" ON "cms_component_fields" USING btree ("code");--> statement-breakpoint
CREATE TABLE "cms_contents" (
	"id" serial PRIMARY KEY NOT NULL,
	"component_id" integer NOT NULL REFERENCES "cms_components"("id"),
	"name" varchar(200) NOT NULL,
	"status" varchar(10) DEFAULT 'draft' NOT NULL,
	"has_changes" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_contents_status_check" CHECK ("status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE INDEX "cms_contents_component_idx" ON "cms_contents" USING btree ("component_id");--> statement-breakpoint
CREATE TABLE "cms_content_locales" (
	"content_id" integer NOT NULL REFERENCES "cms_contents"("id") ON DELETE CASCADE,
	"language" varchar(2) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"draft" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published" jsonb,
	"search" tsvector,
	CONSTRAINT "cms_content_locales_pk" PRIMARY KEY("content_id","language"),
	CONSTRAINT "cms_content_locales_slug_uq" UNIQUE("language","slug"),
	CONSTRAINT "cms_content_locales_language_check" CHECK ("language" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE INDEX "cms_content_locales_published_idx" ON "cms_content_locales" USING gin ("published" jsonb_path_ops) WHERE "published" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "cms_content_locales_search_idx" ON "cms_content_locales" USING gin ("search");--> statement-breakpoint
CREATE TABLE "cms_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_state_single_row" CHECK ("id" = 1)
);
--> statement-breakpoint
INSERT INTO "cms_state" ("id", "revision") VALUES (1, 0);
