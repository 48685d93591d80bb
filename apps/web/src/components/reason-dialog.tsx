import type { ReactNode } from 'react';
import type { SendBody } from '@/components/action-form';
import { FormDialog, type FormDialogState } from '@/components/form-dialog';
import { ReasonField } from '@/components/reason-field';
import { type FormSchema, useSchemaForm } from '@/lib/schema-form';

const FIELD_ORDER = ['reason'] as const;

interface ReasonDialogProps extends FormDialogState {
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirming button's colour; the theme's own when not given. */
  confirmColor?: string;
  /** The endpoint's body, `{ reason }`: checked with it before anything is sent. */
  schema: FormSchema & { parse: (values: unknown) => { reason: string } };
  reasonLabel: string;
  reasonDescription?: string;
  /** The contract's longest reason. */
  maxLength: number;
  /** Sends the reason as the schema leaves it (trimmed). */
  onConfirm: SendBody<string>;
  /** What will happen, above the reason. */
  children: ReactNode;
}

/**
 * A dialog whose only question is the reason for what it does (cancelling a booking, suspending
 * an account): what will happen, then the reason, required.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const { schema, reasonLabel, reasonDescription, maxLength, onConfirm, children, ...dialog } =
    props;
  const form = useSchemaForm(schema, { reason: '' });
  return (
    <FormDialog
      {...dialog}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => schema.parse(values).reason}
      onSend={onConfirm}
    >
      {children}
      <ReasonField
        form={form}
        path="reason"
        label={reasonLabel}
        description={reasonDescription}
        maxLength={maxLength}
      />
    </FormDialog>
  );
}
