import { Alert, Card, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LedgerTotals } from '@brillo/domain/contracts/operator-payouts';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { DetailField } from './detail-field';

const texts = operatorPayoutsTexts.books;

function Figure({ label, amount, hint }: { label: string; amount: number; hint?: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="gray.7">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {formatClp(amount)}
      </Text>
      {hint ? (
        <Text size="xs" c="gray.7">
          {hint}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * The books: what Brillo holds, owes agents (held, available, in transit) and has earned, then the
 * reconciliation: the differences it found, or a quiet line when everything ties out.
 */
export function LedgerBooks({ totals }: { totals: LedgerTotals }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Card withBorder padding="md">
          <Figure label={texts.cash} amount={totals.cash} hint={texts.cashHint} />
        </Card>
        <Card withBorder padding="md">
          <Stack gap="xs">
            <Figure label={texts.owed} amount={totals.owed} />
            <SimpleGrid cols={3} spacing="xs">
              <DetailField label={texts.owedHeld}>{formatClp(totals.owedHeld)}</DetailField>
              <DetailField label={texts.owedAvailable}>
                {formatClp(totals.owedAvailable)}
              </DetailField>
              <DetailField label={texts.owedInTransit}>
                {formatClp(totals.owedInTransit)}
              </DetailField>
            </SimpleGrid>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Figure label={texts.commission} amount={totals.commission} hint={texts.commissionHint} />
        </Card>
      </SimpleGrid>
      {totals.problems.length > 0 ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="xs">
            <Title order={4}>{texts.problemsTitle}</Title>
            <List size="sm">
              {totals.problems.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Stack>
        </Alert>
      ) : (
        <Text size="sm" c="gray.7">
          {texts.tiesOut}
        </Text>
      )}
    </Stack>
  );
}
