import { Button, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { memo, useEffect, useRef, type KeyboardEvent } from 'react';
import { daysOfMonth } from '@brillo/domain/local-days';
import { discoveryTexts } from '@brillo/domain/texts/discovery.es-CL';
import { addCalendarDays } from '@brillo/domain/zoned-time';
import classes from './month-calendar.module.css';

const texts = discoveryTexts.calendar;

/** Dates as UTC noon, so that formatting a calendar date never crosses a zone's midnight. */
function utcNoon(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

const monthTitle = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const weekdayShort = new Intl.DateTimeFormat('es-CL', { weekday: 'short', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('es-CL', { weekday: 'long', timeZone: 'UTC' });
const dayLabel = new Intl.DateTimeFormat('es-CL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** Monday 1 January 2024 and the six days after it: the week as Chile reads it. */
const weekdays = Array.from({ length: 7 }, (_, index) => {
  const date = utcNoon(addCalendarDays('2024-01-01', index));
  return { short: weekdayShort.format(date), long: weekdayLong.format(date) };
});

/** Days before the 1st to fill the first week, counting from Monday. */
function leadingBlanks(month: string): number {
  return (utcNoon(`${month}-01`).getUTCDay() + 6) % 7;
}

/** `YYYY-MM` moved by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, number - 1 + delta, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

interface MonthCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
  selected: string;
  onSelect: (day: string) => void;
  /** Today on the configured zone's calendar: earlier days cannot be chosen (decision 33). */
  today: string;
  /** The last day a slot can start on. */
  lastDay: string;
  /** Days with at least one agent available. */
  marked: ReadonlySet<string>;
}

/**
 * A month view in es-CL, weeks from Monday (spec §2 "Customer dashboard"): past days disabled,
 * days with availability marked, the chosen day pressed. One day is in the tab order; the arrow
 * keys move between days, Enter or Space chooses one.
 */
export const MonthCalendar = memo(function MonthCalendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  today,
  lastDay,
  marked,
}: MonthCalendarProps) {
  const grid = useRef<HTMLTableElement>(null);
  /** A day the arrow keys reached in another month, to focus once that month is shown. */
  const pendingFocus = useRef<string | null>(null);
  const days = daysOfMonth(month);
  const chooseable = (day: string) => day >= today && day <= lastDay;
  const focusable = days.includes(selected) ? selected : (days.find(chooseable) ?? days[0]);
  const cells: (string | null)[] = [...Array<null>(leadingBlanks(month)).fill(null), ...days];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) =>
    cells.slice(index * 7, index * 7 + 7),
  );

  function moveFocus(event: KeyboardEvent<HTMLButtonElement>, day: string) {
    const steps: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
    };
    const step = steps[event.key];
    if (step === undefined) return;
    event.preventDefault();
    let target = addCalendarDays(day, step);
    // Skip to the nearest day that can be chosen, within this month.
    while (days.includes(target) && !chooseable(target))
      target = addCalendarDays(target, step > 0 ? 1 : -1);
    if (days.includes(target)) {
      grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
    } else if (chooseable(target)) {
      // Past the month's edge: show the target's month and focus the day once it is drawn.
      pendingFocus.current = target;
      onMonthChange(target.slice(0, 7));
    }
  }

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${target}"]`)?.focus();
  }, [month]);

  const canGoBack = shiftMonth(month, 0) > today.slice(0, 7);
  const canGoForward = shiftMonth(month, 1) <= lastDay.slice(0, 7);

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Button
          variant="subtle"
          size="compact-lg"
          aria-label={texts.previousMonth}
          disabled={!canGoBack}
          onClick={() => onMonthChange(shiftMonth(month, -1))}
        >
          <span aria-hidden>‹</span>
        </Button>
        <Title order={3} size="h4" className={classes.monthTitle} aria-live="polite">
          {monthTitle.format(utcNoon(`${month}-01`))}
        </Title>
        <Button
          variant="subtle"
          size="compact-lg"
          aria-label={texts.nextMonth}
          disabled={!canGoForward}
          onClick={() => onMonthChange(shiftMonth(month, 1))}
        >
          <span aria-hidden>›</span>
        </Button>
      </Group>
      <table ref={grid} className={classes.grid} aria-label={texts.label}>
        <thead>
          <tr>
            {weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" abbr={weekday.long} className={classes.weekday}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, index) => (
            <tr key={index}>
              {week.map((day, position) => (
                <td key={day ?? `blank-${position}`} className={classes.cell}>
                  {day ? (
                    <UnstyledButton
                      data-day={day}
                      className={classes.day}
                      disabled={!chooseable(day)}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={`${dayLabel.format(utcNoon(day))}${marked.has(day) ? `, ${texts.hasAvailability}` : ''}`}
                      data-marked={marked.has(day) || undefined}
                      data-selected={day === selected || undefined}
                      data-today={day === today || undefined}
                      tabIndex={day === focusable ? 0 : -1}
                      onKeyDown={(event) => moveFocus(event, day)}
                      onClick={() => onSelect(day)}
                    >
                      {Number(day.slice(8))}
                      <span className={classes.mark} aria-hidden />
                    </UnstyledButton>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Group gap={6}>
        <span className={classes.legendMark} aria-hidden />
        <Text size="sm" c="gray.7">
          {texts.marked}
        </Text>
      </Group>
    </Stack>
  );
});
