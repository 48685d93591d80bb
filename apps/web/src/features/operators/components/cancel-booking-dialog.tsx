import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  OPERATOR_REASON_MAX_LENGTH,
  OperatorCancelBookingBodySchema,
} from '@brillo/domain/contracts/operator-bookings';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';

const texts = operatorBookingsTexts.cancelDialog;
const FIELD_ORDER = ['reason'] as const;

interface CancelBookingDialogProps {
  onClose: () => void;
  onCancel: (reason: string, onError: (error: Error) => void) => void;
  busy: boolean;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  submittedAt: number;
}

/**
 * Cancels a booking on someone's behalf: what will happen, then the reason, required and checked
 * with the contract's schema before anything is sent.
 */
export function CancelBookingDialog(props: CancelBookingDialogProps) {
  const { onClose, onCancel, busy, error, submittedAt } = props;
  const form = useForm<{ reason: string }>({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: schemaResolver(OperatorCancelBookingBodySchema, { sync: true }),
  });
  return (
    <FormDialog
      title={texts.title}
      closeLabel={texts.close}
      onClose={onClose}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      // The darkest red: white text on the default red is below 4.5:1.
      confirmColor="red.9"
      busy={busy}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => OperatorCancelBookingBodySchema.parse(values).reason}
      onSend={onCancel}
      error={error}
      submittedAt={submittedAt}
    >
      <Text size="sm">{texts.policy}</Text>
      <ReasonField
        label={texts.reasonLabel}
        maxLength={OPERATOR_REASON_MAX_LENGTH}
        key={form.key('reason')}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
