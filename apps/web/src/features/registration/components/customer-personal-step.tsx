import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { genderOrder } from '../forms/choice-lists';
import { withChosenCustomerAddress, type CustomerFormValues } from '../forms/customer-values';
import { RadioChoice } from './choice-fields';
import { FormAddressSearch, NationalityField } from './personal-fields';

const { fields, choices } = registrationTexts;

/** Today as the date input writes it (YYYY-MM-DD), on the person's own calendar. */
function today(): string {
  return new Date().toLocaleDateString('en-CA');
}

/**
 * Customer step 2 (spec §2, PD-8): gender, birth date, nationality, address, address extra
 * and postcode. The birth date is the platform's date input: its value is already the
 * 'YYYY-MM-DD' the schema reads, phones show their own date picker, and it costs no JavaScript.
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
      <TextInput
        type="date"
        label={fields.birthDate}
        min="1900-01-01"
        max={today()}
        autoComplete="bday"
        required
        {...form.getInputProps('personalData.birthDate')}
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
