import { ActionForm, type ActionFormProps, type SendState } from '@/components/action-form';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';

/** What a dialog built on `FormDialog` gets from the page that opens it. */
export interface FormDialogState extends SendState {
  onClose: () => void;
}

interface FormDialogProps<Values, Body>
  extends Omit<ActionFormProps<Values, Body>, 'actions'>, FormDialogState {
  title: string;
  /** The close button's accessible name. */
  closeLabel: string;
  /** The button that keeps things as they are, and closes. */
  cancelLabel: string;
  confirmLabel: string;
  /** The confirming button's colour; the theme's own when not given. */
  confirmColor?: string;
}

/**
 * A dialog that asks for something before it acts (a reason, a category, an amount): its title,
 * the form with its error, and the way back beside the button that sends it.
 */
export function FormDialog<Values, Body>(props: FormDialogProps<Values, Body>) {
  const {
    title,
    closeLabel,
    onClose,
    cancelLabel,
    confirmLabel,
    confirmColor,
    busy,
    ...formProps
  } = props;
  return (
    <DialogFrame onClose={onClose} title={title} closeLabel={closeLabel}>
      <ActionForm
        {...formProps}
        actions={
          <DialogActions
            cancelLabel={cancelLabel}
            onCancel={onClose}
            confirmLabel={confirmLabel}
            confirmColor={confirmColor}
            busy={busy}
          />
        }
      />
    </DialogFrame>
  );
}
