import { describe, expect, it } from 'vitest';
import {
  SignInAnswerSchema,
  SignInHeadersSchema,
  SignedInSchema,
  SignedInWithTokenSchema,
} from './sign-in.ts';

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

/** The same answer without its token. */
const withoutToken = { redirect: answer.redirect, user: answer.user };

describe('the sign-in answer', () => {
  it('of a cookie sign-in keeps the user and leaves out the token and what it does not name', () => {
    const parsed = SignedInSchema.parse(answer);
    expect(parsed).not.toHaveProperty('token');
    expect(parsed.user).not.toHaveProperty('image');
    expect(parsed.user).toMatchObject({ id: answer.user.id, role: 'agent' });
  });

  it('of a bearer sign-in keeps the token, and cannot be one without it', () => {
    expect(SignedInWithTokenSchema.parse(answer).token).toBe(answer.token);
    expect(SignedInWithTokenSchema.safeParse(withoutToken).success).toBe(false);
  });

  it('as the route declares it, is each shape as it comes, nothing added', () => {
    expect(SignInAnswerSchema.parse(answer)).toHaveProperty('token', answer.token);
    expect(SignInAnswerSchema.parse(withoutToken)).not.toHaveProperty('token');
  });

  it('is never a redirect, and names the role as better-auth does, `role`', () => {
    for (const schema of [SignedInSchema, SignedInWithTokenSchema]) {
      expect(schema.safeParse({ ...answer, redirect: true }).success).toBe(false);
      const { role, ...user } = answer.user;
      const asRol = { ...answer, user: { ...user, rol: role } };
      expect(schema.safeParse(asRol).success).toBe(false);
    }
  });
});

describe('the sign-in headers', () => {
  it('accept no transport, cookie or bearer, and keep every other header', () => {
    const headers = { origin: 'http://localhost:3000', cookie: 'a=b' };
    expect(SignInHeadersSchema.parse(headers)).toEqual(headers);
    for (const transport of ['cookie', 'bearer']) {
      const parsed = SignInHeadersSchema.parse({ ...headers, 'x-session-transport': transport });
      expect(parsed).toEqual({ ...headers, 'x-session-transport': transport });
    }
  });

  it('refuse any other transport', () => {
    for (const transport of ['Bearer', 'jwt', '']) {
      const result = SignInHeadersSchema.safeParse({ 'x-session-transport': transport });
      expect(result.success).toBe(false);
    }
  });
});
