import type { ReactNode } from 'react';
import { Button, Group, Modal } from '@mantine/core';

interface DialogFrameProps {
  /** Open unless said otherwise: most dialogs are shown only while they are wanted. */
  opened?: boolean;
  onClose: () => void;
  title: string;
  /** The close button's accessible name ('Cerrar', 'Cancelar'). */
  closeLabel: string;
  children: ReactNode;
}

/**
 * A centred modal with its title and its close button; the content goes in its body.
 */
export function DialogFrame({
  opened = true,
  onClose,
  title,
  closeLabel,
  children,
}: DialogFrameProps) {
  return (
    <Modal.Root opened={opened} onClose={onClose} centered>
      <Modal.Overlay />
      <Modal.Content>
        {/* A <div>: Mantine's <header> here, outside any section, would be a second banner. */}
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

interface DialogActionsProps {
  /** The button that keeps things as they are, and closes. */
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  /** The confirming button's colour (e.g. the darkest red for what cannot be undone). */
  confirmColor?: string;
  /** While the confirmed action is under way, its button shows so. */
  busy: boolean;
  /** Without it, the confirming button submits the form the actions stand in. */
  onConfirm?: () => void;
}

/** A dialog's way back and its confirming button, at the end of the line. */
export function DialogActions(props: DialogActionsProps) {
  const { cancelLabel, onCancel, confirmLabel, confirmColor, busy, onConfirm } = props;
  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      {onConfirm ? (
        <Button color={confirmColor} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      ) : (
        <Button type="submit" color={confirmColor} loading={busy}>
          {confirmLabel}
        </Button>
      )}
    </Group>
  );
}
