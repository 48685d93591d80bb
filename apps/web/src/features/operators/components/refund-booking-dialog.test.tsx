import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { formatClp } from '@brillo/domain/format-booking';
import { problemReportsTexts } from '@brillo/domain/texts/problem-reports.es-CL';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { RefundBookingDialog } from './refund-booking-dialog';

const texts = problemReportsTexts.refund;

function renderDialog(error: Error | null = null) {
  const onRefund = vi.fn();
  const onClose = vi.fn();
  const rendered = renderWithProviders(
    <RefundBookingDialog
      left={18000}
      onClose={onClose}
      onRefund={onRefund}
      busy={false}
      error={error}
      submittedAt={0}
    />,
  );
  return {
    ...rendered,
    onRefund,
    onClose,
    dialog: screen.getByRole('dialog', { name: texts.title }),
  };
}

describe("'Reembolsar' on a booking's page", () => {
  it('refunds all that is left with a reason, which it requires first', async () => {
    const { user, dialog, onRefund } = renderDialog();
    expect(within(dialog).getByText(texts.policy(formatClp(18000)))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expectFieldError(
      within(dialog).getByRole('textbox', { name: texts.reason }),
      problemReportsTexts.api.reasonRequired,
    );
    expect(onRefund).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: texts.reason }), 'Cortesía');
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(onRefund).toHaveBeenCalledWith(
      { refund: 'full', reason: 'Cortesía' },
      expect.any(Function),
    );
  });

  it('refunds a part: its amount in whole pesos, required', async () => {
    const { user, dialog, onRefund } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: texts.part }));
    await user.type(within(dialog).getByRole('textbox', { name: texts.reason }), 'Llegó tarde');
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expectFieldError(
      within(dialog).getByRole('textbox', { name: texts.amount }),
      problemReportsTexts.api.amountRequired,
    );
    expect(onRefund).not.toHaveBeenCalled();
    await user.type(within(dialog).getByRole('textbox', { name: texts.amount }), '5000');
    await user.click(within(dialog).getByRole('button', { name: texts.confirm }));
    expect(onRefund).toHaveBeenCalledWith(
      { refund: 'partial', amount: 5000, reason: 'Llegó tarde' },
      expect.any(Function),
    );
  });

  it('shows the server’s refusal of an amount above what is left', () => {
    const message = problemReportsTexts.api.aboveRemainder(formatClp(18000));
    const { dialog } = renderDialog(new Error(message));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(message);
  });
});
