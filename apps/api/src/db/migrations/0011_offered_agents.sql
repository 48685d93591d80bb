CREATE TABLE "calendar_settings" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "calendar_settings_single" CHECK ("calendar_settings"."single")
);
--> statement-breakpoint
CREATE TABLE "offered_agent_days" (
	"agent_id" text NOT NULL,
	"day" date NOT NULL,
	"first_start" timestamp with time zone NOT NULL,
	"agent_name" text NOT NULL,
	CONSTRAINT "offered_agent_days_pkey" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "offered_agents" (
	"agent_id" text PRIMARY KEY NOT NULL,
	"last_offered_start" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offered_agent_days" ADD CONSTRAINT "offered_agent_days_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offered_agents" ADD CONSTRAINT "offered_agents_agent_id_agent_profiles_user_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agent_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offered_agent_days_order_idx" ON "offered_agent_days" USING btree ("day","first_start","agent_name","agent_id");--> statement-breakpoint
CREATE INDEX "offered_agents_last_start_idx" ON "offered_agents" USING btree ("last_offered_start");--> statement-breakpoint
-- ADR-055. The calendar of offered_agent_days: America/Santiago (product decision 1) until the
-- API, at start, sets its TIME_ZONE (set_calendar_time_zone).
INSERT INTO "calendar_settings" ("single", "time_zone") VALUES (true, 'America/Santiago');
--> statement-breakpoint
-- Recomputes the summaries for the (agent, slot start) pairs a statement touched: each agent's
-- row of offered_agents, and its row of offered_agent_days for each touched day. "Offered" is the
-- discovery reads' predicate: available, no request waiting, and no live booking (the statuses of
-- bookings_one_live_booking_per_slot). The agents' profiles are locked first, in id order, so two
-- transactions writing one agent recompute one after the other, the second from a snapshot that
-- sees the first's commit (READ COMMITTED takes one per statement). Its statements keep one plan
-- per connection (a custom plan for each call costs a few milliseconds of planning, more than the
-- statements themselves, on every booking).
CREATE FUNCTION "refresh_offered_agents"(agent_ids text[], starts timestamptz[]) RETURNS void
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "calendar_settings");
  agents text[] := ARRAY(SELECT DISTINCT a FROM unnest(agent_ids) AS a WHERE a IS NOT NULL);
  bulk boolean := cardinality(agents) > 100;
BEGIN
  IF cardinality(agents) = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "agent_profiles" WHERE "user_id" = ANY (agents)
    ORDER BY "user_id" FOR NO KEY UPDATE;

  WITH "latest" AS (
    SELECT a.agent_id, (
      SELECT s."start_time" FROM "availability_slots" s
      WHERE s."agent_id" = a.agent_id AND s."status" = 'available' AND s."booking_status" IS NULL
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

  -- The touched days: each row rewritten only when it changed, removed when the day has none left.
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
  ), "firsts" AS (
    SELECT g.agent_id, g.day, g.first_start, u."name" AS agent_name
    FROM (
      SELECT o.agent_id, o.day, min(o.start_time) AS first_start
      FROM "offered_starts" o
      JOIN "touched" t ON t.agent_id = o.agent_id AND t.day = o.day
      WHERE NOT EXISTS (
        SELECT 1 FROM "bookings" b
        WHERE b."availability_id" = o.id
          AND b."status" IN ('pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'finished', 'finished_evaluated')
      )
      GROUP BY o.agent_id, o.day
    ) g
    JOIN "agent_profiles" p ON p."user_id" = g.agent_id
    JOIN "users" u ON u."id" = p."user_id"
  ), "gone" AS (
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
-- Inserted or deleted slots: their agents and days. Updated slots: the rows whose owner, start or
-- state changed, old and new (a change of updated_at alone leaves every answer as it was).
CREATE FUNCTION "offered_agents_after_slots"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  agent_ids text[];
  starts timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."agent_id"), array_agg(n."start_time") INTO agent_ids, starts FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."agent_id"), array_agg(o."start_time") INTO agent_ids, starts FROM old_rows o;
  ELSE
    SELECT array_agg(c.agent_id), array_agg(c.start_time) INTO agent_ids, starts
    FROM old_rows o JOIN new_rows n ON n."id" = o."id",
      LATERAL (VALUES (o."agent_id", o."start_time"), (n."agent_id", n."start_time")) AS c(agent_id, start_time)
    WHERE (o."agent_id", o."start_time", o."status", o."booking_status")
      IS DISTINCT FROM (n."agent_id", n."start_time", n."status", n."booking_status");
  END IF;
  PERFORM "refresh_offered_agents"(coalesce(agent_ids, '{}'), coalesce(starts, '{}'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Inserted or deleted bookings, and updated ones that became live or stopped being live (or moved):
-- their agents and days, old and new. Only bookings of a slot whose row says it is offered matter:
-- any other slot is left out whatever its bookings, and the slot trigger recomputes it when its
-- row changes (so a booking made after its slot's row was written costs no recomputation here).
CREATE FUNCTION "offered_agents_after_bookings"() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  live text[] := ARRAY['pending', 'accepted_pending_payment', 'accepted_payment_success', 'accepted_payment_failed', 'finished', 'finished_evaluated'];
  agent_ids text[];
  starts timestamptz[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(n."agent_id"), array_agg(n."booking_start_time") INTO agent_ids, starts
    FROM new_rows n JOIN "availability_slots" s ON s."id" = n."availability_id"
    WHERE s."status" = 'available' AND s."booking_status" IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(o."agent_id"), array_agg(o."booking_start_time") INTO agent_ids, starts
    FROM old_rows o JOIN "availability_slots" s ON s."id" = o."availability_id"
    WHERE s."status" = 'available' AND s."booking_status" IS NULL;
  ELSE
    SELECT array_agg(c.agent_id), array_agg(c.start_time) INTO agent_ids, starts
    FROM old_rows o JOIN new_rows n ON n."id" = o."id",
      LATERAL (VALUES (o."agent_id", o."booking_start_time", o."availability_id"),
                      (n."agent_id", n."booking_start_time", n."availability_id")) AS c(agent_id, start_time, slot_id),
      "availability_slots" s
    WHERE s."id" = c.slot_id AND s."status" = 'available' AND s."booking_status" IS NULL
      AND (o."agent_id", o."availability_id", o."booking_start_time", o."status" = ANY (live))
        IS DISTINCT FROM (n."agent_id", n."availability_id", n."booking_start_time", n."status" = ANY (live));
  END IF;
  PERFORM "refresh_offered_agents"(coalesce(agent_ids, '{}'), coalesce(starts, '{}'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A renamed agent keeps its place in offered_agent_days' order (name, then id, among equal times).
CREATE FUNCTION "offered_agents_after_users"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "agent_profiles" WHERE "user_id" IN (
    SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id" WHERE n."name" IS DISTINCT FROM o."name"
  ) ORDER BY "user_id" FOR NO KEY UPDATE;
  UPDATE "offered_agent_days" d SET "agent_name" = n."name"
  FROM new_rows n JOIN old_rows o ON o."id" = n."id"
  WHERE d."agent_id" = n."id" AND n."name" IS DISTINCT FROM o."name";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "offered_agents_slots_insert" AFTER INSERT ON "availability_slots"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_slots"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_slots_update" AFTER UPDATE ON "availability_slots"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_slots"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_slots_delete" AFTER DELETE ON "availability_slots"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_slots"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_bookings_insert" AFTER INSERT ON "bookings"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_bookings"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_bookings_update" AFTER UPDATE ON "bookings"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_bookings"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_bookings_delete" AFTER DELETE ON "bookings"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_bookings"();
--> statement-breakpoint
CREATE TRIGGER "offered_agents_users_update" AFTER UPDATE ON "users"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "offered_agents_after_users"();
--> statement-breakpoint
-- Both summaries from the slots: every agent, and each agent's days with an offered slot. Run below for the slots already there, and when the calendar's zone changes.
CREATE FUNCTION "rebuild_offered_agents"() RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  zone text := (SELECT "time_zone" FROM "calendar_settings");
  agent_ids text[];
  starts timestamptz[];
BEGIN
  SELECT array_agg(x.agent_id), array_agg(x.start_time) INTO agent_ids, starts FROM (
    SELECT p."user_id" AS agent_id, NULL::timestamptz AS start_time FROM "agent_profiles" p
    UNION ALL
    SELECT s."agent_id", min(s."start_time")
    FROM "availability_slots" s
    WHERE s."status" = 'available' AND s."booking_status" IS NULL
    GROUP BY s."agent_id", (s."start_time" AT TIME ZONE zone)::date
  ) x;
  DELETE FROM "offered_agent_days";
  PERFORM "refresh_offered_agents"(coalesce(agent_ids, '{}'), coalesce(starts, '{}'));
END
$$;
--> statement-breakpoint
-- Sets the calendar of offered_agent_days to the API's TIME_ZONE; answers whether it changed (and
-- the summary was rewritten).
CREATE FUNCTION "set_calendar_time_zone"(zone text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "calendar_settings" SET "time_zone" = zone WHERE "time_zone" IS DISTINCT FROM zone;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  PERFORM "rebuild_offered_agents"();
  RETURN true;
END
$$;
--> statement-breakpoint
SELECT "rebuild_offered_agents"();
