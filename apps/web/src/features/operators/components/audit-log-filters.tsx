import { useState } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { FilterActions } from './filter-actions';

const texts = operatorsTexts.auditLog;

export interface AuditLogFilterValues {
  targetType: string;
  targetId: string;
  operatorId: string;
}

export const noFilters: AuditLogFilterValues = { targetType: '', targetId: '', operatorId: '' };

interface AuditLogFiltersProps {
  value: AuditLogFilterValues;
  onChange: (filters: AuditLogFilterValues) => void;
}

/** The audit log's filters: by target (type, then id) and by operator. */
export function AuditLogFilters({ value, onChange }: AuditLogFiltersProps) {
  const [draft, setDraft] = useState(value);
  const field = (name: keyof AuditLogFilterValues, label: string) => (
    <TextInput
      label={label}
      value={draft[name]}
      maxLength={100}
      onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
    />
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange({
          targetType: draft.targetType.trim(),
          targetId: draft.targetId.trim(),
          operatorId: draft.operatorId.trim(),
        });
      }}
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {field('targetType', texts.targetTypeLabel)}
        {field('targetId', texts.targetIdLabel)}
        {field('operatorId', texts.operatorIdLabel)}
      </SimpleGrid>
      <FilterActions
        filterLabel={texts.filter}
        clearLabel={texts.clear}
        onClear={() => {
          setDraft(noFilters);
          onChange(noFilters);
        }}
      />
    </form>
  );
}
