import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { paths } from '@/config/paths';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError, fieldLabel } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost } from '../../../../test/server';
import { ResetPasswordForm } from './reset-password-form';

const texts = authTexts.passwordReset;
const TOKEN = 'token-del-enlace';
const NEW_PASSWORD = 'una-clave-nueva';

/** Answers the reset with `answer()`; returns the bodies the form sends. */
function answerReset(answer: () => Response = () => HttpResponse.json({ status: true })) {
  return answerPost('/api/auth/reset-password', answer);
}

function renderForm() {
  const onDone = vi.fn();
  const view = renderWithProviders(<ResetPasswordForm token={TOKEN} onDone={onDone} />);
  const newPassword = screen.getByLabelText(fieldLabel(texts.newPasswordLabel));
  const confirmPassword = screen.getByLabelText(fieldLabel(texts.confirmPasswordLabel));
  const saveButton = screen.getByRole('button', { name: texts.save });
  return { ...view, onDone, newPassword, confirmPassword, saveButton };
}

describe('ResetPasswordForm', () => {
  it("sends the new password once, with the link's token, and hands over when it is saved", async () => {
    const bodies = answerReset();
    const { user, onDone, newPassword, confirmPassword } = renderForm();

    await user.type(newPassword, NEW_PASSWORD);
    await user.type(confirmPassword, `${NEW_PASSWORD}{Enter}`);

    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(bodies).toEqual([{ token: TOKEN, newPassword: NEW_PASSWORD }]);
  });

  it('asks for both passwords in Spanish, focusing the first, and sends nothing', async () => {
    const bodies = answerReset();
    const { user, onDone, newPassword, confirmPassword, saveButton } = renderForm();

    await user.click(saveButton);

    expectFieldError(newPassword, validationTexts.passwordRequired);
    expectFieldError(confirmPassword, texts.confirmPasswordRequired);
    expect(newPassword).toHaveFocus();
    expect(bodies).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  // PD-6: 8 to 128 characters.
  it.each([
    ['short', 'a'.repeat(7), validationTexts.passwordTooShort(8)],
    ['long', 'a'.repeat(129), validationTexts.passwordTooLong(128)],
  ])('refuses a password too %s, keeping what was typed', async (_size, password, message) => {
    const bodies = answerReset();
    const { user, newPassword, confirmPassword, saveButton } = renderForm();

    await user.click(newPassword);
    await user.paste(password);
    await user.click(confirmPassword);
    await user.paste(password);
    await user.click(saveButton);

    expectFieldError(newPassword, message);
    expect(newPassword).toHaveValue(password);
    expect(confirmPassword).toHaveValue(password);
    expect(bodies).toEqual([]);
  });

  it('says when the two passwords differ, on the second, and sends nothing', async () => {
    const bodies = answerReset();
    const { user, newPassword, confirmPassword } = renderForm();

    await user.type(newPassword, NEW_PASSWORD);
    await user.type(confirmPassword, 'otra-clave-nueva{Enter}');

    expectFieldError(confirmPassword, texts.passwordsDoNotMatch);
    expect(newPassword).not.toHaveAttribute('aria-invalid');
    expect(confirmPassword).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('offers a new link when the server says this one is used or expired, keeping both fields', async () => {
    answerReset(() =>
      apiError(400, { code: 'INVALID_TOKEN', message: authTexts.errors.invalidToken }),
    );
    const { user, onDone, newPassword, confirmPassword } = renderForm();

    await user.type(newPassword, NEW_PASSWORD);
    await user.type(confirmPassword, `${NEW_PASSWORD}{Enter}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authTexts.errors.invalidToken);
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: texts.requestAgain })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
    expect(newPassword).toHaveValue(NEW_PASSWORD);
    expect(confirmPassword).toHaveValue(NEW_PASSWORD);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows any other refusal as the server words it, with no link, and lets the person retry', async () => {
    const bodies = answerReset(() =>
      apiError(429, { code: 'TOO_MANY_REQUESTS', message: authTexts.errors.tooManyAttempts }),
    );
    const { user, newPassword, confirmPassword, saveButton } = renderForm();

    await user.type(newPassword, NEW_PASSWORD);
    await user.type(confirmPassword, `${NEW_PASSWORD}{Enter}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authTexts.errors.tooManyAttempts);
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    await user.click(saveButton);
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ token: TOKEN, newPassword: NEW_PASSWORD });
  });

  it("puts the server's message about the new password on its field", async () => {
    const tooShort = validationTexts.passwordTooShort(8);
    answerReset(() =>
      apiError(400, {
        code: 'VALIDATION_ERROR',
        message: commonTexts.errors.validation,
        fields: { newPassword: tooShort },
      }),
    );
    const { user, newPassword, confirmPassword } = renderForm();

    await user.type(newPassword, NEW_PASSWORD);
    await user.type(confirmPassword, `${NEW_PASSWORD}{Enter}`);

    await screen.findByText(tooShort);
    expectFieldError(newPassword, tooShort);
    expect(newPassword).toHaveFocus();
    expect(newPassword).toHaveValue(NEW_PASSWORD);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
