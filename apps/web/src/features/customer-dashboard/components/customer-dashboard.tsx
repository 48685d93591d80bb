import { Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  filtersFromAddress,
  narrowsAgents,
  noAgentFilters,
  writeFiltersToAddress,
  type AgentFilters,
} from '@brillo/domain/agent-filters';
import type { OfferedSlot } from '@brillo/domain/contracts/discovery';
import { DISCOVERY_DAYS_AHEAD, isCalendarDay } from '@brillo/domain/discovery-rules';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import {
  DEFAULT_TIME_ZONE,
  addCalendarDays,
  formatDayHeading,
  formatSlotTimes,
  todayIn,
} from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { InTurn, RevealTogether } from '@/components/reveal-together';
import { usePublicConfig } from '@/hooks/use-public-config';
import { ApiError } from '@/lib/api-client';
import { formatHours } from '@/lib/booking-display';
import {
  useAgentNextDay,
  useAgentSlots,
  useAvailableAgents,
  useAvailableDays,
} from '../api/discovery';
import { ConfirmBooking } from './confirm-booking';
import { DayAgents } from './day-agents';
import { AgentPages, DayFilters } from './day-filters';
import classes from './customer-dashboard.module.css';
import { MonthCalendar, shiftMonth } from './month-calendar';
import { NearbyAvailability } from './nearby-availability';
import { ServiceTiles } from './service-tiles';

const texts = discoveryTexts;

/**
 * The day, the agent and the filters of the day's agents live in the address
 * (`?day=2026-11-25&agent=<id>&servicios=cocina&orden=calificacion&pagina=2&comunas=todas`,
 * `agent-filters.ts`), so back and forward, a reload and a shared link show the same choice. A
 * missing, malformed or past day is today; an agent without a day (a link from before 'Reservar
 * de nuevo' opened the agent's profile, PD-46) asks for the agent's next day with slots. `choose`
 * and `setFilters` build the whole address from what they are given, so they stay the same
 * functions from one render to the next.
 */
function useDashboardState(today: string, lastDay: string) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const asked = params.get('day');
  const day = asked && isCalendarDay(asked) && asked >= today && asked <= lastDay ? asked : today;
  const agentId = params.get('agent');
  const filters = useMemo(() => filtersFromAddress(params), [params]);
  const choose = useCallback(
    (next: { day: string; agentId: string | null; filters: AgentFilters }, replace = false) => {
      const query = new URLSearchParams();
      query.set('day', next.day);
      if (next.agentId) query.set('agent', next.agentId);
      writeFiltersToAddress(query, next.filters);
      void navigate({ search: `?${query.toString()}` }, { replace });
    },
    [navigate],
  );
  return { day, agentId, filters, choose, dayAsked: asked !== null };
}

/**
 * The chosen agent's offered slots that day and, once one is picked, the confirmation card. The
 * agent's name and rate come with the slots, so a shared link works before the agents load.
 */
function AgentSlots({
  agentId,
  knownName,
  day,
  timeZone,
  autoFocus,
}: {
  agentId: string;
  knownName: string | undefined;
  day: string;
  timeZone: string;
  /** Chosen just now: keyboard and screen-reader users land on the slots they asked for. */
  autoFocus: boolean;
}) {
  const slots = useAgentSlots(agentId, day);
  const heading = useRef<HTMLHeadingElement>(null);
  // Only when it appears (the component is keyed by agent and day): what was asked at mount.
  const [focusOnMount] = useState(autoFocus);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const [picked, setPicked] = useState<OfferedSlot | null>(null);
  const agentName = slots.data?.agent.name ?? knownName;
  let body;
  if (slots.isPending) body = <LoadingState text={texts.slots.loading} />;
  else if (slots.error instanceof ApiError && slots.error.status === 404)
    // An agent id from an old or edited link: retrying cannot help.
    body = <Text>{texts.api.agentNotFound}</Text>;
  else if (slots.isError)
    body = (
      <LoadFailed
        text={texts.slots.loadFailed}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  else if (slots.data.slots.length === 0) body = <Text>{texts.slots.none}</Text>;
  else
    body = (
      <ul className={classes.slotList}>
        {slots.data.slots.map((slot) => (
          <li key={slot.id}>
            <Button
              variant={picked?.id === slot.id ? 'filled' : 'outline'}
              aria-pressed={picked?.id === slot.id}
              onClick={() => setPicked(slot)}
              fullWidth
              className={classes.slotButton}
            >
              {texts.slots.line(
                formatSlotTimes(slot.startTime, slot.endTime, timeZone),
                texts.slots.hours(formatHours(slot.hours)),
              )}
            </Button>
          </li>
        ))}
      </ul>
    );
  return (
    <Stack gap="lg">
      <Stack gap="sm" component="section" aria-labelledby="slots-title">
        <Title order={2} size="h3" id="slots-title" ref={heading} tabIndex={-1}>
          {agentName ? texts.slots.title(agentName) : texts.slots.loading}
        </Title>
        {body}
      </Stack>
      {picked && slots.data ? (
        <ConfirmBooking
          agent={slots.data.agent}
          slot={picked}
          timeZone={timeZone}
          onClose={() => setPicked(null)}
        />
      ) : null}
    </Stack>
  );
}

interface CustomerDashboardProps {
  name: string;
}

/**
 * /customer-dashboard (spec §2 "Customer dashboard"; ADR-039): the greeting and the four tiles,
 * 'Disponibilidad cercana', the calendar, the agents of the chosen day, the chosen agent's slots
 * and the confirmation card. Every read starts at once; the day's agents need one round trip. On
 * the first visit, the parts under the greeting mount one after another, hidden (`InTurn`), and
 * appear together (`RevealTogether`).
 */
export function CustomerDashboard({ name }: CustomerDashboardProps) {
  const config = usePublicConfig();
  const timeZone = config.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone);
  const lastDay = addCalendarDays(today, DISCOVERY_DAYS_AHEAD - 1);
  const { day, agentId, filters, choose, dayAsked } = useDashboardState(today, lastDay);
  // The month shown follows the chosen day (back, forward, 'Disponibilidad cercana') until the
  // arrows move it; a new day shows its own month again.
  const [view, setView] = useState({ day, month: day.slice(0, 7) });
  const month = view.day === day ? view.month : day.slice(0, 7);
  const setMonth = useCallback((next: string) => setView({ day, month: next }), [day]);
  const agents = useAvailableAgents(day, filters);
  const days = useAvailableDays(month);
  const marked = useMemo(() => new Set(days.data?.days ?? []), [days.data]);
  const [focusSlots, setFocusSlots] = useState(false);
  // An agent asked for without a day moves to the agent's next day with slots, in place of the
  // address that asked (back then leaves the dashboard, as it came); none found: today.
  const agentNextDay = useAgentNextDay(agentId, !dayAsked, timeZone);
  const nextDayKnown = !dayAsked && agentId !== null && !agentNextDay.isPending;
  const nextDayOfAgent = agentNextDay.data ?? null;
  useEffect(() => {
    if (!nextDayKnown) return;
    const next = nextDayOfAgent && nextDayOfAgent <= lastDay ? nextDayOfAgent : today;
    choose({ day: next, agentId, filters }, true);
  }, [nextDayKnown, nextDayOfAgent, agentId, today, lastDay, filters, choose]);
  const knownName = [...(agents.data?.agents ?? []), ...(agents.data?.favourites ?? [])].find(
    (agent) => agent.id === agentId,
  )?.name;
  // The next day with agents after the chosen one, in its month or the next, whatever month the
  // calendar shows (the same reads as the calendar's when it shows the chosen day's month).
  const daysOfDayMonth = useAvailableDays(day.slice(0, 7));
  const daysOfNextMonth = useAvailableDays(shiftMonth(day.slice(0, 7), 1));
  const laterIn = (read: typeof days) =>
    read.isPlaceholderData ? undefined : read.data?.days.find((candidate) => candidate > day);
  const nextDay = laterIn(daysOfDayMonth) ?? laterIn(daysOfNextMonth) ?? null;

  // The handlers keep their identity while what they use does: each answer re-renders this page
  // at once (React Query's answers cannot wait), and the memoized parts given them then skip it.
  const chooseAgent = useCallback(
    (id: string) => {
      choose({ day, agentId: id, filters });
      setFocusSlots(true);
    },
    [choose, day, filters],
  );
  /** Another day keeps the filters, from their first page. */
  const chooseDay = useCallback(
    (next: string, id: string | null = null) =>
      choose({ day: next, agentId: id, filters: { ...filters, page: 1 } }),
    [choose, filters],
  );
  const selectDay = useCallback((chosen: string) => chooseDay(chosen), [chooseDay]);
  const agentsTitle = useRef<HTMLHeadingElement>(null);
  const setFilters = useCallback(
    (next: AgentFilters) => choose({ day, agentId, filters: next }),
    [choose, day, agentId],
  );
  function showPage(page: number) {
    setFilters({ ...filters, page });
    // The new page starts at the list's heading, for the eyes and for the keyboard.
    agentsTitle.current?.focus();
  }
  const answer = agents.data;
  const pages = answer ? Math.ceil(answer.total / answer.limit) : 0;
  // A page past the end (fewer agents since, or an edited address): the last page there is.
  const pastTheEnd =
    answer !== undefined && !agents.isPlaceholderData && filters.page > pages && pages > 0;
  useEffect(() => {
    if (pastTheEnd) choose({ day, agentId, filters: { ...filters, page: pages } }, true);
  }, [pastTheEnd, day, agentId, filters, pages, choose]);

  // The favourites are shown first (PD-46): the page leaves out those already among them.
  const others = useMemo(() => {
    if (!agents.data) return [];
    const shown = new Set(agents.data.favourites.map((agent) => agent.id));
    return agents.data.agents.filter((agent) => !shown.has(agent.id));
  }, [agents.data]);
  let agentsBody;
  if (agents.isPending) agentsBody = <LoadingState text={texts.agents.loading} />;
  else if (agents.isError)
    agentsBody = (
      <LoadFailed
        text={texts.agents.loadFailed}
        onRetry={() => void agents.refetch()}
        retrying={agents.isFetching}
      />
    );
  else if (agents.data.agents.length === 0 && (pastTheEnd || agents.isPlaceholderData))
    agentsBody = <LoadingState text={texts.agents.loading} />;
  else if (agents.data.agents.length === 0) {
    const narrowed = narrowsAgents(filters);
    const comuna = agents.data.comuna;
    agentsBody = (
      <Stack gap="sm" align="flex-start">
        <Text>
          {narrowed
            ? texts.filters.noMatch
            : comuna !== null
              ? texts.filters.noneInComuna(comuna)
              : texts.agents.none}
        </Text>
        {narrowed || comuna !== null ? (
          <Group gap="xs" role="group" aria-label={texts.filters.widen}>
            <Text size="sm">{texts.filters.widen}</Text>
            {narrowed ? (
              <Button
                variant="light"
                onClick={() =>
                  setFilters({
                    ...noAgentFilters,
                    sort: filters.sort,
                    allComunas: filters.allComunas,
                  })
                }
              >
                {texts.filters.clear}
              </Button>
            ) : null}
            {comuna !== null ? (
              <Button
                variant="light"
                onClick={() => setFilters({ ...filters, allComunas: true, page: 1 })}
              >
                {texts.filters.allComunas}
              </Button>
            ) : null}
          </Group>
        ) : null}
        {nextDay ? (
          <Button
            variant="light"
            // The day's name is long: at 360 px the label wraps instead of overflowing the page.
            h="auto"
            py={8}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            onClick={() => chooseDay(nextDay)}
          >
            {texts.agents.nextDay(formatDayHeading(nextDay, timeZone))}
          </Button>
        ) : null}
      </Stack>
    );
  } else {
    agentsBody =
      others.length === 0 ? null : (
        // While another filter or page is read, the cards shown stay, dimmed, in their place.
        <div
          aria-busy={agents.isPlaceholderData || undefined}
          className={agents.isPlaceholderData ? classes.updating : undefined}
        >
          <DayAgents agents={others} chosenAgentId={agentId} onChoose={chooseAgent} />
        </div>
      );
  }
  // Page 1's favourites who match the filters, whatever their comuna (PD-46), above the list.
  const favourites = answer?.favourites ?? [];
  const favouritesBody =
    favourites.length === 0 ? null : (
      <Stack
        gap="sm"
        component="section"
        aria-labelledby="day-favourites-title"
        aria-busy={agents.isPlaceholderData || undefined}
        className={agents.isPlaceholderData ? classes.updating : undefined}
      >
        <Title order={3} size="h4" id="day-favourites-title">
          {texts.favourites.title}
        </Title>
        <DayAgents agents={favourites} chosenAgentId={agentId} onChoose={chooseAgent} />
      </Stack>
    );
  // What the count says: the number of agents, or that a new one is being read.
  const countText = !answer
    ? ''
    : agents.isPlaceholderData
      ? texts.filters.updating
      : texts.filters.count(answer.total);
  const areaText = !answer
    ? ''
    : answer.comuna !== null
      ? texts.filters.worksIn(answer.comuna)
      : texts.filters.everyComuna;

  return (
    <Stack gap="xl">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {texts.greeting(name)}
      </Title>
      <RevealTogether page="customer-dashboard" waitingText={dashboardTexts.loading}>
        <Stack gap="xl">
          <InTurn>
            <ServiceTiles />
          </InTurn>
          {/* Decision 43: the lists show the agents who work in the customer's comuna, or all. */}
          <Switch
            label={texts.filters.allComunas}
            checked={filters.allComunas}
            onChange={(event) =>
              setFilters({ ...filters, allComunas: event.currentTarget.checked, page: 1 })
            }
          />
          <InTurn>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Card withBorder padding="md" h="100%">
                <NearbyAvailability
                  timeZone={timeZone}
                  allComunas={filters.allComunas}
                  onChoose={chooseDay}
                />
              </Card>
              <Card withBorder padding="md" component="section" aria-labelledby="calendar-title">
                <Stack gap="xs">
                  <Title order={2} size="h3" id="calendar-title">
                    {texts.calendar.title}
                  </Title>
                  <MonthCalendar
                    month={month}
                    onMonthChange={setMonth}
                    selected={day}
                    onSelect={selectDay}
                    today={today}
                    lastDay={lastDay}
                    marked={marked}
                  />
                </Stack>
              </Card>
            </SimpleGrid>
          </InTurn>
          <InTurn>
            <Stack gap="sm" component="section" aria-labelledby="agents-title">
              <Title
                order={2}
                size="h3"
                id="agents-title"
                className={classes.firstLetter}
                ref={agentsTitle}
                tabIndex={-1}
              >
                {texts.agents.title(formatDayHeading(day, timeZone))}
              </Title>
              <DayFilters filters={filters} onChange={setFilters} />
              {/* Announced when it changes; its line is kept while empty, so nothing jumps. */}
              <div className={classes.resultLine}>
                <Text fw={600} role="status" aria-live="polite">
                  {countText}
                </Text>
                <Text size="sm" c="gray.7">
                  {areaText}
                </Text>
              </div>
              {favouritesBody}
              {agentsBody}
              <AgentPages page={filters.page} pages={pages} onPage={showPage} />
            </Stack>
          </InTurn>
          <div>
            {agentId && !dayAsked ? (
              <LoadingState text={texts.slots.loading} />
            ) : agentId ? (
              // A new day or agent starts afresh: no slot picked, no card open.
              <AgentSlots
                key={`${agentId}/${day}`}
                agentId={agentId}
                knownName={knownName}
                day={day}
                timeZone={timeZone}
                autoFocus={focusSlots}
              />
            ) : null}
          </div>
        </Stack>
      </RevealTogether>
    </Stack>
  );
}
