import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import { DialogActions, DialogFrame } from '@/components/dialog-frame';

interface ConfirmDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** The close button's accessible name ('Cerrar'). */
  closeLabel: string;
  /** The button that keeps things as they are, and closes. */
  cancelLabel: string;
  /** The button that does the irreversible thing. */
  confirmLabel: string;
  onConfirm: () => void;
  /** While the confirmed action is under way, its button shows so. */
  busy: boolean;
  /** What will happen, in Spanish. */
  children: ReactNode;
}

/**
 * A question before something that cannot be undone (deleting a slot, rejecting a request,
 * cancelling a booking): the text, the way back, and the red button.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, onClose, title, closeLabel, cancelLabel, confirmLabel, onConfirm, busy } = props;
  return (
    <DialogFrame opened={opened} onClose={onClose} title={title} closeLabel={closeLabel}>
      <Stack gap="md">
        {props.children}
        {/* The darkest red: white text on the default red is below 4.5:1. */}
        <DialogActions
          cancelLabel={cancelLabel}
          onCancel={onClose}
          confirmLabel={confirmLabel}
          confirmColor="red.9"
          busy={busy}
          onConfirm={onConfirm}
        />
      </Stack>
    </DialogFrame>
  );
}
