import { describe, expect, it } from 'vitest';
import {
  AccountSignUpSchema,
  NewPasswordSchema,
  PasswordResetRequestSchema,
} from './auth-requests.ts';

const account = {
  rol: 'agent',
  name: '  Valentina Rojas ',
  phone: '+56912345678',
  email: 'valentina@example.com',
  password: 'limpieza-2026',
};

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('the account sign-up body', () => {
  it('accepts either role and trims the name', () => {
    expect(AccountSignUpSchema.parse(account).name).toBe('Valentina Rojas');
    expect(AccountSignUpSchema.parse({ ...account, rol: 'customer' }).rol).toBe('customer');
  });

  it('refuses another role or none with the Spanish message', () => {
    for (const rol of ['admin', undefined, '']) {
      const result = AccountSignUpSchema.safeParse({ ...account, rol });
      expect(fieldErrors(result)).toEqual({ rol: 'El rol debe ser agente o cliente' });
    }
  });

  it('drops fields a client may not set', () => {
    const parsed = AccountSignUpSchema.parse({ ...account, role: 'agent', emailVerified: true });
    expect(Object.keys(parsed).sort()).toEqual(['email', 'name', 'password', 'phone', 'rol']);
  });
});

describe('the password reset bodies', () => {
  it('trims the email of a reset request and keeps an optional redirectTo', () => {
    expect(PasswordResetRequestSchema.parse({ email: ' ana@example.com ' })).toEqual({
      email: 'ana@example.com',
    });
  });

  it('needs a token and a new password of 8 to 128 characters', () => {
    expect(fieldErrors(NewPasswordSchema.safeParse({ newPassword: 'corta', token: '' }))).toEqual({
      newPassword: 'El password debe tener al menos 8 caracteres',
      token: 'El enlace no es válido o ya venció. Pide uno nuevo.',
    });
  });
});
