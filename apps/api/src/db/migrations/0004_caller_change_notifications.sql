-- Each API process keeps the callers it resolved in memory (ADR-030). Whatever changes what a
-- caller is (a session ended, renewed or revoked; the user's row; the user's profile) notifies
-- the channel "brillo_caller_changes" with the user's id when it commits, from these triggers, so
-- every process forgets that user's sessions, whichever process or tool made the change.
-- TRUNCATE notifies '*': forget everything. The first argument names the user id column.
CREATE FUNCTION "brillo_notify_caller_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  old_user text;
  new_user text;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('brillo_caller_changes', '*');
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_user := to_jsonb(OLD) ->> TG_ARGV[0];
    PERFORM pg_notify('brillo_caller_changes', old_user);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    new_user := to_jsonb(NEW) ->> TG_ARGV[0];
    IF new_user IS DISTINCT FROM old_user THEN
      PERFORM pg_notify('brillo_caller_changes', new_user);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new session changes no caller that is already known: sessions notify on update and delete.
CREATE TRIGGER "sessions_caller_change" AFTER UPDATE OR DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION "brillo_notify_caller_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_caller_change" AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "brillo_notify_caller_change"('id');
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_caller_change" AFTER INSERT OR UPDATE OR DELETE ON "customer_profiles"
  FOR EACH ROW EXECUTE FUNCTION "brillo_notify_caller_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "agent_profiles_caller_change" AFTER INSERT OR UPDATE OR DELETE ON "agent_profiles"
  FOR EACH ROW EXECUTE FUNCTION "brillo_notify_caller_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "sessions_caller_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_caller_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "users_caller_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_caller_change"('id');
--> statement-breakpoint
CREATE TRIGGER "customer_profiles_caller_truncate" AFTER TRUNCATE ON "customer_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_caller_change"('user_id');
--> statement-breakpoint
CREATE TRIGGER "agent_profiles_caller_truncate" AFTER TRUNCATE ON "agent_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_caller_change"('user_id');
