import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  DISCOVERY_DAYS_AHEAD,
  isCalendarDay,
  type OfferedSlot,
} from '@brillo/domain/contracts/discovery';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import {
  DEFAULT_TIME_ZONE,
  addCalendarDays,
  formatDayHeading,
  formatSlotTimes,
  todayIn,
} from '@brillo/domain/zoned-time';
import { FirstItems } from '@/components/first-items';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { RevealTogether } from '@/components/reveal-together';
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
import classes from './customer-dashboard.module.css';
import { MonthCalendar, shiftMonth } from './month-calendar';
import { NearbyAvailability } from './nearby-availability';
import { ServiceTiles } from './service-tiles';

const texts = discoveryTexts;

/**
 * The day and the agent live in the address (`?day=2026-11-25&agent=<id>`), so back and forward,
 * a reload and a shared link show the same choice. A missing, malformed or past day is today; an
 * agent without a day ('Reservar de nuevo', PD-46) asks for the agent's next day with slots.
 */
function useDashboardState(today: string, lastDay: string) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('day');
  const day = asked && isCalendarDay(asked) && asked >= today && asked <= lastDay ? asked : today;
  const agentId = params.get('agent');
  function choose(next: { day: string; agentId: string | null }, replace = false) {
    const query = new URLSearchParams();
    query.set('day', next.day);
    if (next.agentId) query.set('agent', next.agentId);
    setParams(query, { replace });
  }
  return { day, agentId, choose, dayAsked: asked !== null };
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
 * the first visit, everything under the greeting appears together (`RevealTogether`).
 */
export function CustomerDashboard({ name }: CustomerDashboardProps) {
  const config = usePublicConfig();
  const timeZone = config.data?.timeZone ?? DEFAULT_TIME_ZONE;
  const today = todayIn(timeZone);
  const lastDay = addCalendarDays(today, DISCOVERY_DAYS_AHEAD - 1);
  const { day, agentId, choose, dayAsked } = useDashboardState(today, lastDay);
  // The month shown follows the chosen day (back, forward, 'Disponibilidad cercana') until the
  // arrows move it; a new day shows its own month again.
  const [view, setView] = useState({ day, month: day.slice(0, 7) });
  const month = view.day === day ? view.month : day.slice(0, 7);
  const setMonth = (next: string) => setView({ day, month: next });
  const agents = useAvailableAgents(day);
  const days = useAvailableDays(month);
  const marked = useMemo(() => new Set(days.data?.days ?? []), [days.data]);
  const [focusSlots, setFocusSlots] = useState(false);
  // An agent asked for without a day moves to the agent's next day with slots, in place of the
  // address that asked (back then leaves the dashboard, as it came); none found: today.
  const agentNextDay = useAgentNextDay(agentId, !dayAsked);
  const nextDayKnown = !dayAsked && agentId !== null && !agentNextDay.isPending;
  const nextDayOfAgent = agentNextDay.data ?? null;
  useEffect(() => {
    if (!nextDayKnown) return;
    const next = nextDayOfAgent && nextDayOfAgent <= lastDay ? nextDayOfAgent : today;
    choose({ day: next, agentId }, true);
    // `choose` is a new function each render; the move depends only on what was read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nextDayKnown, nextDayOfAgent, agentId, today, lastDay]);
  const knownName = agents.data?.agents.find((agent) => agent.id === agentId)?.name;
  // The next day with agents after the chosen one, in its month or the next, whatever month the
  // calendar shows (the same reads as the calendar's when it shows the chosen day's month).
  const daysOfDayMonth = useAvailableDays(day.slice(0, 7));
  const daysOfNextMonth = useAvailableDays(shiftMonth(day.slice(0, 7), 1));
  const laterIn = (read: typeof days) =>
    read.isPlaceholderData ? undefined : read.data?.days.find((candidate) => candidate > day);
  const nextDay = laterIn(daysOfDayMonth) ?? laterIn(daysOfNextMonth) ?? null;

  function chooseAgent(id: string) {
    choose({ day, agentId: id });
    setFocusSlots(true);
  }

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
  else if (agents.data.agents.length === 0)
    agentsBody = (
      <Stack gap="sm" align="flex-start">
        <Text>{texts.agents.none}</Text>
        {nextDay ? (
          <Button
            variant="light"
            // The day's name is long: at 360 px the label wraps instead of overflowing the page.
            h="auto"
            py={8}
            maw="100%"
            styles={{ label: { whiteSpace: 'normal', textAlign: 'start' } }}
            onClick={() => choose({ day: nextDay, agentId: null })}
          >
            {texts.agents.nextDay(formatDayHeading(nextDay, timeZone))}
          </Button>
        ) : null}
      </Stack>
    );
  else
    agentsBody = (
      <FirstItems
        shown={agents.data.agents.length}
        total={agents.data.total}
        more={texts.agents.more}
      >
        <DayAgents agents={agents.data.agents} chosenAgentId={agentId} onChoose={chooseAgent} />
      </FirstItems>
    );

  return (
    <Stack gap="xl">
      <Title order={1} style={{ overflowWrap: 'anywhere' }}>
        {texts.greeting(name)}
      </Title>
      <RevealTogether page="customer-dashboard" waitingText={dashboardTexts.loading}>
        <Stack gap="xl">
          <ServiceTiles />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Card withBorder padding="md" h="100%">
              <NearbyAvailability
                timeZone={timeZone}
                onChoose={(nearbyDay, id) => choose({ day: nearbyDay, agentId: id })}
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
                  onSelect={(chosen) => choose({ day: chosen, agentId: null })}
                  today={today}
                  lastDay={lastDay}
                  marked={marked}
                />
              </Stack>
            </Card>
          </SimpleGrid>
          <Stack gap="sm" component="section" aria-labelledby="agents-title">
            <Title order={2} size="h3" id="agents-title" className={classes.firstLetter}>
              {texts.agents.title(formatDayHeading(day, timeZone))}
            </Title>
            {agentsBody}
          </Stack>
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
