ALTER TABLE "outbox_emails" ADD COLUMN "sealed_text" text;--> statement-breakpoint
-- Reset mails kept before this migration held the generated password in clear: mask it.
UPDATE "outbox_emails" SET "text_body" = regexp_replace("text_body", '(New password|Nouveau mot de passe) ?: \S+', '\1: ••••••••', 'g') WHERE "text_body" ~ '(New password|Nouveau mot de passe) ?: ';
