import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { Fieldset, Text, type NativeSelectProps } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import { nationalities } from '@brillo/domain/enums';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { addressSearchProps, type AddressValues } from '../forms/address-binding';
import { composeDate, splitDate, type DateParts } from '../forms/birth-date';
import { dayChoices, monthChoices, yearChoices } from '../forms/choice-lists';
import { AddressSearch } from './address-search';
import { SelectChoice } from './choice-fields';
import classes from './personal-fields.module.css';

const { fields, choices } = registrationTexts;

/** Nationality from the spec's list, with Spanish labels ('Chilena', 'Venezolana'…). */
export function NationalityField(props: Omit<NativeSelectProps, 'data'>) {
  return (
    <SelectChoice
      label={fields.nationality}
      values={nationalities}
      labels={choices.nationality}
      {...props}
    />
  );
}

interface FormAddressSearchProps<Personal extends { address: string }> {
  form: UseFormReturnType<AddressValues<Personal>>;
  /** The personal data with a chosen suggestion's parts, or without any (null). */
  withChosen: (personalData: Personal, suggestion: AddressSuggestion | null) => Personal;
}

/** The address search of a wizard's personal-data step, tied to its form. */
export function FormAddressSearch<Personal extends { address: string }>(
  props: FormAddressSearchProps<Personal>,
) {
  return (
    <AddressSearch
      label={fields.address}
      description={fields.addressDescription}
      {...addressSearchProps(props.form, props.withChosen)}
    />
  );
}

type SelectProps = Omit<NativeSelectProps, 'data'>;

interface BirthDateFieldsProps {
  day: SelectProps;
  month: SelectProps;
  year: SelectProps;
  /** One message for the whole date, shown under the row (the customer's single field). */
  error?: ReactNode;
  /** The form path of that single field, so a refusal can focus the row's first select. */
  dataPath?: string;
}

/**
 * The birth date as both wizards ask it: day, month (by its Spanish name) and year, three selects
 * in one row under the 'Fecha de nacimiento' legend, rather than the platform's date field, whose
 * order and language follow the browser, not the page (mm/dd/yyyy in a Spanish page).
 */
export function BirthDateFields({ day, month, year, error, dataPath }: BirthDateFieldsProps) {
  const errorId = useId();
  // The message describes the group (screen readers read it on entering it); each select is
  // marked invalid.
  const invalid = {
    emptyLabel: registrationTexts.chooseShort,
    rightSectionWidth: 24,
    // Without a group message, each select shows its own (the agent's three fields).
    ...(error ? { error: true } : {}),
  };
  return (
    <Fieldset
      legend={fields.birthDate}
      variant="unstyled"
      p={0}
      m={0}
      data-path={dataPath}
      aria-describedby={error ? errorId : undefined}
      classNames={{ legend: classes.legend }}
    >
      <div className={classes.dateRow}>
        <SelectChoice label={fields.day} {...dayChoices} {...day} {...invalid} />
        <SelectChoice label={fields.month} {...monthChoices} {...month} {...invalid} />
        <SelectChoice label={fields.year} {...yearChoices()} {...year} {...invalid} />
      </div>
      {error ? (
        <Text id={errorId} fz="xs" c="var(--mantine-color-error)" mt={4}>
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}

/**
 * The customer's birth date ('YYYY-MM-DD' in the form, PD-8) through the same three selects: the
 * choices stay here until all three are made, and the form holds the date only when it is whole.
 */
export function BirthDateField({ input, path }: { input: GetInputPropsReturnType; path: string }) {
  const [parts, setParts] = useState<DateParts>(() => splitDate(String(input.value ?? '')));
  const onChange = input.onChange as (value: string) => void;
  function choose(part: keyof DateParts) {
    return (event: ChangeEvent<HTMLSelectElement>) => {
      const next = { ...parts, [part]: event.currentTarget.value };
      setParts(next);
      onChange(composeDate(next));
    };
  }
  const shared = { onFocus: input.onFocus, onBlur: input.onBlur };
  return (
    <BirthDateFields
      day={{ value: parts.day, onChange: choose('day'), autoComplete: 'bday-day', ...shared }}
      month={{
        value: parts.month,
        onChange: choose('month'),
        autoComplete: 'bday-month',
        ...shared,
      }}
      year={{ value: parts.year, onChange: choose('year'), autoComplete: 'bday-year', ...shared }}
      error={input.error as ReactNode}
      dataPath={path}
    />
  );
}
