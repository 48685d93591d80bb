import { screen, within } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { expectFieldError } from '../../test/form-fields';
import { renderWithProviders } from '../../test/render';
import { FormDialog } from './form-dialog';
import { ReasonField } from './reason-field';

const FIELD_ORDER = ['reason'] as const;

function ReasonDialog(props: {
  onSend: (reason: string, onError: (error: Error) => void) => void;
  onClose: () => void;
  error: Error | null;
  submittedAt: number;
}) {
  const form = useForm<{ reason: string }>({
    mode: 'uncontrolled',
    initialValues: { reason: '' },
    validate: { reason: (value) => (value.trim() ? null : 'Escribe el motivo.') },
  });
  return (
    <FormDialog
      title="Suspender la cuenta"
      closeLabel="Cerrar"
      onClose={props.onClose}
      cancelLabel="Volver"
      confirmLabel="Suspender"
      confirmColor="red.9"
      busy={false}
      form={form}
      fieldOrder={FIELD_ORDER}
      toBody={(values) => values.reason.trim()}
      onSend={props.onSend}
      error={props.error}
      submittedAt={props.submittedAt}
    >
      <ReasonField form={form} path="reason" label="Motivo" maxLength={40} />
    </FormDialog>
  );
}

function renderDialog(error: Error | null = null) {
  const onSend = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <ReasonDialog onSend={onSend} onClose={onClose} error={error} submittedAt={1} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Suspender la cuenta' });
  return { ...rendered, onSend, onClose, dialog };
}

describe('FormDialog with a ReasonField', () => {
  it('requires the reason before it sends anything, then sends the body', async () => {
    const { user, dialog, onSend } = renderDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    // Marked as required: Mantine's asterisk, hidden from screen readers.
    expect(within(dialog).getByText('Motivo', { exact: false })).toHaveTextContent(/^Motivo\s*\*$/);
    expect(reason).toHaveAttribute('maxlength', '40');
    expect(reason).toHaveAttribute('rows', '4');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expectFieldError(reason, 'Escribe el motivo.');
    expect(onSend).not.toHaveBeenCalled();
    await user.type(reason, '  Reclamos reiterados ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    expect(onSend).toHaveBeenCalledWith('Reclamos reiterados', expect.any(Function));
  });

  it("shows the server's message for a field on that field, and focuses it", async () => {
    const { user, dialog, onSend } = renderDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    await user.type(reason, 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Suspender' }));
    const [, onError] = onSend.mock.calls[0] as [string, (error: Error) => void];
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    onError(new ApiError(400, 'invalid', 'Revisa el motivo.', { reason: 'Muy corto.' }));
    await vi.waitFor(() => expectFieldError(reason, 'Muy corto.'));
    expect(reason).toHaveFocus();
  });

  it('shows a refusal that is about no field above the form, with the focus on it', () => {
    const { dialog } = renderDialog(new ApiError(409, 'conflict', 'La cuenta ya está suspendida.'));
    const alert = within(dialog).getByText('La cuenta ya está suspendida.');
    expect(alert.closest('[tabindex="-1"]')).toHaveFocus();
  });

  it('does not show an error about a field above the form', () => {
    const { dialog } = renderDialog(
      new ApiError(400, 'invalid', 'Revisa el motivo.', { reason: 'Muy corto.' }),
    );
    expect(within(dialog).queryByText('Revisa el motivo.')).not.toBeInTheDocument();
  });

  it('closes with the way back, without sending', async () => {
    const { user, dialog, onSend, onClose } = renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Volver' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });
});
