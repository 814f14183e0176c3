ALTER TABLE "cms_component_fields" ADD COLUMN "name_fr" varchar(120);
