CREATE TABLE "agent_rating_totals" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"ratings" integer NOT NULL,
	"rating_sum" integer NOT NULL,
	CONSTRAINT "agent_rating_totals_within_ratings" CHECK ("agent_rating_totals"."ratings" >= 0 AND "agent_rating_totals"."rating_sum" BETWEEN "agent_rating_totals"."ratings" AND 5 * "agent_rating_totals"."ratings")
);
--> statement-breakpoint
ALTER TABLE "agent_rating_totals" ADD CONSTRAINT "agent_rating_totals_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- ADR-060: each rated agent's number of ratings and their sum, kept in the rating's transaction.
-- Inserted ratings are added per agent with an upsert (two transactions rating one agent add one
-- after the other on its row); removed ones are subtracted, and an agent left with none loses its
-- row. The agents' rows are locked in agent order, so two statements never wait for each other
-- in a circle.
CREATE FUNCTION agent_rating_totals_after_ratings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO agent_rating_totals AS totals (agent_id, ratings, rating_sum)
    SELECT agent_id, count(*), sum(rating) FROM new_rows GROUP BY agent_id ORDER BY agent_id
    ON CONFLICT (agent_id) DO UPDATE
      SET ratings = totals.ratings + excluded.ratings,
          rating_sum = totals.rating_sum + excluded.rating_sum;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM 1 FROM agent_rating_totals
      WHERE agent_id IN (SELECT agent_id FROM old_rows) ORDER BY agent_id FOR UPDATE;
    UPDATE agent_rating_totals AS totals
      SET ratings = totals.ratings - removed.ratings,
          rating_sum = totals.rating_sum - removed.rating_sum
      FROM (
        SELECT agent_id, count(*) AS ratings, sum(rating) AS rating_sum
        FROM old_rows GROUP BY agent_id
      ) AS removed
      WHERE totals.agent_id = removed.agent_id;
    DELETE FROM agent_rating_totals
      WHERE ratings = 0 AND agent_id IN (SELECT agent_id FROM old_rows);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER agent_rating_totals_ratings_insert AFTER INSERT ON ratings
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_rating_totals_after_ratings();
--> statement-breakpoint
CREATE TRIGGER agent_rating_totals_ratings_update AFTER UPDATE ON ratings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_rating_totals_after_ratings();
--> statement-breakpoint
CREATE TRIGGER agent_rating_totals_ratings_delete AFTER DELETE ON ratings
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION agent_rating_totals_after_ratings();
--> statement-breakpoint
INSERT INTO agent_rating_totals (agent_id, ratings, rating_sum)
SELECT agent_id, count(*), sum(rating) FROM ratings GROUP BY agent_id;
