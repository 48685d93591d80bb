import { useId, useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Payout } from '@brillo/domain/contracts/earnings';
import { formatLongDate } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { payoutDate, payoutStateLines } from '../display-rules';
import classes from './earnings.module.css';

const texts = earningsTexts.payouts;

/** 'Pagos': each payout, newest first, with its state and the bookings it paid (PD-41). */
export function PayoutsList({ payouts, timeZone }: { payouts: Payout[]; timeZone: string }) {
  const titleId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        {texts.title}
      </Title>
      {payouts.length === 0 ? (
        <Text>{texts.empty}</Text>
      ) : (
        <Stack component="ul" gap="sm" className={classes.plainList}>
          {payouts.map((payout) => (
            <PayoutCard key={payout.id} payout={payout} timeZone={timeZone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A line of a payout's card: its name, then its value. */
function Fact({ label, children }: { label: string; children: string }) {
  return (
    <Text size="sm">
      <Text span inherit fw={600}>
        {label}:
      </Text>{' '}
      {children}
    </Text>
  );
}

function PayoutCard({ payout, timeZone }: { payout: Payout; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const date = formatLongDate(payoutDate(payout), timeZone);
  const state = payoutStateLines(payout);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={`${date}, ${formatClp(payout.amount)}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="baseline" gap="xs">
          <Text className={classes.amount}>{formatClp(payout.amount)}</Text>
          <Text fw={700}>{state.label}</Text>
        </Group>
        <Fact label={texts.date}>{date}</Fact>
        <Fact label={texts.destination}>{payout.destination}</Fact>
        {state.details.map((detail) => (
          <Text size="sm" key={detail}>
            {detail}
          </Text>
        ))}
        {payout.items.length > 0 ? (
          <>
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                px={0}
                aria-expanded={open}
                aria-controls={itemsId}
                onClick={() => setOpen((shown) => !shown)}
              >
                {open ? texts.hideItems : texts.showItems(payout.items.length)}
              </Button>
            </Group>
            <ul
              id={itemsId}
              hidden={!open}
              aria-label={texts.itemsLabel(date)}
              className={classes.plainList}
            >
              {payout.items.map((item) => (
                <li key={item.bookingId}>
                  <Text size="sm">
                    {formatLongDate(item.serviceStart, timeZone)} · {formatClp(item.amount)}
                  </Text>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
