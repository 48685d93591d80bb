import {
  REJECTION_NOTE_MAX_LENGTH,
  RejectDocumentBodySchema,
  documentRejectionReasons,
  type RejectDocumentBody,
} from '@brillo/domain/contracts/verification';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import type { SendBody } from '@/components/action-form';
import { ChoiceField } from '@/components/choice-field';
import { FormDialog, type FormDialogState } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';
import { useSchemaForm } from '@/lib/schema-form';

const texts = verificationTexts.rejectDialog;
const FIELD_ORDER = ['reason', 'note'] as const;

type RejectFormValues = {
  reason: string;
  note: string;
};

interface RejectDialogProps extends FormDialogState {
  /** What is rejected, for the title: the kind of document and the agent's name. */
  title: string;
  onReject: SendBody<RejectDocumentBody>;
}

/**
 * Rejects a document (PD-37): a reason from the fixed list and a note the agent reads, both
 * required; checked with the contract's schema before anything is sent.
 */
export function RejectDialog({ onReject, ...dialog }: RejectDialogProps) {
  const form = useSchemaForm<RejectFormValues>(RejectDocumentBodySchema, { reason: '', note: '' });
  return (
    <FormDialog
      {...dialog}
      closeLabel={texts.close}
      cancelLabel={texts.cancel}
      confirmLabel={texts.confirm}
      confirmColor="red.8"
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => RejectDocumentBodySchema.parse(values)}
      onSend={onReject}
    >
      <ChoiceField
        form={form}
        path="reason"
        label={texts.reasonLabel}
        placeholder={texts.reasonPlaceholder}
        choices={documentRejectionReasons}
        labelOf={(reason) => verificationTexts.reasons[reason]}
      />
      <ReasonField
        form={form}
        path="note"
        label={texts.noteLabel}
        description={texts.noteDescription}
        maxLength={REJECTION_NOTE_MAX_LENGTH}
      />
    </FormDialog>
  );
}
