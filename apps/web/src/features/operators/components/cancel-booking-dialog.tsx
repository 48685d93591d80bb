import { Text } from '@mantine/core';
import {
  OPERATOR_REASON_MAX_LENGTH,
  OperatorCancelBookingBodySchema,
} from '@brillo/domain/contracts/operator-bookings';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import type { SendBody } from '@/components/action-form';
import type { FormDialogState } from '@/components/form-dialog';
import { ReasonDialog } from '@/components/reason-dialog';

const texts = operatorBookingsTexts.cancelDialog;

interface CancelBookingDialogProps extends FormDialogState {
  onCancel: SendBody<string>;
}

/**
 * Cancels a booking on someone's behalf: what will happen, then the reason, required and checked
 * with the contract's schema before anything is sent.
 */
export function CancelBookingDialog({ onCancel, ...dialog }: CancelBookingDialogProps) {
  return (
    <ReasonDialog
      {...dialog}
      title={texts.title}
      closeLabel={texts.close}
      cancelLabel={texts.keep}
      confirmLabel={texts.confirm}
      // The darkest red: white text on the default red is below 4.5:1.
      confirmColor="red.9"
      schema={OperatorCancelBookingBodySchema}
      reasonLabel={texts.reasonLabel}
      maxLength={OPERATOR_REASON_MAX_LENGTH}
      onConfirm={onCancel}
    >
      <Text size="sm">{texts.policy}</Text>
    </ReasonDialog>
  );
}
