import { Anchor, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  OPERATOR_BANK_FILE_PATH,
  type PayoutRuns as PayoutRunsAnswer,
} from '@brillo/domain/contracts/operator-payouts';
import { formatDateTime } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { payoutProviderLabel, runLabel } from '../payout-display';
import { DetailField } from './detail-field';
import { ScrollingTable } from './scrolling-table';
import classes from './scrolling-table.module.css';

const texts = operatorPayoutsTexts.runs;

const columns = [
  texts.week,
  texts.payouts,
  texts.amount,
  texts.pending,
  texts.sent,
  texts.paid,
  texts.failed,
] as const;

interface PayoutRunsProps {
  runs: PayoutRunsAnswer;
  timeZone: string;
  /** Opens the dialog that runs this week's payouts now. */
  onRun: () => void;
}

/**
 * The weekly runs: when the next one is and what pays it, this week's run on demand, the bank
 * file to take to the bank when payouts go through one, and the last weeks with their states.
 */
export function PayoutRuns({ runs, timeZone, onRun }: PayoutRunsProps) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <DetailField label={texts.nextRun}>{formatDateTime(runs.nextRunAt, timeZone)}</DetailField>
        <DetailField label={texts.provider}>{payoutProviderLabel(runs.provider)}</DetailField>
      </SimpleGrid>
      <Group gap="md" align="center">
        <Button onClick={onRun}>{texts.runNow}</Button>
        {runs.provider === 'bank_file' ? (
          // A plain link: the browser downloads the CSV the API answers, with its session.
          <Anchor href={OPERATOR_BANK_FILE_PATH} download>
            {texts.bankFile}
          </Anchor>
        ) : null}
      </Group>
      {runs.provider === 'bank_file' ? (
        <Text size="sm" c="gray.7">
          {texts.bankFileHint}
        </Text>
      ) : null}
      <Title order={4} id="payout-runs-latest">
        {texts.latest}
      </Title>
      {runs.runs.length === 0 ? (
        <Text size="sm">{texts.none}</Text>
      ) : (
        <ScrollingTable labelledBy="payout-runs-latest" columns={columns}>
          {runs.runs.map((run) => (
            <Table.Tr key={run.run}>
              <Table.Td>{runLabel(run.run)}</Table.Td>
              <Table.Td>{run.payouts}</Table.Td>
              <Table.Td className={classes.nowrap}>{formatClp(run.amount)}</Table.Td>
              <Table.Td>{run.pending}</Table.Td>
              <Table.Td>{run.sent}</Table.Td>
              <Table.Td>{run.paid}</Table.Td>
              <Table.Td>{run.failed}</Table.Td>
            </Table.Tr>
          ))}
        </ScrollingTable>
      )}
    </Stack>
  );
}
