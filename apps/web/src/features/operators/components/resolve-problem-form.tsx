import { Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  ResolveProblemBodySchema,
  type ResolveProblemBody,
} from '@brillo/domain/contracts/problem-reports';
import { formatClp } from '@brillo/domain/format-booking';
import { PROBLEM_NOTE_MAX_LENGTH, problemResolutions } from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { ActionForm, type SendBody, type SendState } from '@/components/action-form';
import { ReasonField } from '@/components/reason-field';
import { type AmountValue, RefundAmountField, partialAmountOf } from './refund-amount';

const texts = problemReportsTexts.resolve;
const FIELD_ORDER = ['resolution', 'amount', 'note'] as const;

interface ResolveValues {
  resolution: string;
  amount: AmountValue;
  note: string;
}

/** The form's values as the endpoint's body: the amount only with a partial refund. */
export function resolveBodyOf(values: ResolveValues): Record<string, unknown> {
  const { resolution, note, amount } = values;
  return { resolution, note, ...partialAmountOf(resolution, amount) };
}

const validateBody = schemaResolver(ResolveProblemBodySchema, { sync: true });

interface ResolveProblemFormProps extends SendState {
  /** What is left to refund of the booking's payment, whole CLP. */
  left: number;
  onResolve: SendBody<ResolveProblemBody>;
}

/**
 * Resolves a problem report: no refund, a part of what is left (its amount in pesos) or all of it,
 * and the note both people receive, checked with the contract's schema before anything is sent.
 */
export function ResolveProblemForm(props: ResolveProblemFormProps) {
  const { left, onResolve, busy, error, submittedAt } = props;
  const form = useForm<ResolveValues>({
    mode: 'controlled',
    initialValues: { resolution: '', amount: '', note: '' },
    validate: (values) => validateBody(resolveBodyOf(values) as ResolveProblemBody),
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="resolve-title">
      <Title order={3} id="resolve-title">
        {texts.title}
      </Title>
      <ActionForm
        form={form}
        fieldOrder={FIELD_ORDER}
        toBody={(values) => ResolveProblemBodySchema.parse(resolveBodyOf(values))}
        onSend={onResolve}
        error={error}
        submittedAt={submittedAt}
        actions={
          <Group justify="flex-end">
            <Button type="submit" loading={busy}>
              {texts.submit}
            </Button>
          </Group>
        }
      >
        <Radio.Group label={texts.kind} withAsterisk {...form.getInputProps('resolution')}>
          <Group gap="md" mt={4}>
            {problemResolutions.map((resolution) => (
              <Radio
                key={resolution}
                value={resolution}
                label={problemReportsTexts.resolutions[resolution]}
              />
            ))}
          </Group>
        </Radio.Group>
        {form.values.resolution === 'partial' ? (
          <RefundAmountField
            label={texts.amount}
            description={texts.amountHint(formatClp(left))}
            left={left}
            {...form.getInputProps('amount')}
          />
        ) : (
          <Text size="sm">{texts.amountHint(formatClp(left))}</Text>
        )}
        <ReasonField
          form={form}
          path="note"
          label={texts.note}
          maxLength={PROBLEM_NOTE_MAX_LENGTH}
        />
      </ActionForm>
    </Stack>
  );
}
