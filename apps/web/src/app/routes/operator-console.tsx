import { consolePaths } from '@brillo/domain/console-paths';
import type { ReactNode } from 'react';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { OperatorOverview } from '@brillo/domain/contracts/operator-overview';
import { formatClp } from '@brillo/domain/format-booking';
import { formatAnswerTime, formatRate } from '@brillo/domain/operator-overview';
import { operatorOverviewTexts } from '@brillo/domain/texts/operator-overview.es-CL';
import { formatDayHeading } from '@brillo/domain/zoned-time';
import { LoadFailed, LoadingState } from '@/components/load-states';
import { useOperatorOverview } from '@/features/operators/api/overview';
import { ConsolePage } from '@/features/operators/components/console-page';
import { OverviewChart } from '@/features/operators/components/overview-chart';
import { usePageTitle } from '@/hooks/use-page-title';
import { ApiError } from '@/lib/api-client';
import { consoleRefusal } from './not-found';

const texts = operatorOverviewTexts;

const monthName = new Intl.DateTimeFormat('es-CL', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

interface TileProps {
  label: string;
  value: string;
  detail?: string;
  link?: { to: string; label: string };
}

/** One figure: what it is, its value, and what it counts or where to act on it. */
function Tile({ label, value, detail, link }: TileProps) {
  return (
    <Paper withBorder radius="md" p="md" component="dl" m={0}>
      <Text component="dt" size="sm" c="gray.7">
        {label}
      </Text>
      <Text component="dd" m={0} fz="xl" fw={700}>
        {value}
      </Text>
      {detail ? (
        <Text component="dd" m={0} size="sm" c="gray.7">
          {detail}
        </Text>
      ) : null}
      {link ? (
        <Text component="dd" m={0} size="sm">
          <Anchor component={Link} to={link.to}>
            {link.label}
          </Anchor>
        </Text>
      ) : null}
    </Paper>
  );
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={id}>
      <Title order={3} size="h4" id={id}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {children}
      </SimpleGrid>
    </Stack>
  );
}

function Figures({ overview }: { overview: OperatorOverview }) {
  const { todayFigures, monthFigures, cancellation, answerTime } = overview;
  const empty = overview.series.every((day) => day.bookings === 0 && day.paid === 0);
  return (
    <Stack gap="lg">
      <Group id="overview-today" title={texts.todayHeading(formatDayHeading(overview.today))}>
        <Tile label={texts.bookings} value={String(todayFigures.bookings)} />
        <Tile label={texts.paid} value={formatClp(todayFigures.paid)} />
        <Tile label={texts.refunded} value={formatClp(todayFigures.refunded)} />
      </Group>
      <Group
        id="overview-month"
        title={texts.monthHeading(monthName.format(new Date(`${overview.month}-15T12:00:00Z`)))}
      >
        <Tile label={texts.bookings} value={String(monthFigures.bookings)} />
        <Tile label={texts.paid} value={formatClp(monthFigures.paid)} />
        <Tile label={texts.refunded} value={formatClp(monthFigures.refunded)} />
        <Tile
          label={texts.cancellationRate}
          value={formatRate(cancellation.rate)}
          detail={
            cancellation.created > 0
              ? texts.cancellationDetail(cancellation.cancelled, cancellation.created)
              : texts.noBookingsThisMonth
          }
        />
        <Tile
          label={texts.answerTime}
          value={formatAnswerTime(answerTime.medianSeconds)}
          detail={texts.answerDetail(answerTime.decided)}
        />
      </Group>
      <Group id="overview-queues" title={texts.queuesHeading}>
        <Tile
          label={texts.agentsWaiting}
          value={String(overview.agentsWaitingReview)}
          link={{ to: consolePaths.operatorVerifications, label: texts.agentsWaitingLink }}
        />
        <Tile
          label={texts.openProblems}
          value={String(overview.openProblemReports)}
          link={{ to: consolePaths.operatorProblems, label: texts.openProblemsLink }}
        />
      </Group>
      {empty ? (
        <Text role="status">{texts.empty}</Text>
      ) : (
        <OverviewChart series={overview.series} />
      )}
    </Stack>
  );
}

/**
 * /operador (issue 32): the console's overview, the figures of the whole marketplace on Chile's
 * calendar and the last 90 days in a chart. As the rest of the console, the API decides who sees
 * it: 404 shows the not-found page, 403 sends an operator without an authenticator to set it up.
 */
export function OperatorConsoleRoute() {
  const overview = useOperatorOverview();
  const error = overview.error instanceof ApiError ? overview.error : null;
  usePageTitle(texts.title);

  const refusal = consoleRefusal(error);
  if (refusal) return refusal;

  let body;
  if (overview.isPending) body = <LoadingState text={texts.loading} />;
  else if (overview.isError) {
    body = (
      <LoadFailed
        text={texts.error}
        onRetry={() => void overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  } else body = <Figures overview={overview.data} />;

  return (
    <ConsolePage>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2}>{texts.title}</Title>
          <Text c="gray.7">{texts.intro}</Text>
        </Stack>
        {body}
      </Stack>
    </ConsolePage>
  );
}
