import { useState } from 'react';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import type { AccountState, ManagedAccountRole } from '@brillo/domain/contracts/operator-accounts';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';

const texts = operatorAccountsTexts.list;

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
        <NativeSelect
          label={texts.roleLabel}
          value={draft.role}
          data={[
            { value: '', label: texts.anyRole },
            { value: 'customer', label: operatorAccountsTexts.roles.customer },
            { value: 'agent', label: operatorAccountsTexts.roles.agent },
          ]}
          onChange={(event) =>
            setDraft({ ...draft, role: event.currentTarget.value as AccountFilterValues['role'] })
          }
        />
        <NativeSelect
          label={texts.stateLabel}
          value={draft.state}
          data={[
            { value: '', label: texts.anyState },
            { value: 'active', label: operatorAccountsTexts.states.active },
            { value: 'suspended', label: operatorAccountsTexts.states.suspended },
          ]}
          onChange={(event) =>
            setDraft({ ...draft, state: event.currentTarget.value as AccountFilterValues['state'] })
          }
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm">
        <Button type="submit">{texts.filter}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(noAccountFilters);
            onChange(noAccountFilters);
          }}
        >
          {texts.clear}
        </Button>
      </Group>
    </form>
  );
}
