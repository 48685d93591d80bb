-- Reset links are now stored as a SHA-256 of their token (ADR-024). Links issued before kept the
-- token itself in "identifier" ("reset-password:<token>"); they are dropped, so the table holds no
-- working token. Their owners ask for a new link, as after the one hour a link lasts anyway.
DELETE FROM "verifications" WHERE "identifier" LIKE 'reset-password:%';
