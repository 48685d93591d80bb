import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';

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
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A <div>: Mantine's <header> here, outside any section, would be a second banner. */}
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            {props.children}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                {cancelLabel}
              </Button>
              {/* The darkest red: white text on the default red is below 4.5:1. */}
              <Button color="red.9" loading={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
