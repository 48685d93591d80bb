import { describe, expect, it } from 'vitest';
import {
  NewPasswordSchema,
  PasswordChangedSchema,
  PasswordResetRequestSchema,
  ResetLinkSentSchema,
} from './password-reset.ts';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

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

describe('the password reset answers', () => {
  it("leave out better-auth's English message", () => {
    const answer = {
      status: true,
      message: 'If this email exists in our system, check your email',
    };
    expect(ResetLinkSentSchema.parse(answer)).toEqual({ status: true });
    expect(PasswordChangedSchema.safeParse({ status: false }).success).toBe(false);
  });
});
