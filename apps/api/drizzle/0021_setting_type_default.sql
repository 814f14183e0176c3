-- The default was still 'text' from 0000, which the check of 0015 refuses: a setting added without its type failed.
ALTER TABLE "admin_settings" ALTER COLUMN "value_type" SET DEFAULT 'string';
