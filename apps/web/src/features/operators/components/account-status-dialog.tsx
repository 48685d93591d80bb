import { Text } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AccountStatusChangeBodySchema } from '@brillo/domain/contracts/operator-accounts';
import { OPERATOR_REASON_MAX_LENGTH } from '@brillo/domain/contracts/operator-bookings';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';

const texts = operatorAccountsTexts.dialogs;
const FIELD_ORDER = ['reason'] as const;

interface AccountStatusDialogProps {
  change: 'suspend' | 'restore';
  name: string;
  role: 'customer' | 'agent';
  onClose: () => void;
  onConfirm: (reason: string, onError: (error: Error) => void) => void;
  busy: boolean;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  submittedAt: number;
}

/**
 * Suspends or restores an account: what will happen, then the reason, required and checked with
 * the contract's schema before anything is sent.
 */
export function AccountStatusDialog(props: AccountStatusDialogProps) {
  const { change, name, role, onClose, onConfirm, busy, error, submittedAt } = props;
  const copy = texts[change];
  const form = useForm<{ reason: string }>({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: schemaResolver(AccountStatusChangeBodySchema, { sync: true }),
  });
  const body =
    change === 'suspend' && role === 'customer'
      ? texts.suspend.customerBody(name)
      : copy.body(name);
  return (
    <FormDialog
      title={copy.title}
      closeLabel={texts.cancel}
      onClose={onClose}
      cancelLabel={texts.cancel}
      confirmLabel={copy.confirm}
      // The darkest red: white text on the default red is below 4.5:1.
      confirmColor={change === 'suspend' ? 'red.9' : 'teal.9'}
      busy={busy}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => AccountStatusChangeBodySchema.parse(values).reason}
      onSend={onConfirm}
      error={error}
      submittedAt={submittedAt}
    >
      <Text size="sm">{body}</Text>
      <ReasonField
        label={texts.reasonLabel}
        description={texts.reasonDescription}
        maxLength={OPERATOR_REASON_MAX_LENGTH}
        key={form.key('reason')}
        {...form.getInputProps('reason')}
      />
    </FormDialog>
  );
}
