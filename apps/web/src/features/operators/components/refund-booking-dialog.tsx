import { Group, Radio, Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  RefundBookingBodySchema,
  type RefundBookingBody,
} from '@brillo/domain/contracts/problem-reports';
import { formatClp } from '@brillo/domain/format-booking';
import { PROBLEM_NOTE_MAX_LENGTH } from '@brillo/domain/problem-reports';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import type { SendBody } from '@/components/action-form';
import { FormDialog, type FormDialogState } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';
import { type AmountValue, RefundAmountField, partialAmountOf } from './refund-amount';

const texts = problemReportsTexts.refund;
const FIELD_ORDER = ['refund', 'amount', 'reason'] as const;

interface RefundValues {
  refund: 'full' | 'partial';
  amount: AmountValue;
  reason: string;
}

/** The dialog's values as the endpoint's body: the amount only with a part. */
export function refundBodyOf(values: RefundValues): Record<string, unknown> {
  const { refund, reason, amount } = values;
  return { refund, reason, ...partialAmountOf(refund, amount) };
}

const validateBody = schemaResolver(RefundBookingBodySchema, { sync: true });

interface RefundBookingDialogProps extends FormDialogState {
  /** What is left to refund, whole CLP. */
  left: number;
  onRefund: SendBody<RefundBookingBody>;
}

/**
 * 'Reembolsar' on a booking's page: all that is left or a part of it (its amount in pesos), and
 * the reason, required, checked with the contract's schema before anything is sent.
 */
export function RefundBookingDialog(props: RefundBookingDialogProps) {
  const { left, onRefund, ...dialog } = props;
  const form = useForm<RefundValues>({
    mode: 'controlled',
    initialValues: { refund: 'full', amount: '', reason: '' },
    validate: (values) => validateBody(refundBodyOf(values) as RefundBookingBody),
  });
  return (
    <FormDialog
      {...dialog}
      title={texts.title}
      closeLabel={texts.close}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => RefundBookingBodySchema.parse(refundBodyOf(values))}
      onSend={onRefund}
    >
      <Text size="sm">{texts.policy(formatClp(left))}</Text>
      <Radio.Group label={texts.kind} withAsterisk {...form.getInputProps('refund')}>
        <Group gap="md" mt={4}>
          <Radio value="full" label={texts.whole} />
          <Radio value="partial" label={texts.part} />
        </Group>
      </Radio.Group>
      {form.values.refund === 'partial' ? (
        <RefundAmountField label={texts.amount} left={left} {...form.getInputProps('amount')} />
      ) : null}
      <ReasonField
        form={form}
        path="reason"
        label={texts.reason}
        rows={3}
        maxLength={PROBLEM_NOTE_MAX_LENGTH}
      />
    </FormDialog>
  );
}
