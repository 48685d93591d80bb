import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { authTexts } from '../texts/auth.es-CL.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { ForgotPasswordSchema, ResetPasswordSchema } from './password-reset.ts';
import { SignInSchema } from './sign-in.ts';

/** The first message for each field, as the form shows it. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string | undefined> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const byField: Record<string, string[] | undefined> = z.flattenError(result.error).fieldErrors;
  return Object.fromEntries(Object.entries(byField).map(([field, list]) => [field, list?.[0]]));
}

describe('the sign-in form', () => {
  it('asks for both fields with the spec messages', () => {
    expect(fieldErrors(SignInSchema, { email: '', password: '' })).toEqual({
      email: 'El correo es requerido',
      password: 'El password es requerido',
    });
  });

  it('trims the email the phone keyboard padded and refuses one that is not an address', () => {
    const parsed = SignInSchema.parse({ email: ' camila@correo.cl ', password: 'x' });
    expect(parsed.email).toBe('camila@correo.cl');
    expect(fieldErrors(SignInSchema, { email: 'camila@', password: 'x' }).email).toBe(
      validationTexts.emailFormat,
    );
    expect(fieldErrors(SignInSchema, { email: '   ', password: 'x' }).email).toBe(
      validationTexts.emailRequired,
    );
  });

  it('does not judge the length of a password it only passes on', () => {
    expect(SignInSchema.safeParse({ email: 'a@b.cl', password: 'corta' }).success).toBe(true);
  });
});

describe('the forgot-password form', () => {
  it('needs a valid email', () => {
    expect(fieldErrors(ForgotPasswordSchema, { email: '' }).email).toBe('El correo es requerido');
    expect(ForgotPasswordSchema.parse({ email: 'ana@correo.cl ' })).toEqual({
      email: 'ana@correo.cl',
    });
  });
});

describe('the new-password form', () => {
  const ok = { newPassword: 'limpieza-2026', confirmPassword: 'limpieza-2026' };

  it('accepts 8 to 128 characters typed twice', () => {
    expect(ResetPasswordSchema.safeParse(ok).success).toBe(true);
    const longest = 'x'.repeat(128);
    expect(
      ResetPasswordSchema.safeParse({ newPassword: longest, confirmPassword: longest }).success,
    ).toBe(true);
  });

  it('refuses short, long, missing and mismatched passwords in Spanish', () => {
    expect(fieldErrors(ResetPasswordSchema, { newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: validationTexts.passwordRequired,
      confirmPassword: authTexts.passwordReset.confirmPasswordRequired,
    });
    expect(
      fieldErrors(ResetPasswordSchema, { newPassword: '1234567', confirmPassword: '1234567' })
        .newPassword,
    ).toBe(validationTexts.passwordTooShort(8));
    const long = 'x'.repeat(129);
    expect(
      fieldErrors(ResetPasswordSchema, { newPassword: long, confirmPassword: long }).newPassword,
    ).toBe(validationTexts.passwordTooLong(128));
    expect(fieldErrors(ResetPasswordSchema, { ...ok, confirmPassword: 'limpieza-2025' })).toEqual({
      confirmPassword: authTexts.passwordReset.passwordsDoNotMatch,
    });
  });
});
