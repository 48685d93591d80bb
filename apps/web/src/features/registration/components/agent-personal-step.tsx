import { Fieldset, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { withChosenAgentAddress, type AgentFormValues } from '../forms/agent-values';
import { dayChoices, genderOrder, monthChoices, yearChoices } from '../forms/choice-lists';
import { RadioChoice, SelectChoice } from './choice-fields';
import { FormAddressSearch, NationalityField } from './personal-fields';

const { fields, choices } = registrationTexts;

/** Agent step 4 (spec §2): gender, birth day, month and year, nationality and the address. */
export function AgentPersonalStep({ form }: { form: UseFormReturnType<AgentFormValues> }) {
  const years = yearChoices();
  return (
    <>
      <RadioChoice
        label={fields.gender}
        values={genderOrder}
        labels={choices.agentGender}
        {...form.getInputProps('personalData.gender')}
      />
      <Fieldset
        legend={fields.birthDate}
        variant="unstyled"
        p={0}
        styles={{
          legend: { padding: 0, fontWeight: 700, fontSize: 'var(--mantine-font-size-sm)' },
        }}
      >
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <SelectChoice
            label={fields.day}
            {...dayChoices}
            {...form.getInputProps('personalData.day')}
          />
          <SelectChoice
            label={fields.month}
            {...monthChoices}
            {...form.getInputProps('personalData.month')}
          />
          <SelectChoice
            label={fields.year}
            {...years}
            {...form.getInputProps('personalData.year')}
          />
        </SimpleGrid>
      </Fieldset>
      <NationalityField {...form.getInputProps('personalData.nationality')} />
      <FormAddressSearch form={form} withChosen={withChosenAgentAddress} />
    </>
  );
}
