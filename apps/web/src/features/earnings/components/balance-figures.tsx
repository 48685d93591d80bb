import { useId } from 'react';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Earnings } from '@brillo/domain/contracts/earnings';
import { formatClp } from '@brillo/domain/format-booking';
import { earningsTexts } from '@brillo/domain/texts/earnings.es-CL';
import { availableNote, heldLines, inTransitLine, nextPayoutLine } from '../display-rules';
import classes from './earnings.module.css';

const texts = earningsTexts.figures;

interface FigureProps {
  title: string;
  amount: number;
  lines: (string | null)[];
}

/** One figure: its name, its amount, and the lines that explain it. */
function Figure({ title, amount, lines }: FigureProps) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={id}>
      <Stack gap={4}>
        <Title order={3} size="h4" id={id}>
          {title}
        </Title>
        <Text className={classes.amount}>{formatClp(amount)}</Text>
        {lines.map((line) =>
          line === null ? null : (
            <Text size="sm" key={line}>
              {line}
            </Text>
          ),
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The three figures at the top of 'Mis ganancias' (PD-41): what the next Monday pays, what is
 * held and why, and what was paid (with what is on its way).
 */
export function BalanceFigures({ earnings, timeZone }: { earnings: Earnings; timeZone: string }) {
  const { balances } = earnings;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <Figure
        title={texts.available}
        amount={balances.available}
        lines={[
          nextPayoutLine(earnings.nextPayoutAt, timeZone),
          availableNote(balances.available, earnings.minimumPayout),
        ]}
      />
      <Figure title={texts.held} amount={balances.held} lines={heldLines(balances)} />
      <Figure
        title={texts.paid}
        amount={balances.paid}
        lines={[inTransitLine(balances.inTransit)]}
      />
    </SimpleGrid>
  );
}
