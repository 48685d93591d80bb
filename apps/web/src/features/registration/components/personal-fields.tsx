import type { NativeSelectProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AddressSuggestion } from '@brillo/domain/contracts/geocoding';
import { nationalities } from '@brillo/domain/enums';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { addressSearchProps, type AddressValues } from '../forms/address-binding';
import { AddressSearch } from './address-search';
import { SelectChoice } from './choice-fields';

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
