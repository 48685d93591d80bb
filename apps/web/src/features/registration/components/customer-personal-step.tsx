import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { genderOrder } from '../forms/choice-lists';
import { withChosenCustomerAddress, type CustomerFormValues } from '../forms/customer-values';
import { RadioChoice } from './choice-fields';
import { BirthDateField, FormAddressSearch, NationalityField } from './personal-fields';

const { fields, choices } = registrationTexts;

/**
 * Customer step 2 (spec §2, PD-8): gender, birth date, nationality, address, address extra
 * and postcode. The birth date is asked like the agent's (day, month, year in one row) and kept as
 * the 'YYYY-MM-DD' the schema reads.
 */
export function CustomerPersonalStep({ form }: { form: UseFormReturnType<CustomerFormValues> }) {
  return (
    <>
      <RadioChoice
        label={fields.gender}
        values={genderOrder}
        labels={choices.customerGender}
        {...form.getInputProps('personalData.gender')}
      />
      <BirthDateField
        input={form.getInputProps('personalData.birthDate')}
        path="personalData.birthDate"
      />
      <NationalityField {...form.getInputProps('personalData.nationality')} />
      <FormAddressSearch form={form} withChosen={withChosenCustomerAddress} />
      <TextInput
        label={fields.addressExtra}
        autoComplete="address-line2"
        required
        {...form.getInputProps('personalData.addressExtra')}
      />
      <TextInput
        label={fields.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
        required
        {...form.getInputProps('personalData.postcode')}
      />
    </>
  );
}
