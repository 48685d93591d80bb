import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Session } from '@brillo/domain/contracts/session';
import { authTexts } from '@brillo/domain/texts/auth.es-CL';
import { fieldLabel } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost } from '../../../../test/server';
import { SignInForm } from './sign-in-form';

describe('SignInForm, for an account with an authenticator (operators, ADR-078)', () => {
  it('asks for the code next instead of reading a session that does not exist yet', async () => {
    const bodies = answerPost('/api/auth/sign-in/email', () =>
      HttpResponse.json({ twoFactorRedirect: true, twoFactorMethods: ['totp'] }),
    );
    const onSignedIn = vi.fn<(session: Session) => void>();
    const onCodeNeeded = vi.fn<() => void>();
    const { user } = renderWithProviders(
      <SignInForm onSignedIn={onSignedIn} onCodeNeeded={onCodeNeeded} />,
    );

    await user.type(
      screen.getByRole('textbox', { name: authTexts.signIn.emailLabel }),
      'operador@brillo.test',
    );
    await user.type(
      screen.getByLabelText(fieldLabel(authTexts.signIn.passwordLabel)),
      'brillo-demo-2026{Enter}',
    );

    await waitFor(() => expect(onCodeNeeded).toHaveBeenCalledOnce());
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(bodies).toEqual([{ email: 'operador@brillo.test', password: 'brillo-demo-2026' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
