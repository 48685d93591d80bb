import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AccountStatusChangeBodySchema } from '@brillo/domain/contracts/operator-accounts';
import { OPERATOR_REASON_MAX_LENGTH } from '@brillo/domain/contracts/operator-bookings';
import { operatorAccountsTexts } from '@brillo/domain/texts/operator-accounts.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';

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
  const shown = formLevelError(error, FIELD_ORDER);
  const body =
    change === 'suspend' && role === 'customer'
      ? texts.suspend.customerBody(name)
      : copy.body(name);
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{copy.title}</Modal.Title>
          <Modal.CloseButton aria-label={texts.cancel} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={submitOrFocusError(form, FIELD_ORDER, (values) =>
              onConfirm(AccountStatusChangeBodySchema.parse(values).reason, (failure) =>
                showFieldErrors(form, FIELD_ORDER, failure),
              ),
            )}
          >
            <Stack gap="md">
              {shown ? <FormErrorAlert message={shown.message} key={submittedAt} /> : null}
              <Text size="sm">{body}</Text>
              <Textarea
                label={texts.reasonLabel}
                description={texts.reasonDescription}
                withAsterisk
                rows={4}
                maxLength={OPERATOR_REASON_MAX_LENGTH}
                key={form.key('reason')}
                {...form.getInputProps('reason')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {texts.cancel}
                </Button>
                {/* The darkest red: white text on the default red is below 4.5:1. */}
                <Button
                  type="submit"
                  color={change === 'suspend' ? 'red.9' : 'teal.9'}
                  loading={busy}
                >
                  {copy.confirm}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
