import { Text } from '@mantine/core';
import { AccountStatusChangeBodySchema } from '@brillo/domain/contracts/operator-accounts';
import { OPERATOR_REASON_MAX_LENGTH } from '@brillo/domain/contracts/operator-bookings';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import type { SendBody } from '@/components/action-form';
import type { FormDialogState } from '@/components/form-dialog';
import { ReasonDialog } from '@/components/reason-dialog';

const texts = operatorAccountsTexts.dialogs;

interface AccountStatusDialogProps extends FormDialogState {
  change: 'suspend' | 'restore';
  name: string;
  role: 'customer' | 'agent';
  onConfirm: SendBody<string>;
}

/**
 * Suspends or restores an account: what will happen, then the reason, required and checked with
 * the contract's schema before anything is sent.
 */
export function AccountStatusDialog(props: AccountStatusDialogProps) {
  const { change, name, role, ...dialog } = props;
  const copy = texts[change];
  const body =
    change === 'suspend' && role === 'customer'
      ? texts.suspend.customerBody(name)
      : copy.body(name);
  return (
    <ReasonDialog
      {...dialog}
      title={copy.title}
      closeLabel={texts.cancel}
      cancelLabel={texts.cancel}
      confirmLabel={copy.confirm}
      // The darkest red: white text on the default red is below 4.5:1.
      confirmColor={change === 'suspend' ? 'red.9' : 'teal.9'}
      schema={AccountStatusChangeBodySchema}
      reasonLabel={texts.reasonLabel}
      reasonDescription={texts.reasonDescription}
      maxLength={OPERATOR_REASON_MAX_LENGTH}
    >
      <Text size="sm">{body}</Text>
    </ReasonDialog>
  );
}
