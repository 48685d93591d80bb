import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@brillo/domain/contracts/session';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { validationTexts } from '@brillo/domain/texts/validation.es-CL';
import { apiError, sessionAnswer, signInAnswer } from '../../../../test/api-answers';
import { expectFieldError, fieldLabel } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost, server } from '../../../../test/server';
import { SignInForm } from './sign-in-form';

const EMAIL = 'cliente@brillo.test';
const PASSWORD = 'brillo-demo-2026';

function renderForm() {
  const onSignedIn = vi.fn<(session: Session) => void>();
  const view = renderWithProviders(<SignInForm onSignedIn={onSignedIn} />);
  const emailInput = screen.getByRole('textbox', { name: authTexts.signIn.emailLabel });
  const passwordInput = screen.getByLabelText(fieldLabel(authTexts.signIn.passwordLabel));
  const submitButton = screen.getByRole('button', { name: authTexts.signIn.submit });
  return { ...view, onSignedIn, emailInput, passwordInput, submitButton };
}

/** Answers sign-in with `answer()`; returns the bodies the form sends. */
function answerSignIn(answer: () => Response) {
  return answerPost('/api/auth/sign-in/email', answer);
}

describe('SignInForm', () => {
  it('asks for the missing email and password in Spanish without calling the API', async () => {
    const bodies = answerSignIn(() => HttpResponse.json(signInAnswer(sessionAnswer())));
    const { user, emailInput, passwordInput, submitButton } = renderForm();

    await user.click(submitButton);

    expectFieldError(emailInput, validationTexts.emailRequired);
    expectFieldError(passwordInput, validationTexts.passwordRequired);
    expect(emailInput).toHaveFocus();
    expect(bodies).toEqual([]);
  });

  it('explains the expected shape of an email that is not one, and sends nothing', async () => {
    const bodies = answerSignIn(() => HttpResponse.json(signInAnswer(sessionAnswer())));
    const { user, emailInput, passwordInput } = renderForm();

    await user.type(emailInput, 'cliente@');
    await user.type(passwordInput, `${PASSWORD}{Enter}`);

    expectFieldError(emailInput, validationTexts.emailFormat);
    expect(passwordInput).not.toHaveAttribute('aria-invalid');
    expect(bodies).toEqual([]);
  });

  it("shows the API's message for a wrong password and keeps what was typed", async () => {
    answerSignIn(() =>
      apiError(401, { code: 'INVALID_CREDENTIALS', message: authTexts.errors.invalidCredentials }),
    );
    const { user, emailInput, passwordInput, submitButton, onSignedIn } = renderForm();

    await user.type(emailInput, EMAIL);
    await user.type(passwordInput, 'otra-clave');
    await user.click(submitButton);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(authTexts.errors.invalidCredentials);
    expect(alert).toHaveFocus();
    expect(emailInput).toHaveValue(EMAIL);
    expect(passwordInput).toHaveValue('otra-clave');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('signs in with the trimmed email and hands over the session the server confirms', async () => {
    const session = sessionAnswer();
    const bodies = answerSignIn(() => HttpResponse.json(signInAnswer(session)));
    server.use(http.get('/api/session', () => HttpResponse.json(session)));
    const { user, emailInput, passwordInput, onSignedIn } = renderForm();

    await user.type(emailInput, ` ${EMAIL} `);
    await user.type(passwordInput, `${PASSWORD}{Enter}`);

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(onSignedIn.mock.lastCall?.[0]).toEqual(session);
    expect(bodies).toEqual([{ email: EMAIL, password: PASSWORD }]);
  });

  it('offers to send the confirmation email again when the email is not confirmed yet', async () => {
    answerSignIn(() =>
      apiError(403, { code: 'EMAIL_NOT_VERIFIED', message: authTexts.errors.emailNotVerified }),
    );
    const resent = answerPost('/api/auth/send-verification-email', () =>
      HttpResponse.json({ status: true }),
    );
    const { user, emailInput, passwordInput } = renderForm();

    await user.type(emailInput, EMAIL);
    await user.type(passwordInput, `${PASSWORD}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.errors.emailNotVerified);
    await user.click(screen.getByRole('button', { name: authTexts.signIn.resendConfirmation }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      authTexts.signIn.confirmationSent(EMAIL),
    );
    expect(resent).toEqual([{ email: EMAIL }]);
  });

  it('says in Spanish that a suspended account cannot sign in', async () => {
    answerSignIn(() =>
      apiError(403, { code: 'ACCOUNT_SUSPENDED', message: authTexts.errors.accountSuspended }),
    );
    const { user, emailInput, passwordInput, onSignedIn } = renderForm();

    await user.type(emailInput, EMAIL);
    await user.type(passwordInput, `${PASSWORD}{Enter}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(authTexts.errors.accountSuspended);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
