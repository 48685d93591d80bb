import { Button, Group, Modal, NativeSelect, Stack, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  REJECTION_NOTE_MAX_LENGTH,
  RejectDocumentBodySchema,
  documentRejectionReasons,
  type RejectDocumentBody,
} from '@brillo/domain/contracts/verification';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';

const texts = verificationTexts.rejectDialog;
const FIELD_ORDER = ['reason', 'note'] as const;
// The browser's own list: at home on a phone, and nothing to lay out over the dialog.
const reasonOptions = [
  { value: '', label: texts.reasonPlaceholder, disabled: true },
  ...documentRejectionReasons.map((reason) => ({
    value: reason,
    label: verificationTexts.reasons[reason],
  })),
];

interface RejectFormValues {
  reason: string;
  note: string;
}

interface RejectDialogProps {
  /** What is rejected, for the title: the kind of document and the agent's name. */
  title: string;
  onClose: () => void;
  onReject: (body: RejectDocumentBody, onError: (error: Error) => void) => void;
  busy: boolean;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  submittedAt: number;
}

/**
 * Rejects a document (PD-37): a reason from the fixed list and a note the agent reads, both
 * required; checked with the contract's schema before anything is sent.
 */
export function RejectDialog({
  title,
  onClose,
  onReject,
  busy,
  error,
  submittedAt,
}: RejectDialogProps) {
  const form = useForm<RejectFormValues>({
    mode: 'uncontrolled',
    initialValues: { reason: '', note: '' },
    validate: schemaResolver(RejectDocumentBodySchema, { sync: true }),
  });
  const shown = formLevelError(error, FIELD_ORDER);

  return (
    <Modal.Root opened onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={texts.close} />
        </Modal.Header>
        <Modal.Body>
          <form
            noValidate
            onSubmit={submitOrFocusError(form, FIELD_ORDER, (values) =>
              onReject(RejectDocumentBodySchema.parse(values), (failure) =>
                showFieldErrors(form, FIELD_ORDER, failure),
              ),
            )}
          >
            <Stack gap="md">
              {shown ? <FormErrorAlert message={shown.message} key={submittedAt} /> : null}
              <NativeSelect
                label={texts.reasonLabel}
                data={reasonOptions}
                withAsterisk
                key={form.key('reason')}
                {...form.getInputProps('reason')}
              />
              <Textarea
                label={texts.noteLabel}
                description={texts.noteDescription}
                withAsterisk
                rows={4}
                maxLength={REJECTION_NOTE_MAX_LENGTH}
                key={form.key('note')}
                {...form.getInputProps('note')}
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={onClose}>
                  {texts.cancel}
                </Button>
                <Button type="submit" color="red.8" loading={busy}>
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
