import { describe, expect, it } from 'vitest';
import { SignedInSchema } from './sign-in.ts';

/** better-auth's answer as it comes, with a field the contract leaves out. */
const answer = {
  redirect: false,
  token: 'LncwmO4Ntkx3LYxVOKMrOcNNt31GtK9p',
  user: {
    name: 'Fernanda Contreras',
    email: 'agent@example.com',
    emailVerified: true,
    image: null,
    createdAt: '2026-11-23T19:27:34.550Z',
    updatedAt: '2026-11-23T19:27:34.550Z',
    role: 'agent',
    phone: '+56927481587',
    id: '315fa7c6-01b8-4122-8219-5ef3d273a6fc',
  },
};

describe('the sign-in answer', () => {
  it('keeps the token and the user better-auth answers, and leaves out what it does not name', () => {
    const parsed = SignedInSchema.parse(answer);
    expect(parsed.token).toBe(answer.token);
    expect(parsed.user).not.toHaveProperty('image');
    expect(parsed.user).toMatchObject({ id: answer.user.id, role: 'agent' });
  });

  it('is never a redirect, and names the role as better-auth does, `role`', () => {
    expect(SignedInSchema.safeParse({ ...answer, redirect: true }).success).toBe(false);
    const { role, ...user } = answer.user;
    const asRol = { ...answer, user: { ...user, rol: role } };
    expect(SignedInSchema.safeParse(asRol).success).toBe(false);
  });
});
