import { useState } from 'react';
import { Stack, Title } from '@mantine/core';
import type {
  OperatorPayoutRow,
  OperatorPayoutsQuery,
} from '@brillo/domain/contracts/operator-payouts';
import { formatClp } from '@brillo/domain/format-booking';
import { payoutStatuses } from '@brillo/domain/payouts';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import {
  useLedgerTotals,
  useOperatorPayouts,
  usePayoutAction,
  usePayoutRuns,
  useRunPayouts,
} from '@/features/operators/api/payouts';
import { ConsoleList } from '@/features/operators/components/console-list';
import { LedgerBooks } from '@/features/operators/components/ledger-books';
import {
  PayoutFilters,
  type PayoutFilterValues,
} from '@/features/operators/components/payout-filters';
import { PayoutReasonDialog } from '@/features/operators/components/payout-reason-dialog';
import { PayoutRuns } from '@/features/operators/components/payout-runs';
import { PAYOUTS_TITLE_ID, PayoutsTable } from '@/features/operators/components/payouts-table';
import { ReadSection } from '@/features/operators/components/read-section';
import {
  listQuery,
  paramsAddress,
  useListAddress,
} from '@/features/operators/hooks/use-list-address';
import type { PayoutAction } from '@/features/operators/payout-display';
import { usePublicConfig } from '@/hooks/use-public-config';
import { notify } from '@/lib/notify';
import { consoleRefusal } from './not-found';

const texts = operatorPayoutsTexts;

/** The filters, as the address keeps them (a search can be shared). */
const address = paramsAddress<PayoutFilterValues>(
  { status: 'estado', run: 'semana', agent: 'agente' },
  { status: payoutStatuses },
);

type Dialog = { kind: 'run' } | { kind: PayoutAction; payout: OperatorPayoutRow };

/**
 * /operador/pagos (PD-41, issue 33): the books with their reconciliation, the weekly runs (this
 * week's on demand, the bank file when payouts go through one), then every payout, filtered and
 * paged, each confirmed or marked failed with a reason. As the rest of the console, the API
 * decides who sees it. The books and the runs sit above the payouts' own heading and filters, so
 * the list keeps the console's one shape for its states.
 */
export function OperatorPayoutsRoute() {
  const { filters, page, key, setFilters, setPage } = useListAddress(address);
  const list = useOperatorPayouts(listQuery<OperatorPayoutsQuery>(filters, page));
  const ledger = useLedgerTotals();
  const runs = usePayoutRuns();
  const runPayouts = useRunPayouts();
  const payoutAction = usePayoutAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [submittedAt, setSubmittedAt] = useState(0);
  const timeZone = usePublicConfig().data?.timeZone ?? DEFAULT_TIME_ZONE;

  const mutation = dialog?.kind === 'run' ? runPayouts : payoutAction;
  const done = (message: string) => {
    setDialog(null);
    notify('success', message);
  };
  // What the dialog says: the run's words, or the payout's agent and amount.
  let dialogCopy: { title: string; confirm: string; body: string } | null = null;
  if (dialog?.kind === 'run') dialogCopy = texts.dialogs.run;
  else if (dialog) {
    const copy = texts.dialogs[dialog.kind];
    const body = copy.body(dialog.payout.agent.name, formatClp(dialog.payout.amount));
    dialogCopy = { title: copy.title, confirm: copy.confirm, body };
  }

  return (
    <>
      <ConsoleList
        list={list}
        texts={texts.list}
        titleId="payouts-page-title"
        refusal={consoleRefusal}
        filters={
          <Stack gap="xl">
            <ReadSection
              id="payouts-books"
              title={texts.books.title}
              read={ledger}
              loading={texts.books.loading}
              error={texts.books.error}
            >
              {(totals) => <LedgerBooks totals={totals} />}
            </ReadSection>
            <ReadSection
              id="payouts-runs"
              title={texts.runs.title}
              read={runs}
              loading={texts.runs.loading}
              error={texts.runs.error}
            >
              {(answer) => (
                <PayoutRuns
                  runs={answer}
                  timeZone={timeZone}
                  onRun={() => {
                    runPayouts.reset();
                    setDialog({ kind: 'run' });
                  }}
                />
              )}
            </ReadSection>
            <Stack gap="sm">
              <Title order={3} id={PAYOUTS_TITLE_ID}>
                {texts.list.payoutsTitle}
              </Title>
              <PayoutFilters key={key} value={filters} onChange={setFilters} />
            </Stack>
          </Stack>
        }
        isEmpty={(found) => found.payouts.length === 0}
      >
        {(found, zone) => (
          <PayoutsTable
            page={found}
            timeZone={zone}
            onPage={setPage}
            onAction={(payout, action) => {
              payoutAction.reset();
              setDialog({ kind: action, payout });
            }}
          />
        )}
      </ConsoleList>
      {dialog && dialogCopy ? (
        <PayoutReasonDialog
          title={dialogCopy.title}
          confirmLabel={dialogCopy.confirm}
          body={dialogCopy.body}
          danger={dialog.kind === 'fail'}
          onClose={() => setDialog(null)}
          busy={mutation.isPending}
          error={mutation.error}
          submittedAt={submittedAt}
          onConfirm={(reason, onError) => {
            setSubmittedAt(Date.now());
            if (dialog.kind === 'run') {
              runPayouts.mutate(reason, { onSuccess: (answer) => done(answer.message), onError });
            } else {
              payoutAction.mutate(
                { id: dialog.payout.id, action: dialog.kind, reason },
                { onSuccess: (answer) => done(answer.message), onError },
              );
            }
          }}
        />
      ) : null}
    </>
  );
}
