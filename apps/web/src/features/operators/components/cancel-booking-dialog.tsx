import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  OPERATOR_REASON_MAX_LENGTH,
  OperatorCancelBookingBodySchema,
} from '@brillo/domain/contracts/operator-bookings';
import { operatorBookingsTexts } from '@brillo/domain/texts/operator-bookings.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';

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
  const shown = formLevelError(error, FIELD_ORDER);
  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{texts.title}</Modal.Title>
          <Modal.CloseButton aria-label={texts.close} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={submitOrFocusError(form, FIELD_ORDER, (values) =>
              onCancel(OperatorCancelBookingBodySchema.parse(values).reason, (failure) =>
                showFieldErrors(form, FIELD_ORDER, failure),
              ),
            )}
          >
            <Stack gap="md">
              {shown ? <FormErrorAlert message={shown.message} key={submittedAt} /> : null}
              <Text size="sm">{texts.policy}</Text>
              <Textarea
                label={texts.reasonLabel}
                withAsterisk
                rows={4}
                maxLength={OPERATOR_REASON_MAX_LENGTH}
                key={form.key('reason')}
                {...form.getInputProps('reason')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {texts.keep}
                </Button>
                {/* The darkest red: white text on the default red is below 4.5:1. */}
                <Button type="submit" color="red.9" loading={busy}>
                  {texts.confirm}
                </Button>
              </Group>
            </Stack>
          </form>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
