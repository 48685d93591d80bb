import { consolePaths } from '@brillo/domain/console-paths';
import type { ReactNode } from 'react';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ProblemReportDetail } from '@brillo/domain/contracts/problem-reports';
import { formatDateTime } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { formatSlotRange } from '@brillo/domain/zoned-time';

const texts = problemReportsTexts.detail;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group component="div" gap={6} wrap="wrap" align="baseline">
      <Text component="dt" fw={600} size="sm">
        {label}:
      </Text>
      <Text component="dd" m={0} size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Group>
  );
}

interface ProblemDetailProps {
  report: ProblemReportDetail;
  timeZone: string;
}

/** One problem report: what the customer wrote, its booking and money, and its resolution. */
export function ProblemDetail({ report, timeZone }: ProblemDetailProps) {
  const { resolution, money } = report;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="report-title">
        <Stack gap="xs">
          <Title order={3} id="report-title">
            {texts.report}
          </Title>
          <Stack component="dl" gap={4} m={0}>
            <Line label={texts.status}>{problemReportsTexts.statuses[report.status]}</Line>
            <Line label={texts.category}>{problemReportsTexts.categories[report.category]}</Line>
            <Line label={texts.reportedAt}>{formatDateTime(report.createdAt, timeZone)}</Line>
            <Line label={texts.customer}>{report.customer.name}</Line>
            <Line label={texts.agent}>{report.agent.name}</Line>
          </Stack>
          <Text fw={600} size="sm">
            {texts.description}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {report.description}
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-title">
        <Stack gap="xs">
          <Title order={3} id="booking-title">
            {texts.booking}
          </Title>
          <Stack component="dl" gap={4} m={0}>
            <Line label={texts.service}>
              {formatSlotRange(report.booking.startTime, report.booking.endTime, timeZone)}
            </Line>
            <Line label={texts.bookingStatus}>{bookingTexts.statuses[report.booking.status]}</Line>
            <Line label={texts.paid}>{formatClp(money.paid)}</Line>
            <Line label={texts.refunded}>{formatClp(money.refunded)}</Line>
            <Line label={texts.left}>{formatClp(money.left)}</Line>
          </Stack>
          <Anchor
            component={Link}
            to={consolePaths.operatorBooking.replace(':id', report.booking.id)}
          >
            {texts.openBooking}
          </Anchor>
        </Stack>
      </Paper>
      {resolution ? (
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="resolution-title">
          <Stack gap="xs">
            <Title order={3} id="resolution-title">
              {texts.resolution}
            </Title>
            <Stack component="dl" gap={4} m={0}>
              <Line label={texts.resolution}>
                {problemReportsTexts.resolutions[resolution.kind]}
              </Line>
              <Line label={texts.amount}>{formatClp(resolution.amount)}</Line>
              <Line label={texts.note}>{resolution.note}</Line>
              <Line label={texts.resolvedBy}>{resolution.operator?.name ?? '—'}</Line>
              <Line label={texts.resolvedAt}>
                {formatDateTime(resolution.resolvedAt, timeZone)}
              </Line>
            </Stack>
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
