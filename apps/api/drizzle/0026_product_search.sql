CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalog_search_text"(text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$ SELECT lower(regexp_replace(public.unaccent('public.unaccent'::regdictionary, $1), '[^[:alnum:]]+', ' ', 'g')) $$;
--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "search_names" text GENERATED ALWAYS AS (catalog_search_text("code" || ' ' || "name" || ' ' || "name_fr")) STORED;
--> statement-breakpoint
ALTER TABLE "item_types" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, catalog_search_text("code" || ' ' || "name" || ' ' || "name_fr")), 'A') || setweight(to_tsvector('simple'::regconfig, catalog_search_text(coalesce("description", '') || ' ' || coalesce("description_fr", ''))), 'B')) STORED;
--> statement-breakpoint
CREATE INDEX "item_types_search_document_idx" ON "item_types" USING gin ("search_document");
--> statement-breakpoint
CREATE INDEX "item_types_search_names_idx" ON "item_types" USING gin ("search_names" gin_trgm_ops);
