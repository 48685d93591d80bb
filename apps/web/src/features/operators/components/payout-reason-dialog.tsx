import { Text } from '@mantine/core';
import { OPERATOR_REASON_MAX_LENGTH } from '@brillo/domain/contracts/operator-bookings';
import { PayoutReasonBodySchema } from '@brillo/domain/contracts/operator-payouts';
import { operatorPayoutsTexts } from '@brillo/domain/texts/operator-payouts.es-CL';
import type { SendBody } from '@/components/action-form';
import type { FormDialogState } from '@/components/form-dialog';
import { ReasonDialog } from '@/components/reason-dialog';

const texts = operatorPayoutsTexts.dialogs;

interface PayoutReasonDialogProps extends FormDialogState {
  title: string;
  confirmLabel: string;
  /** What will happen to the money, above the reason. */
  body: string;
  /** Marking a payout failed takes money back: the dialog's button says so in red. */
  danger?: boolean;
  onConfirm: SendBody<string>;
}

/**
 * Moves money on an operator's word (this week's run, paying an agent now, confirming or failing
 * a payout): what will happen, then the reason the audit log keeps, checked with the contract.
 */
export function PayoutReasonDialog(props: PayoutReasonDialogProps) {
  const { body, danger = false, ...dialog } = props;
  return (
    <ReasonDialog
      {...dialog}
      closeLabel={texts.cancel}
      cancelLabel={texts.cancel}
      // The darkest red: white text on the default red is below 4.5:1.
      confirmColor={danger ? 'red.9' : undefined}
      schema={PayoutReasonBodySchema}
      reasonLabel={texts.reasonLabel}
      reasonDescription={texts.reasonDescription}
      maxLength={OPERATOR_REASON_MAX_LENGTH}
    >
      <Text size="sm">{body}</Text>
    </ReasonDialog>
  );
}
