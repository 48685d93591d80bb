-- Each API process keeps its answers to the customer's search (closest availability, the agents
-- of a day) in memory until the database says they may have changed (ADR-063). Every table those
-- answers are read from notifies the channel "brillo_discovery_changes" when a statement writes
-- it, with what the write may have changed:
-- - 'slots': what is read from the slots and their ordered summaries (`offered_slots`,
--   `offered_agents`, ADR-055, ADR-057): closest availability, and today's agents, which are read
--   from the slots themselves;
-- - 'day:YYYY-MM-DD': the agents of that day of the market's calendar when it lies wholly ahead,
--   once per day written in `offered_agent_days` (through which a booking, a renamed agent or a
--   new time zone reach them);
-- - '': everything (an agent's profile or rating totals show in every answer; a TRUNCATE).
-- PostgreSQL delivers a notification at commit, never for a rollback, and each payload once per
-- transaction however many statements sent it.
CREATE FUNCTION "brillo_notify_discovery_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brillo_discovery_changes', CASE WHEN TG_OP = 'TRUNCATE' THEN '' ELSE TG_ARGV[0] END);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The days an `offered_agent_days` statement wrote, from its transition tables.
CREATE FUNCTION "brillo_notify_discovery_days"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  written text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    FOR written IN SELECT DISTINCT to_char(n."day", 'YYYY-MM-DD') FROM new_rows n LOOP
      PERFORM pg_notify('brillo_discovery_changes', 'day:' || written);
    END LOOP;
  ELSIF TG_OP = 'DELETE' THEN
    FOR written IN SELECT DISTINCT to_char(o."day", 'YYYY-MM-DD') FROM old_rows o LOOP
      PERFORM pg_notify('brillo_discovery_changes', 'day:' || written);
    END LOOP;
  ELSE
    FOR written IN
      SELECT to_char(n."day", 'YYYY-MM-DD') FROM new_rows n
      UNION SELECT to_char(o."day", 'YYYY-MM-DD') FROM old_rows o
    LOOP
      PERFORM pg_notify('brillo_discovery_changes', 'day:' || written);
    END LOOP;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "availability_slots_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"('slots');
--> statement-breakpoint
CREATE TRIGGER "offered_slots_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offered_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"('slots');
--> statement-breakpoint
CREATE TRIGGER "offered_agents_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offered_agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"('slots');
--> statement-breakpoint
CREATE TRIGGER "offered_agent_days_discovery_insert" AFTER INSERT ON "offered_agent_days"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_days"();
--> statement-breakpoint
CREATE TRIGGER "offered_agent_days_discovery_update" AFTER UPDATE ON "offered_agent_days"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_days"();
--> statement-breakpoint
CREATE TRIGGER "offered_agent_days_discovery_delete" AFTER DELETE ON "offered_agent_days"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_days"();
--> statement-breakpoint
CREATE TRIGGER "offered_agent_days_discovery_truncate" AFTER TRUNCATE ON "offered_agent_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"('');
--> statement-breakpoint
CREATE TRIGGER "agent_profiles_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"('');
--> statement-breakpoint
CREATE TRIGGER "agent_rating_totals_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_rating_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"('');
--> statement-breakpoint
-- As in 0013, with an early return: a statement that renamed nobody (an email confirmed, a
-- customer's phone) writes no summary, so it notifies nothing and keeps the answers above.
CREATE OR REPLACE FUNCTION "offered_agents_after_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."name" IS DISTINCT FROM o."name"
  ) THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM "agent_profiles" WHERE "user_id" IN (
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."name" IS DISTINCT FROM o."name"
  ) ORDER BY "user_id" FOR NO KEY UPDATE;
  UPDATE "offered_agent_days" d SET "agent_name" = n."name"
  FROM new_rows n JOIN old_rows o ON o."id" = n."id"
  WHERE d."agent_id" = n."id" AND n."name" IS DISTINCT FROM o."name";
  UPDATE "offered_slots" d SET "agent_name" = n."name"
  FROM new_rows n JOIN old_rows o ON o."id" = n."id"
  WHERE d."agent_id" = n."id" AND n."name" IS DISTINCT FROM o."name";
  RETURN NULL;
END
$$;
