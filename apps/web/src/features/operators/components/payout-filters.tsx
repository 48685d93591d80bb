import { useState } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { payoutStatuses, type PayoutStatus } from '@brillo/domain/payouts';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import { FilterActions } from './filter-actions';

const texts = operatorPayoutsTexts.list;

export interface PayoutFilterValues {
  status: PayoutStatus | '';
  /** A weekly run's Monday, as the browser's date field writes it. */
  run: string;
  /** A piece of the agent's name or email. */
  agent: string;
}

export const noPayoutFilters: PayoutFilterValues = { status: '', run: '', agent: '' };

interface PayoutFiltersProps {
  value: PayoutFilterValues;
  onChange: (filters: PayoutFilterValues) => void;
}

/** The payouts' filters: the state, the week (its Monday), the agent by name or email. */
export function PayoutFilters({ value, onChange }: PayoutFiltersProps) {
  const [draft, setDraft] = useState(value);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, run: draft.run.trim(), agent: draft.agent.trim() });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NativeSelect
          label={texts.statusLabel}
          value={draft.status}
          data={[
            { value: '', label: texts.anyStatus },
            ...payoutStatuses.map((status) => ({
              value: status,
              label: operatorPayoutsTexts.statuses[status],
            })),
          ]}
          onChange={(event) =>
            setDraft({
              ...draft,
              status: event.currentTarget.value as PayoutFilterValues['status'],
            })
          }
        />
        <TextInput
          label={texts.runLabel}
          type="date"
          value={draft.run}
          onChange={(event) => setDraft({ ...draft, run: event.currentTarget.value })}
        />
        <TextInput
          label={texts.agentLabel}
          value={draft.agent}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, agent: event.currentTarget.value })}
        />
      </SimpleGrid>
      <FilterActions
        filterLabel={texts.filter}
        clearLabel={texts.clear}
        onClear={() => {
          setDraft(noPayoutFilters);
          onChange(noPayoutFilters);
        }}
      />
    </form>
  );
}
