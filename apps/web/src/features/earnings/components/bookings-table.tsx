import { useId } from 'react';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import type { EarningRow } from '@brillo/domain/contracts/earnings';
import { formatLongDate } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { commissionLabel, earningStateLines, showsRefunds } from '../display-rules';
import classes from './earnings.module.css';

const texts = earningsTexts.bookings;

/**
 * Each paid booking with what the customer paid, the commission, the agent's earning and where it
 * stands (PD-40, PD-41). A table that scrolls sideways on a phone, as the console's do; the
 * 'Reembolsado' column only when a booking was refunded.
 */
export function BookingsTable({ rows, timeZone }: { rows: EarningRow[]; timeZone: string }) {
  const titleId = useId();
  const hintId = useId();
  const refunds = showsRefunds(rows);
  const columns = [
    texts.columns.serviceDate,
    texts.columns.paid,
    texts.columns.commission,
    texts.columns.earning,
    ...(refunds ? [texts.columns.refunded] : []),
    texts.columns.state,
  ];
  return (
    <Stack gap="sm">
      <Title order={2} size="h3" id={titleId}>
        {texts.title}
      </Title>
      {rows.length === 0 ? (
        <Text>{texts.empty}</Text>
      ) : (
        <>
          {/* Outside the table, which scrolls: a caption inside would scroll away on a phone. */}
          <Text size="sm" id={hintId}>
            {texts.scrollHint}
          </Text>
          {/* The region named by the heading takes the keyboard focus, so the table scrolls
              without a mouse (as the console's tables do). */}
          <div
            className={classes.scroller}
            role="region"
            aria-labelledby={titleId}
            aria-describedby={hintId}
            tabIndex={0}
          >
            <Table striped verticalSpacing="xs" className={classes.table}>
              <VisuallyHidden component="caption">{texts.title}</VisuallyHidden>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((column) => (
                    <Table.Th scope="col" key={column}>
                      {column}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <BookingRow key={row.bookingId} row={row} refunds={refunds} timeZone={timeZone} />
                ))}
              </Table.Tbody>
            </Table>
          </div>
        </>
      )}
    </Stack>
  );
}

function BookingRow({
  row,
  refunds,
  timeZone,
}: {
  row: EarningRow;
  refunds: boolean;
  timeZone: string;
}) {
  const state = earningStateLines(row, timeZone);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={400} className={classes.nowrap}>
        {formatLongDate(row.serviceStart, timeZone)}
      </Table.Th>
      <Table.Td className={classes.nowrap}>{formatClp(row.paid)}</Table.Td>
      <Table.Td className={classes.nowrap}>{commissionLabel(row)}</Table.Td>
      <Table.Td className={classes.nowrap} fw={600}>
        {formatClp(row.earning)}
      </Table.Td>
      {refunds ? (
        <Table.Td className={classes.nowrap}>
          {row.refunded > 0 ? formatClp(row.refunded) : texts.noRefund}
        </Table.Td>
      ) : null}
      <Table.Td className={classes.state}>
        <Text size="sm" fw={600}>
          {state.label}
        </Text>
        {state.details.map((detail) => (
          <Text size="xs" key={detail}>
            {detail}
          </Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}
