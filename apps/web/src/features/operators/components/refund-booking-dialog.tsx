import { Group, NumberInput, Radio, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  RefundBookingBodySchema,
  type RefundBookingBody,
} from '@brillo/domain/contracts/problem-reports';
import { formatClp } from '@brillo/domain/format-booking';
import { PROBLEM_NOTE_MAX_LENGTH } from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';

const texts = problemReportsTexts.refund;
const FIELD_ORDER = ['refund', 'amount', 'reason'] as const;

interface RefundValues {
  refund: 'full' | 'partial';
  amount: number | string;
  reason: string;
}

/** The dialog's values as the endpoint's body: the amount only with a part. */
export function refundBodyOf(values: RefundValues): Record<string, unknown> {
  const amount =
    values.refund === 'partial' && values.amount !== '' ? Number(values.amount) : undefined;
  return {
    refund: values.refund,
    reason: values.reason,
    ...(amount === undefined ? {} : { amount }),
  };
}

const validateBody = schemaResolver(RefundBookingBodySchema, { sync: true });

interface RefundBookingDialogProps {
  /** What is left to refund, whole CLP. */
  left: number;
  onClose: () => void;
  onRefund: (body: RefundBookingBody, onError: (error: Error) => void) => void;
  busy: boolean;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  submittedAt: number;
}

/**
 * 'Reembolsar' on a booking's page: all that is left or a part of it (its amount in pesos), and
 * the reason, required, checked with the contract's schema before anything is sent.
 */
export function RefundBookingDialog(props: RefundBookingDialogProps) {
  const { left, onClose, onRefund, busy, error, submittedAt } = props;
  const form = useForm<RefundValues>({
    mode: 'controlled',
    initialValues: { refund: 'full', amount: '', reason: '' },
    validate: (values) => validateBody(refundBodyOf(values) as RefundBookingBody),
  });
  return (
    <FormDialog
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      busy={busy}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => RefundBookingBodySchema.parse(refundBodyOf(values))}
      onSend={onRefund}
      error={error}
      submittedAt={submittedAt}
    >
      <Text size="sm">{texts.policy(formatClp(left))}</Text>
      <Radio.Group label={texts.kind} withAsterisk {...form.getInputProps('refund')}>
        <Group gap="md" mt={4}>
          <Radio value="full" label={texts.whole} />
          <Radio value="partial" label={texts.part} />
        </Group>
      </Radio.Group>
      {form.values.refund === 'partial' ? (
        <NumberInput
          label={texts.amount}
          withAsterisk
          allowDecimal={false}
          allowNegative={false}
          min={1}
          max={left}
          thousandSeparator="."
          decimalSeparator=","
          {...form.getInputProps('amount')}
        />
      ) : null}
      <ReasonField
        label={texts.reason}
        rows={3}
        maxLength={PROBLEM_NOTE_MAX_LENGTH}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
