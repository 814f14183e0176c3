-- The users page (issue 17) in the staff menu: the Users module gets its route (installs seeded before had none).
UPDATE "modules" SET "route" = '/backoffice/users' WHERE "code" = 'CP_USERS' AND "route" IS NULL;
