import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { Stack, Table, Text, Title } from '@mantine/core';
import type { OverviewDay } from '@brillo/domain/contracts/operator-overview';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorOverviewTexts } from '@brillo/domain/texts/operator-overview.es-CL';
import chartClasses from './overview-chart.module.css';
import classes from './scrolling-table.module.css';

const texts = operatorOverviewTexts;

const shortDay = new Intl.DateTimeFormat('es-CL', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('es-CL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const compactPesos = new Intl.NumberFormat('es-CL', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A calendar day (`YYYY-MM-DD`) as a label: '7 dic'; read at noon UTC, the day it names. */
export function dayLabel(day: string, long = false): string {
  return (long ? longDay : shortDay).format(new Date(`${day}T12:00:00Z`));
}

/**
 * The last 90 days of the overview: bookings requested per day (bars) and the amount paid per
 * day (an area, in pesos), each its own chart so each has its own scale and fits 360 px. The
 * charts are pictures for the eye (hidden from screen readers, no keyboard layer); the same
 * numbers are in the table under them, folded in a `<details>`.
 */
export function OverviewChart({ series }: { series: readonly OverviewDay[] }) {
  const data = series.map((row) => ({
    label: dayLabel(row.day),
    bookings: row.bookings,
    paid: row.paid,
  }));
  const common = {
    h: 200,
    data,
    dataKey: 'label',
    withTooltip: true,
    accessibilityLayer: false,
    tickLine: 'y' as const,
    gridAxis: 'y' as const,
    xAxisProps: { minTickGap: 24 },
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="overview-chart-title">
      <Title order={3} size="h4" id="overview-chart-title">
        {texts.chartTitle}
      </Title>
      <div aria-hidden="true" data-testid="overview-charts" className={chartClasses.charts}>
        <Text size="sm" fw={600}>
          {texts.chartBookings}
        </Text>
        <BarChart
          {...common}
          series={[{ name: 'bookings', label: texts.chartBookings, color: 'teal.7' }]}
          yAxisProps={{ width: 32, allowDecimals: false }}
        />
        <Text size="sm" fw={600} mt="sm">
          {texts.chartPaid}
        </Text>
        <AreaChart
          {...common}
          series={[{ name: 'paid', label: texts.chartPaid, color: 'indigo.7' }]}
          valueFormatter={formatClp}
          yAxisProps={{ width: 48, tickFormatter: (value: number) => compactPesos.format(value) }}
          withDots={false}
        />
      </div>
      <details>
        <summary>{texts.tableSummary}</summary>
        <div
          className={classes.scroller}
          role="region"
          aria-labelledby="overview-table-caption"
          tabIndex={0}
        >
          <Table striped verticalSpacing="xs">
            <caption id="overview-table-caption">{texts.tableCaption}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{texts.day}</Table.Th>
                <Table.Th scope="col">{texts.chartBookings}</Table.Th>
                <Table.Th scope="col">{texts.chartPaid}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...series].reverse().map((row) => (
                <Table.Tr key={row.day}>
                  <Table.Th scope="row">{dayLabel(row.day, true)}</Table.Th>
                  <Table.Td>{row.bookings}</Table.Td>
                  <Table.Td>{formatClp(row.paid)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      </details>
    </Stack>
  );
}
