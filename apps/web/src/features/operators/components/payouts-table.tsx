import { consolePaths } from '@brillo/domain/console-paths';
import { Anchor, Button, Group, Table } from '@mantine/core';
import { Link } from 'react-router';
import type {
  OperatorPayoutRow,
  OperatorPayoutsPage,
} from '@brillo/domain/contracts/operator-payouts';
import { formatDateTime } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import {
  payoutActions,
  payoutOrigin,
  payoutStatusLabel,
  type PayoutAction,
} from '../payout-display';
import { PagedTable } from './paged-table';
import classes from './scrolling-table.module.css';

const texts = operatorPayoutsTexts.list;

const columns = [
  texts.when,
  texts.agent,
  texts.run,
  texts.amount,
  texts.destination,
  texts.status,
  texts.failureReason,
  texts.actions,
] as const;

/** The id of the heading that names the payouts' table. */
export const PAYOUTS_TITLE_ID = 'payouts-title';

interface PayoutsTableProps {
  page: OperatorPayoutsPage;
  timeZone: string;
  onPage: (page: number) => void;
  /** Opens the dialog that confirms the payout, or marks it failed. */
  onAction: (payout: OperatorPayoutRow, action: PayoutAction) => void;
}

/**
 * A page of payouts, newest first: each with its agent (opening their earnings), its week or who
 * paid it at once, its money and state, and what can still be done with it.
 */
export function PayoutsTable({ page, timeZone, onPage, onAction }: PayoutsTableProps) {
  return (
    <PagedTable
      page={page}
      totalText={texts.total(page.total)}
      labelledBy={PAYOUTS_TITLE_ID}
      columns={columns}
      onPage={onPage}
    >
      {page.payouts.map((payout) => {
        const when = formatDateTime(payout.createdAt, timeZone);
        return (
          <Table.Tr key={payout.id}>
            <Table.Td className={classes.nowrap}>{when}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={consolePaths.operatorAgentEarnings.replace(':id', payout.agent.id)}
                aria-label={texts.openAgentLabel(payout.agent.name)}
              >
                {payout.agent.name}
              </Anchor>
            </Table.Td>
            <Table.Td>{payoutOrigin(payout)}</Table.Td>
            <Table.Td className={classes.nowrap}>{formatClp(payout.amount)}</Table.Td>
            <Table.Td>{payout.destination}</Table.Td>
            <Table.Td>{payoutStatusLabel(payout.status)}</Table.Td>
            <Table.Td className={classes.wrap}>
              {payout.failureReason ?? operatorPayoutsTexts.none}
            </Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                {payoutActions(payout).map((action) => {
                  const label = action === 'confirm' ? texts.confirm : texts.fail;
                  return (
                    <Button
                      key={action}
                      size="xs"
                      variant={action === 'confirm' ? 'filled' : 'default'}
                      aria-label={texts.actionLabel(label, payout.agent.name, when)}
                      onClick={() => onAction(payout, action)}
                    >
                      {label}
                    </Button>
                  );
                })}
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </PagedTable>
  );
}
