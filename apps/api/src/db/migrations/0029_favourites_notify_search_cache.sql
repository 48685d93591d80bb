-- A customer's favourites come first in the customer's lists (PD-46), read once per customer and
-- search and kept in each API process's search cache beside the shared answer (ADR-065). A write
-- of `customer_favourite_agents` names the customer whose favourites it changed on the search's
-- channel, 'customer:<id>', which forgets that customer's kept favourites and nothing else; a
-- TRUNCATE names everything. (PostgreSQL sends each payload once per transaction.)
CREATE FUNCTION "brillo_notify_customer_favourites"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('brillo_discovery_changes', '');
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('brillo_discovery_changes', 'customer:' || OLD.customer_id);
  ELSE
    PERFORM pg_notify('brillo_discovery_changes', 'customer:' || NEW.customer_id);
    IF TG_OP = 'UPDATE' AND OLD.customer_id IS DISTINCT FROM NEW.customer_id THEN
      PERFORM pg_notify('brillo_discovery_changes', 'customer:' || OLD.customer_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "customer_favourite_agents_notify_search"
  AFTER INSERT OR UPDATE OR DELETE ON "customer_favourite_agents"
  FOR EACH ROW EXECUTE FUNCTION "brillo_notify_customer_favourites"();
--> statement-breakpoint
CREATE TRIGGER "customer_favourite_agents_notify_search_truncate"
  AFTER TRUNCATE ON "customer_favourite_agents"
  FOR EACH STATEMENT EXECUTE FUNCTION "brillo_notify_customer_favourites"();
