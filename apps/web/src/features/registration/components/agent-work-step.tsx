import { Checkbox, NumberInput, SimpleGrid } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { extraServices, type ExtraService } from '@brillo/domain/enums';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import type { AgentFormValues } from '../forms/agent-values';
import { yesNoOrder } from '../forms/choice-lists';
import { RadioChoice } from './choice-fields';

const { fields, choices } = registrationTexts;

function isExtraService(value: string): value is ExtraService {
  return extraServices.some((service) => service === value);
}

/** Agent step 3 (spec §2): work permit, hourly rate in whole pesos and the extra services. */
export function AgentWorkStep({ form }: { form: UseFormReturnType<AgentFormValues> }) {
  const { services } = form.getValues();
  const offered = extraServices.filter((service) => services[service]);
  function setOffered(chosen: string[]) {
    const next = Object.fromEntries(
      extraServices.map((service) => [service, chosen.filter(isExtraService).includes(service)]),
    ) as Record<ExtraService, boolean>;
    form.setFieldValue('services', next);
  }
  return (
    <>
      <RadioChoice
        label={fields.permit}
        values={yesNoOrder}
        labels={choices.yesNo}
        inline
        {...form.getInputProps('permit')}
      />
      <NumberInput
        label={fields.hourlyRate}
        description={fields.hourlyRateNote}
        required
        // Whole Chilean pesos shown as $12.500 (PD-3): digits only, no decimals, at least 1.
        prefix="$"
        thousandSeparator="."
        decimalSeparator=","
        allowDecimal={false}
        allowNegative={false}
        allowLeadingZeros={false}
        min={1}
        max={1_000_000}
        clampBehavior="none"
        hideControls
        withKeyboardEvents={false}
        {...form.getInputProps('hourlyRate')}
      />
      <Checkbox.Group
        label={fields.services}
        description={fields.servicesDescription}
        value={offered}
        onChange={setOffered}
        data-path="services"
      >
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" mt="xs">
          {extraServices.map((service) => (
            <Checkbox key={service} value={service} label={choices.services[service]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </>
  );
}
