import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { paths } from '@/config/paths';
import { fieldLabel } from '../../../test/form-fields';
import { renderWithProviders } from '../../../test/render';
import { answerPost } from '../../../test/server';
import { ResetPasswordRoute } from './reset-password';

const texts = authTexts.passwordReset;
const pages = { [paths.signIn]: <h1>Iniciar sesión (página)</h1> };

describe('the reset-password page', () => {
  it('saves the new password with the emailed token, says so and opens the sign-in page', async () => {
    const bodies = answerPost('/api/auth/reset-password', () =>
      HttpResponse.json({ status: true }),
    );
    const { user } = renderWithProviders(<ResetPasswordRoute />, {
      route: `${paths.resetPassword}?token=token-del-enlace`,
      pages,
    });

    await user.type(screen.getByLabelText(fieldLabel(texts.newPasswordLabel)), 'una-clave-nueva');
    await user.type(
      screen.getByLabelText(fieldLabel(texts.confirmPasswordLabel)),
      'una-clave-nueva{Enter}',
    );

    expect(await screen.findByRole('heading', { name: 'Iniciar sesión (página)' })).toBeVisible();
    // The notifications' container loads with the first notification (ADR-066).
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.saved);
    expect(bodies).toEqual([{ token: 'token-del-enlace', newPassword: 'una-clave-nueva' }]);
  });

  it('says a link without a token is not valid and offers a new one, with no form', () => {
    renderWithProviders(<ResetPasswordRoute />, { route: paths.resetPassword });

    expect(screen.getByRole('heading', { name: texts.invalidLinkTitle })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(texts.invalidLinkBody);
    expect(screen.getByRole('link', { name: texts.requestAgain })).toHaveAttribute(
      'href',
      paths.forgotPassword,
    );
    expect(screen.queryByLabelText(fieldLabel(texts.newPasswordLabel))).not.toBeInTheDocument();
  });
});
