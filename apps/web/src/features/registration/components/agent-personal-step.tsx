import type { UseFormReturnType } from '@mantine/form';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { withChosenAgentAddress, type AgentFormValues } from '../forms/agent-values';
import { genderOrder } from '../forms/choice-lists';
import { RadioChoice } from './choice-fields';
import { BirthDateFields, FormAddressSearch, NationalityField } from './personal-fields';

const { fields, choices } = registrationTexts;

/** Agent step 4 (spec §2): gender, birth day, month and year, nationality and the address. */
export function AgentPersonalStep({ form }: { form: UseFormReturnType<AgentFormValues> }) {
  return (
    <>
      <RadioChoice
        label={fields.gender}
        values={genderOrder}
        labels={choices.agentGender}
        {...form.getInputProps('personalData.gender')}
      />
      <BirthDateFields
        day={form.getInputProps('personalData.day')}
        month={form.getInputProps('personalData.month')}
        year={form.getInputProps('personalData.year')}
      />
      <NationalityField {...form.getInputProps('personalData.nationality')} />
      <FormAddressSearch form={form} withChosen={withChosenAgentAddress} />
    </>
  );
}
