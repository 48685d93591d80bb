-- Each API process keeps its answers to the customer's search (closest availability, the agents
-- of a day) in memory until the database says they may have changed (ADR-063). Every table those
-- answers are read from notifies the channel "brillo_discovery_changes" when a statement writes
-- it: the slots themselves, the summaries the database keeps of them (ADR-055, ADR-057; a
-- booking, a renamed agent or a new time zone reaches the answers through them), the agents'
-- profiles and their rating totals (ADR-060). PostgreSQL delivers a notification at commit, never
-- for a rollback, and once per transaction however many statements sent it.
CREATE FUNCTION "brillo_notify_discovery_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('brillo_discovery_changes', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "availability_slots_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"();
--> statement-breakpoint
CREATE TRIGGER "offered_slots_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offered_slots"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"();
--> statement-breakpoint
CREATE TRIGGER "offered_agent_days_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offered_agent_days"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "offered_agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"();
--> statement-breakpoint
CREATE TRIGGER "agent_profiles_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"();
--> statement-breakpoint
CREATE TRIGGER "agent_rating_totals_discovery_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "agent_rating_totals"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_discovery_change"();
