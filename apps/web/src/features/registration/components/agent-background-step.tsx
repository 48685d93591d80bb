import type { UseFormReturnType } from '@mantine/form';
import { qualityAnswers, weeklyHoursBands } from '@brillo/domain/enums';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import type { AgentFormValues } from '../forms/agent-values';
import { yesNoOrder } from '../forms/choice-lists';
import { RadioChoice } from './choice-fields';

const { fields, choices } = registrationTexts;

/** Agent step 2 (spec §2): police record, weekly availability and the punctuality question. */
export function AgentBackgroundStep({ form }: { form: UseFormReturnType<AgentFormValues> }) {
  return (
    <>
      <RadioChoice
        label={fields.policeRecord}
        values={yesNoOrder}
        labels={choices.yesNo}
        inline
        {...form.getInputProps('policeRecord')}
      />
      <RadioChoice
        label={fields.weeklyHours}
        values={weeklyHoursBands}
        labels={choices.weeklyHours}
        {...form.getInputProps('weeklyHours')}
      />
      <RadioChoice
        label={fields.qualityQuestion}
        values={qualityAnswers}
        labels={choices.quality}
        {...form.getInputProps('quality_question')}
      />
    </>
  );
}
