ALTER TABLE "booking_transitions" DROP CONSTRAINT "booking_transitions_action_check";--> statement-breakpoint
ALTER TABLE "booking_transitions" DROP CONSTRAINT "booking_transitions_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_reason_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_action_check" CHECK ("booking_transitions"."action" IN ('accept', 'reject', 'cancel', 'cancelPaid', 'paymentSucceeded', 'paymentFailed', 'finish', 'rate', 'expireRequest', 'expirePayment', 'autoFinish', 'closeRatingWindow', 'operatorCancel', 'suspendAgent', 'suspendCustomer', 'request'));--> statement-breakpoint
ALTER TABLE "booking_transitions" ADD CONSTRAINT "booking_transitions_reason_check" CHECK ("booking_transitions"."reason" IN ('agent_rejected', 'customer_cancelled', 'request_expired', 'payment_expired', 'refunded', 'rating_window_closed', 'operator_cancelled', 'account_suspended'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reason_check" CHECK ("bookings"."reason" IN ('agent_rejected', 'customer_cancelled', 'request_expired', 'payment_expired', 'refunded', 'rating_window_closed', 'operator_cancelled', 'account_suspended'));
--> statement-breakpoint
-- Suspended accounts (PD-38, ADR-082). A suspended agent leaves every customer list and comes
-- back on restore: refresh_offered_agents (as in 0013) offers nothing of an agent whose user is
-- suspended, so `offered_agents`, `offered_agent_days` and `offered_slots` hold none of theirs,
-- and the reads straight from the slots check the user too (the discovery module's `offered`).
CREATE OR REPLACE FUNCTION "refresh_offered_agents"(agent_ids text[], starts timestamptz[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "calendar_settings");
  agents text[] := ARRAY(SELECT DISTINCT a FROM unnest(agent_ids) AS a WHERE a IS NOT NULL);
  bulk boolean := cardinality(agents) > 100;
BEGIN
  IF cardinality(agents) = 0 THEN
    RETURN;
  END IF;
  -- Many agents: each statement planned for this call, with the tables' sizes of now and the
  -- bulk path known. A plan kept from an early call (small tables) would probe row by row what
  -- is now a market: a statement of many slots or bookings would grow with their square.
  -- The function's own SET restores the generic plans when it returns.
  IF bulk THEN
    PERFORM set_config('plan_cache_mode', 'force_custom_plan', true);
  END IF;
  PERFORM 1 FROM "agent_profiles" WHERE "user_id" = ANY (agents)
    ORDER BY "user_id" FOR NO KEY UPDATE;
  WITH "latest" AS (
    SELECT a.agent_id, (
      SELECT s."start_time" FROM "availability_slots" s
      WHERE s."agent_id" = a.agent_id AND s."status" = 'available' AND s."booking_status" IS NULL
        AND NOT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = a.agent_id AND u."suspended_at" IS NOT NULL)
        AND NOT EXISTS (
          SELECT 1 FROM "bookings" b
          WHERE b."availability_id" = s."id"
            AND b."status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'finished', 'finished_evaluated')
        )
      ORDER BY s."start_time" DESC
      LIMIT 1
    ) AS last_start
    FROM unnest(agents) AS a(agent_id)
  ), "gone" AS (
    DELETE FROM "offered_agents" o USING "latest" l
    WHERE o."agent_id" = l.agent_id AND l.last_start IS NULL
  )
  INSERT INTO "offered_agents" ("agent_id", "last_offered_start")
  SELECT l.agent_id, l.last_start FROM "latest" l
  WHERE l.last_start IS NOT NULL
    AND EXISTS (SELECT 1 FROM "agent_profiles" p WHERE p."user_id" = l.agent_id)
  ON CONFLICT ("agent_id") DO UPDATE SET "last_offered_start" = excluded."last_offered_start"
    WHERE "offered_agents"."last_offered_start" <> excluded."last_offered_start";
  -- The touched days' rows of offered_slots go, and the big statement below writes back those
  -- still offered: no anti-join of a whole market's slots against the offered ones, nor a probe
  -- of each row's live booking (whose plan, kept from a call on small tables, would not last).
  WITH "touched" AS (
    SELECT DISTINCT t.agent_id, (t.start_time AT TIME ZONE zone)::date AS day
    FROM unnest(agent_ids, starts) AS t(agent_id, start_time)
    WHERE t.agent_id IS NOT NULL AND t.start_time IS NOT NULL
  )
  DELETE FROM "offered_slots" d USING "touched" t
  WHERE d."agent_id" = t.agent_id
    AND d."start_time" >= t.day::timestamp AT TIME ZONE 'UTC' - interval '1 day'
    AND d."start_time" < (t.day + 2)::timestamp AT TIME ZONE 'UTC'
    AND (d."start_time" AT TIME ZONE zone)::date = t.day;
  -- The touched days: each row of offered_agent_days rewritten only when it changed, removed when
  -- the day has none left; each offered slot's row written back.
  WITH "touched" AS (
    SELECT DISTINCT t.agent_id, (t.start_time AT TIME ZONE zone)::date AS day
    FROM unnest(agent_ids, starts) AS t(agent_id, start_time)
    WHERE t.agent_id IS NOT NULL AND t.start_time IS NOT NULL
  ), "offered_starts" AS (
    -- A few agents (a booking, a slot): each touched day's slots, found through the agent's index.
    SELECT t.agent_id, t.day, s."start_time", s."id"
    FROM "touched" t
    JOIN "availability_slots" s ON s."agent_id" = t.agent_id
      -- A day of any zone lies within these bounds; the date itself is compared below.
      AND s."start_time" >= t.day::timestamp AT TIME ZONE 'UTC' - interval '1 day'
      AND s."start_time" < (t.day + 2)::timestamp AT TIME ZONE 'UTC'
      AND (s."start_time" AT TIME ZONE zone)::date = t.day
    WHERE NOT bulk AND s."status" = 'available' AND s."booking_status" IS NULL
    UNION ALL
    -- Many agents (a statement of a whole market, a rebuild): every slot of theirs, in one pass.
    SELECT s."agent_id", (s."start_time" AT TIME ZONE zone)::date, s."start_time", s."id"
    FROM "availability_slots" s
    WHERE bulk AND s."agent_id" = ANY (agents) AND s."status" = 'available' AND s."booking_status" IS NULL
  ), "offered" AS (
    -- Their offered slots, with what the readers order them by. Many agents: every day of theirs
    -- is recomputed, the untouched ones to what they already hold (one plan serves both paths,
    -- and a join with the touched days would be planned for a few).
    SELECT o.agent_id, o.day, o.start_time, o.id AS slot_id, u."name" AS agent_name, p."comuna"
    FROM "offered_starts" o
    JOIN "agent_profiles" p ON p."user_id" = o.agent_id
    JOIN "users" u ON u."id" = p."user_id"
    WHERE u."suspended_at" IS NULL AND NOT EXISTS (
      SELECT 1 FROM "bookings" b
      WHERE b."availability_id" = o.id
        AND b."status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'finished', 'finished_evaluated')
    )
  ), "firsts" AS (
    SELECT o.agent_id, o.day, min(o.start_time) AS first_start, min(o.agent_name) AS agent_name
    FROM "offered" o
    GROUP BY o.agent_id, o.day
  ), "slots_back" AS (
    INSERT INTO "offered_slots" ("slot_id", "agent_id", "start_time", "agent_name", "comuna")
    SELECT o.slot_id, o.agent_id, o.start_time, o.agent_name, o.comuna FROM "offered" o
    ON CONFLICT ("slot_id") DO UPDATE
      SET "agent_id" = excluded."agent_id", "start_time" = excluded."start_time",
        "agent_name" = excluded."agent_name", "comuna" = excluded."comuna"
      WHERE ("offered_slots"."agent_id", "offered_slots"."start_time", "offered_slots"."agent_name", "offered_slots"."comuna")
        IS DISTINCT FROM (excluded."agent_id", excluded."start_time", excluded."agent_name", excluded."comuna")
  ), "gone_days" AS (
    -- NOT IN: one hashed look-up per row, however many days a statement touched.
    DELETE FROM "offered_agent_days" d USING "touched" t
    WHERE d."agent_id" = t.agent_id AND d."day" = t.day
      AND (t.agent_id, t.day) NOT IN (SELECT f.agent_id, f.day FROM "firsts" f)
  )
  INSERT INTO "offered_agent_days" ("agent_id", "day", "first_start", "agent_name")
  SELECT f.agent_id, f.day, f.first_start, f.agent_name FROM "firsts" f
  ON CONFLICT ("agent_id", "day") DO UPDATE
    SET "first_start" = excluded."first_start", "agent_name" = excluded."agent_name"
    WHERE ("offered_agent_days"."first_start", "offered_agent_days"."agent_name")
      IS DISTINCT FROM (excluded."first_start", excluded."agent_name");
END
$$;
--> statement-breakpoint
-- An agent suspended or restored: every day of theirs with an available slot recomputed (their
-- summaries emptied, or written back), and every process's search cache told that everything may
-- have changed (migration 0015's channel; suspensions are rare).
CREATE FUNCTION "offered_agents_after_suspensions"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "calendar_settings");
  changed text[];
  agent_ids text[];
  starts timestamptz[];
BEGIN
  changed := ARRAY(
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
    WHERE n."suspended_at" IS DISTINCT FROM o."suspended_at"
      AND EXISTS (SELECT 1 FROM "agent_profiles" p WHERE p."user_id" = n."id")
  );
  IF cardinality(changed) = 0 THEN
    RETURN NULL;
  END IF;
  SELECT array_agg(x.agent_id), array_agg(x.start_time) INTO agent_ids, starts FROM (
    SELECT c AS agent_id, NULL::timestamptz AS start_time FROM unnest(changed) AS c
    UNION ALL
    SELECT s."agent_id", min(s."start_time")
    FROM "availability_slots" s
    WHERE s."agent_id" = ANY (changed) AND s."status" = 'available' AND s."booking_status" IS NULL
    GROUP BY s."agent_id", (s."start_time" AT TIME ZONE zone)::date
  ) x;
  PERFORM "refresh_offered_agents"(coalesce(agent_ids, '{}'), coalesce(starts, '{}'));
  PERFORM pg_notify('brillo_discovery_changes', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "offered_agents_users_suspension" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_suspensions"();
