import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { operatorsTexts } from '@brillo/domain/texts/operators.es-CL';
import { apiError } from '../../../../test/api-answers';
import { fieldLabel } from '../../../../test/form-fields';
import { renderWithProviders } from '../../../../test/render';
import { answerPost } from '../../../../test/server';
import { AuthenticatorSetup, readableKey } from './authenticator-setup';

const texts = operatorsTexts.setup;
const URI =
  'otpauth://totp/Brillo:operador%40brillo.test?secret=IJZGS3DMN5CGK3LP&issuer=Brillo&digits=6&period=30';
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${String(index).padStart(5, '0')}`);

describe('AuthenticatorSetup', () => {
  it('shows the key, the link and the recovery codes once the password is confirmed, then takes a code', async () => {
    const enabled = answerPost('/api/auth/two-factor/enable', () =>
      HttpResponse.json({ totpURI: URI, backupCodes: CODES }),
    );
    let right = false;
    const verified = answerPost('/api/auth/two-factor/verify-totp', () =>
      right
        ? HttpResponse.json({
            user: { id: 'op-1', name: 'Ignacia', email: 'operador@brillo.test' },
          })
        : apiError(401, { code: 'INVALID_CODE', message: operatorsTexts.errors.invalidCode }),
    );
    const onDone = vi.fn();
    const { user } = renderWithProviders(<AuthenticatorSetup onDone={onDone} />);

    await user.type(screen.getByLabelText(fieldLabel(texts.passwordLabel)), 'brillo-demo-2026');
    await user.click(screen.getByRole('button', { name: texts.generate }));

    expect(await screen.findByText('IJZG S3DM N5CG K3LP')).toBeInTheDocument();
    expect(screen.getByText(URI)).toBeInTheDocument();
    const qr = screen.getByRole('img', { name: texts.qrLabel });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path:last-of-type')?.getAttribute('d')).toMatch(/^M\d/);
    for (const code of CODES) expect(screen.getByText(code)).toBeInTheDocument();
    expect(enabled).toEqual([{ password: 'brillo-demo-2026' }]);

    const code = screen.getByRole('textbox', { name: operatorsTexts.twoFactor.codeLabel });
    await user.type(code, '12345');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(code).toHaveAccessibleDescription(operatorsTexts.errors.invalidCode);
    expect(verified).toEqual([]);

    await user.type(code, '6');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    expect(await screen.findByRole('alert')).toHaveTextContent(operatorsTexts.errors.invalidCode);
    right = true;
    await user.clear(code);
    await user.type(code, '654 321');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(verified).toEqual([{ code: '123456' }, { code: '654321' }]);
  });

  it("shows the API's message for a wrong password", async () => {
    answerPost('/api/auth/two-factor/enable', () =>
      apiError(400, { code: 'INVALID_PASSWORD', message: operatorsTexts.errors.invalidPassword }),
    );
    const { user } = renderWithProviders(<AuthenticatorSetup onDone={() => undefined} />);
    await user.type(screen.getByLabelText(fieldLabel(texts.passwordLabel)), 'otra');
    await user.click(screen.getByRole('button', { name: texts.generate }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      operatorsTexts.errors.invalidPassword,
    );
  });

  it('groups the key by four for typing it by hand', () => {
    expect(readableKey(URI)).toBe('IJZG S3DM N5CG K3LP');
  });
});
