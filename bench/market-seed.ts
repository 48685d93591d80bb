// The market of `npm run bench` (docs/performance.md, "The marketplace benchmark"): agents,
// customers, slots, bookings and ratings written with set-based SQL (generate_series and
// INSERT … SELECT), one statement per table, so a million slots take minutes, not a million round
// trips. A market is seeded in parts (agents [from, to), customers [from, to)), so the bench can
// measure at a tenth of the data, then grow it to the whole.
import { chileComunas } from '@brillo/domain/chile-comunas';
import { nationalities, qualityAnswers, weeklyHoursBands } from '@brillo/domain/enums';
import type pg from 'pg';
import { agentBios, firstNames, lastNames } from '../apps/api/src/db/factory-data.ts';

/** Every user the bench makes has an email at this domain; nothing else may be in its database. */
export const MARKET_EMAIL_DOMAIN = 'market.bench.brillo.test';

export interface MarketPart {
  agents: { from: number; to: number };
  customers: { from: number; to: number };
}

/** Slots per agent, over `MARKET_DAYS` days; every other one is booked (see `seedMarketPart`). */
export const SLOTS_PER_AGENT = 100;
/** The days the slots spread over: from `MARKET_PAST_DAYS` days ago. */
export const MARKET_DAYS = 90;
export const MARKET_PAST_DAYS = 30;

export const marketEmail = (role: 'agente' | 'cliente', number: number) =>
  `${role}.${number}@${MARKET_EMAIL_DOMAIN}`;

/** Santiago's region holds about 40 % of the agents; the other comunas share the rest evenly. */
function comunaLists() {
  const metropolitan = chileComunas.filter((c) => c.region.includes('Metropolitana'));
  return {
    metropolitan: metropolitan.map((c) => c.name),
    all: chileComunas.map((c) => c.name),
    provinceOf: Object.fromEntries(chileComunas.map((c) => [c.name, c.province])),
  };
}

/**
 * Users with more than the bench's own (an email outside `MARKET_EMAIL_DOMAIN`): how many. A
 * database without the users table (not migrated yet) has none.
 */
export async function countForeignUsers(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ exists: boolean }>(
    `select to_regclass('public.users') is not null as exists`,
  );
  if (!rows[0]?.exists) return 0;
  const counted = await client.query<{ count: string }>(
    `select count(*) from users where email not like $1`,
    [`%@${MARKET_EMAIL_DOMAIN}`],
  );
  return Number(counted.rows[0]?.count ?? 0);
}

/**
 * Writes one part of the market: its agents (a profile each, comunas over Chile's 346, and their
 * service areas), its
 * customers, SLOTS_PER_AGENT slots per agent over MARKET_DAYS days (two blocks a day at most, never
 * overlapping), a booking on every even-numbered slot (statuses by whether the slot is past or
 * future, as the lifecycle leaves them: the slot's row matches, deadlines lie ahead) from a
 * customer of the part, a rating on every `finished_evaluated` booking (half with a comment), and
 * five favourite agents of the part for each customer. Answers the counts.
 */
export async function seedMarketPart(client: pg.Client, part: MarketPart) {
  const comunas = comunaLists();
  const names = { first: [...firstNames], last: [...lastNames] };
  await client.query('begin');
  try {
    await client.query(
      `create temp table market_agents on commit drop as
       select n, gen_random_uuid()::text as id,
         case when random() < 0.4 then ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int]
              else ($4::text[])[1 + floor(random() * cardinality($4::text[]))::int] end as comuna,
         (floor(random() * 4))::int as first_hour,
         (floor(random() * ${MARKET_DAYS}))::int as day_shift,
         (12000 + floor(random() * 9) * 1000)::int as hourly_rate
       from generate_series($1::int, $2::int - 1) as n`,
      [part.agents.from, part.agents.to, comunas.metropolitan, comunas.all],
    );
    await client.query(
      `create temp table market_customers on commit drop as
       select n, gen_random_uuid()::text as id,
         ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int] as comuna
       from generate_series($1::int, $2::int - 1) as n`,
      [part.customers.from, part.customers.to, comunas.metropolitan],
    );
    const person = (n: string) =>
      `($1::text[])[1 + (${n} * 7) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (${n} * 13 / 3) % cardinality($2::text[])]`;
    await client.query(
      `insert into users (id, name, email, email_verified, role, phone)
       select id, ${person('n')}, 'agente.' || n || '@${MARKET_EMAIL_DOMAIN}', true, 'agent',
         '+569' || lpad((n % 100000000)::text, 8, '0')
       from market_agents
       union all
       select id, ${person('(n + 5)')}, 'cliente.' || n || '@${MARKET_EMAIL_DOMAIN}', true, 'customer',
         '+569' || lpad(((n + 50000000) % 100000000)::text, 8, '0')
       from market_customers`,
      [names.first, names.last],
    );
    await client.query(
      `insert into agent_profiles (user_id, weekly_hours, police_record, quality_answer, work_permit,
         hourly_rate, offers_limpieza, offers_cocina, offers_planchado, offers_mascotas, gender,
         birth_date, nationality, address, city, comuna, postcode, bio)
       select id, ($1::text[])[1 + n % cardinality($1::text[])], 'No', $2, 'Yes', hourly_rate,
         true, n % 2 = 0, n % 3 = 0, n % 5 = 0, case when n % 10 < 8 then 'female' else 'male' end,
         date '1970-01-01' + (n % 9000), ($3::text[])[1 + (n % 7) % cardinality($3::text[])],
         'Calle ' || (n % 900 + 1) || ' ' || (n % 3000 + 1) || ', ' || comuna,
         coalesce(($5::jsonb) ->> comuna, comuna), comuna, '1000000',
         ($4::text[])[1 + n % cardinality($4::text[])]
       from market_agents`,
      [
        [...weeklyHoursBands],
        qualityAnswers[2],
        [...nationalities],
        [...agentBios],
        JSON.stringify(comunas.provinceOf),
      ],
    );
    // Each agent works in their own comuna (PD-43), and one in three also in a comuna of
    // Santiago's region.
    await client.query(
      `insert into agent_service_comunas (agent_id, comuna)
       select id, comuna from market_agents
       union
       select id, ($1::text[])[1 + (n * 7) % cardinality($1::text[])] from market_agents
       where n % 3 = 0
       on conflict do nothing`,
      [comunas.metropolitan],
    );
    await client.query(
      `insert into customer_profiles (user_id, gender, birth_date, nationality, address,
         address_extra, postcode)
       select id, case when n % 3 = 0 then 'male' else 'female' end, date '1965-01-01' + (n % 12000),
         'Chilean', 'Av. Principal ' || (n % 5000 + 1) || ', ' || comuna, 'Depto. ' || (n % 900 + 1),
         '1000000'
       from market_customers`,
    );
    // Slot k of an agent: day floor(0.9 k) shifted by the agent's own offset (mod MARKET_DAYS), so
    // two slots share a day only as k = 10m and 10m + 1, which take different blocks (k % 2); the
    // second block starts 5 h after the first, and no slot lasts more than 4 h.
    await client.query(
      `create temp table market_slots on commit drop as
       select gen_random_uuid()::text as id, a.id as agent_id, a.hourly_rate, k,
         start_time, start_time + (2 + (k / 2) % 3) * interval '1 hour' as end_time
       from market_agents a cross join generate_series(0, ${SLOTS_PER_AGENT - 1}) as k
       cross join lateral (select date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
         - interval '${MARKET_PAST_DAYS} days'
         + ((floor(k * 0.9)::int + a.day_shift) % ${MARKET_DAYS}) * interval '1 day'
         + (11 + a.first_hour + (k % 2) * 5) * interval '1 hour' as start_time) as s`,
    );
    // A booking on each even slot, its status drawn by whether the slot is past or ahead; pending
    // and unpaid requests only on slots more than two days ahead, made within the last 20 hours,
    // so no deadline is already due.
    await client.query(
      `create temp table market_bookings on commit drop as
       select gen_random_uuid()::text as id, s.id as slot_id, s.agent_id, s.hourly_rate,
         s.start_time, s.end_time,
         c.id as customer_id,
         case
           when s.end_time < now() - interval '2 hours' then
             case when r < 0.55 then 'finished_evaluated' when r < 0.70 then 'finished'
                  when r < 0.85 then 'rejected' else 'accepted_customer_cancelation' end
           when s.start_time < now() + interval '2 days' then
             case when r < 0.80 then 'accepted_payment_success' when r < 0.90 then 'rejected'
                  else 'accepted_customer_cancelation' end
           else
             case when r < 0.30 then 'pending' when r < 0.45 then 'accepted_pending_payment'
                  when r < 0.80 then 'accepted_payment_success'
                  when r < 0.85 then 'accepted_payment_failed' when r < 0.93 then 'rejected'
                  else 'accepted_customer_cancelation' end
         end as status,
         now() - random() * interval '20 hours' as recent
       from market_slots s
       cross join lateral (select random() + s.k * 0 as r,
         $1::int + floor(random() * ($2::int - $1::int) + s.k * 0)::int as customer_n) as draw
       join market_customers c on c.n = draw.customer_n
       where s.k % 2 = 0`,
      [part.customers.from, part.customers.to],
    );
    await client.query(
      `insert into availability_slots (id, agent_id, start_time, end_time, status, booking_status)
       select s.id, s.agent_id, s.start_time, s.end_time,
         case when b.status is null then case when s.k % 10 = 9 then 'not available' else 'available' end
              when b.status = 'pending' then 'available'
              when b.status = 'rejected' then 'rejected'
              when b.status = 'accepted_customer_cancelation' then 'available'
              else 'accepted' end,
         case when b.status is null or b.status = 'accepted_customer_cancelation' then null
              when b.status = 'pending' then 'booked_waiting_agent_confirmation'
              when b.status = 'rejected' then 'booked_rejected'
              else 'booked_accepted' end
       from market_slots s left join market_bookings b on b.slot_id = s.id`,
    );
    await client.query(
      `insert into bookings (id, customer_id, agent_id, availability_id, status, booking_start_time,
         booking_end_time, hourly_rate, reason, decided_at, finished_at, created_at, updated_at)
       select id, customer_id, agent_id, slot_id, status, start_time, end_time, hourly_rate,
         case status when 'rejected' then 'agent_rejected'
                     when 'accepted_customer_cancelation' then 'customer_cancelled' end,
         case when status in ('pending', 'accepted_customer_cancelation') then null
              when status in ('accepted_pending_payment', 'accepted_payment_failed') then recent
              else least(start_time - interval '1 day', recent) end,
         case when status like 'finished%' then end_time + interval '1 hour' end,
         case when status in ('pending', 'accepted_pending_payment', 'accepted_payment_failed')
              then recent - interval '1 hour'
              else least(start_time - interval '2 days', recent - interval '1 hour') end,
         now()
       from market_bookings`,
    );
    // Half the ratings have a comment, as the reviews on a public profile do.
    await client.query(
      `insert into ratings (booking_id, agent_id, customer_id, rating, comment)
       select id, agent_id, customer_id,
         (array[5, 5, 5, 4, 4, 4, 3, 2, 1, 5])[1 + floor(random() * 10)::int],
         case when random() < 0.5 then 'Muy ordenada y puntual; dejó la cocina impecable.' else '' end
       from market_bookings where status = 'finished_evaluated'`,
    );
    // Each customer keeps five agents of the part as favourites ('Mis agentes', PD-46).
    await client.query(
      `insert into customer_favourite_agents (customer_id, agent_id)
       select c.id, a.id
       from market_customers c cross join generate_series(0, 4) as j
       join market_agents a on a.n = $1::int + (c.n * 7 + j * 131) % ($2::int - $1::int)
       on conflict do nothing`,
      [part.agents.from, part.agents.to],
    );
    const counts = await client.query<{ slots: string; bookings: string }>(
      `select (select count(*) from market_slots) as slots,
              (select count(*) from market_bookings) as bookings`,
    );
    await client.query('commit');
    return {
      agents: part.agents.to - part.agents.from,
      customers: part.customers.to - part.customers.from,
      slots: Number(counts.rows[0]?.slots ?? 0),
      bookings: Number(counts.rows[0]?.bookings ?? 0),
    };
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** Removes every row the bench wrote into a database it did not create (bench-only users). */
export async function removeMarket(client: pg.Client): Promise<void> {
  const bench = `select id from users where email like '%@${MARKET_EMAIL_DOMAIN}'`;
  await client.query('begin');
  await client.query(`delete from bookings where customer_id in (${bench})`);
  await client.query(`delete from users where id in (${bench})`);
  await client.query('commit');
}
