import { useState } from 'react';
import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { AccountState, ManagedAccountRole } from '@brillo/domain/contracts/operator-accounts';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { FilterActions } from './filter-actions';

const texts = operatorAccountsTexts.list;
/** The kinds of account and the states the search offers, in their order. */
export const accountRoles = ['customer', 'agent'] as const;
export const accountStates = ['active', 'suspended'] as const;

export interface AccountFilterValues {
  text: string;
  role: ManagedAccountRole | '';
  state: AccountState | '';
}

export const noAccountFilters: AccountFilterValues = { text: '', role: '', state: '' };

interface AccountFiltersProps {
  value: AccountFilterValues;
  onChange: (filters: AccountFilterValues) => void;
}

/** The accounts' search: a piece of the name or email, the kind of account, its state. */
export function AccountFilters({ value, onChange }: AccountFiltersProps) {
  const [draft, setDraft] = useState(value);
  /** A choice among `options` (in their order, each with its label), or any. */
  const choice = <Name extends 'role' | 'state'>(
    name: Name,
    label: string,
    anyLabel: string,
    options: readonly Exclude<AccountFilterValues[Name], ''>[],
    labels: Record<Exclude<AccountFilterValues[Name], ''>, string>,
  ) => (
    <NativeSelect
      label={label}
      value={draft[name]}
      data={[
        { value: '', label: anyLabel },
        ...options.map((option) => ({ value: option, label: labels[option] })),
      ]}
      onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
    />
  );
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...draft, text: draft.text.trim() });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={texts.textLabel}
          value={draft.text}
          maxLength={100}
          onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
        />
        {choice('role', texts.roleLabel, texts.anyRole, accountRoles, operatorAccountsTexts.roles)}
        {choice(
          'state',
          texts.stateLabel,
          texts.anyState,
          accountStates,
          operatorAccountsTexts.states,
        )}
      </SimpleGrid>
      <FilterActions
        filterLabel={texts.filter}
        clearLabel={texts.clear}
        onClear={() => {
          setDraft(noAccountFilters);
          onChange(noAccountFilters);
        }}
      />
    </form>
  );
}
