import { useState } from 'react';
import { Checkbox, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { bookingStatuses, type BookingStatus } from '@brillo/domain/enums';
import { bookingTexts } from '@brillo/domain/texts/bookings.es-CL';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { FilterActions } from './filter-actions';
import classes from './operator-bookings.module.css';

const texts = operatorBookingsTexts.list;

export interface BookingFilterValues {
  statuses: BookingStatus[];
  from: string;
  to: string;
  customer: string;
  comuna: string;
  agentId: string;
}

export const noBookingFilters: BookingFilterValues = {
  statuses: [],
  from: '',
  to: '',
  customer: '',
  comuna: '',
  agentId: '',
};

interface BookingFiltersProps {
  value: BookingFilterValues;
  onChange: (filters: BookingFilterValues) => void;
}

/**
 * The bookings' filters: statuses (any number), the service's days (the browser's date fields,
 * read on Chile's calendar by the API), the customer by name or email, the comuna, the agent.
 */
export function BookingFilters({ value, onChange }: BookingFiltersProps) {
  const [draft, setDraft] = useState(value);
  const text = (
    name: Exclude<keyof BookingFilterValues, 'statuses'>,
    label: string,
    type = 'text',
  ) => (
    <TextInput
      label={label}
      type={type}
      value={draft[name]}
      maxLength={100}
      onChange={(event) => setDraft({ ...draft, [name]: event.currentTarget.value })}
    />
  );
  const toggle = (status: BookingStatus, checked: boolean) =>
    setDraft({
      ...draft,
      statuses: checked
        ? [...draft.statuses, status]
        : draft.statuses.filter((kept) => kept !== status),
    });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onChange({
          ...draft,
          from: draft.from.trim(),
          to: draft.to.trim(),
          customer: draft.customer.trim(),
          comuna: draft.comuna.trim(),
          agentId: draft.agentId.trim(),
        });
      }}
    >
      <fieldset className={classes.statuses}>
        <legend>
          <Text size="sm" fw={500} component="span">
            {texts.statusLabel}
          </Text>
        </legend>
        <Group gap="sm">
          {bookingStatuses.map((status) => (
            <Checkbox
              key={status}
              label={bookingTexts.statuses[status]}
              checked={draft.statuses.includes(status)}
              onChange={(event) => toggle(status, event.currentTarget.checked)}
            />
          ))}
        </Group>
      </fieldset>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
        {text('from', texts.fromLabel, 'date')}
        {text('to', texts.toLabel, 'date')}
        {text('customer', texts.customerLabel)}
        {text('comuna', texts.comunaLabel)}
        {text('agentId', texts.agentIdLabel)}
      </SimpleGrid>
      <FilterActions
        filterLabel={texts.filter}
        clearLabel={texts.clear}
        onClear={() => {
          setDraft(noBookingFilters);
          onChange(noBookingFilters);
        }}
      />
    </form>
  );
}
