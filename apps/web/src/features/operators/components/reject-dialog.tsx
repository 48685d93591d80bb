import { NativeSelect } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  REJECTION_NOTE_MAX_LENGTH,
  RejectDocumentBodySchema,
  documentRejectionReasons,
  type RejectDocumentBody,
} from '@brillo/domain/contracts/verification';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import { FormDialog } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';

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

  return (
    <FormDialog
      title={title}
      closeLabel={texts.close}
      onClose={onClose}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      confirmColor="red.8"
      busy={busy}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => RejectDocumentBodySchema.parse(values)}
      onSend={onReject}
      error={error}
      submittedAt={submittedAt}
    >
      <NativeSelect
        label={texts.reasonLabel}
        data={reasonOptions}
        withAsterisk
        key={form.key('reason')}
        {...form.getInputProps('reason')}
      />
      <ReasonField
        label={texts.noteLabel}
        description={texts.noteDescription}
        maxLength={REJECTION_NOTE_MAX_LENGTH}
        key={form.key('note')}
        {...form.getInputProps('note')}
      />
    </FormDialog>
  );
}
