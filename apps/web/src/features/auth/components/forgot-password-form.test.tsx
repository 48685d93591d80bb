import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { apiError } from '../../../../test/api-answers';
import { expectFieldError } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost } from '../../../../test/server';
import { ForgotPasswordForm } from './forgot-password-form';

const texts = authTexts.passwordReset;
const EMAIL = 'cliente@brillo.test';

/** Answers the reset request with `answer()`; returns the bodies the form sends. */
function answerResetRequest(answer: () => Response = () => HttpResponse.json({ status: true })) {
  return answerPost('/api/auth/request-password-reset', answer);
}

function renderForm() {
  const view = renderWithProviders(<ForgotPasswordForm />);
  const emailInput = screen.getByRole('textbox', { name: texts.emailLabel });
  const sendButton = screen.getByRole('button', { name: texts.send });
  return { ...view, emailInput, sendButton };
}

describe('ForgotPasswordForm', () => {
  it('sends the trimmed email and says a link is on its way, whether or not it has an account', async () => {
    const bodies = answerResetRequest();
    const { user, emailInput } = renderForm();

    await user.type(emailInput, ` ${EMAIL} {Enter}`);

    expect(await screen.findByText(texts.sentTitle)).toBeVisible();
    expect(screen.getByText(texts.sentBody)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: texts.emailLabel })).not.toBeInTheDocument();
    expect(bodies).toEqual([{ email: EMAIL }]);
  });

  it('asks for the missing email in Spanish, on the field, and sends nothing', async () => {
    const bodies = answerResetRequest();
    const { user, emailInput, sendButton } = renderForm();

    await user.click(sendButton);

    expectFieldError(emailInput, validationTexts.emailRequired);
    expect(emailInput).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('explains the shape of an email that is not one, and sends nothing', async () => {
    const bodies = answerResetRequest();
    const { user, emailInput } = renderForm();

    await user.type(emailInput, 'cliente@{Enter}');

    expectFieldError(emailInput, validationTexts.emailFormat);
    expect(emailInput).toHaveValue('cliente@');
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal above the form and keeps the email typed", async () => {
    answerResetRequest(() =>
      apiError(429, { code: 'TOO_MANY_REQUESTS', message: authTexts.errors.tooManyAttempts }),
    );
    const { user, emailInput } = renderForm();

    await user.type(emailInput, `${EMAIL}{Enter}`);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authTexts.errors.tooManyAttempts);
    expect(alert).toHaveFocus();
    expect(emailInput).toHaveValue(EMAIL);
    expect(screen.queryByText(texts.sentTitle)).not.toBeInTheDocument();
  });

  it("puts the server's message about the email on the field", async () => {
    answerResetRequest(() =>
      apiError(400, {
        code: 'VALIDATION_ERROR',
        message: commonTexts.errors.validation,
        fields: { email: validationTexts.emailFormat },
      }),
    );
    const { user, emailInput } = renderForm();

    await user.type(emailInput, `${EMAIL}{Enter}`);

    await screen.findByText(validationTexts.emailFormat);
    expectFieldError(emailInput, validationTexts.emailFormat);
    expect(emailInput).toHaveFocus();
    expect(emailInput).toHaveValue(EMAIL);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
