import { describe, expect, it } from 'vitest';
import { DisplayProfileSchema, SessionSchema, SignedOutSchema } from './session.ts';

const session = {
  userId: 'user-1',
  lastSignInAt: '2026-11-23T12:00:00.000Z',
  createdAt: '2026-11-01T06:30:00-03:00',
  user: {
    id: 'user-1',
    name: 'Valentina Rojas Muñoz',
    email: 'agente@brillo.test',
    phone: '+56912345678',
    rol: 'agent',
    personalData: {
      address: 'Av. Providencia 1234',
      addressExtra: null,
      postcode: null,
      city: 'Santiago',
      comuna: 'Providencia',
    },
  },
};

describe('the session answer', () => {
  it('has an access token only for a bearer caller', () => {
    expect(SessionSchema.parse(session)).not.toHaveProperty('accessToken');
    const bearer = { ...session, accessToken: 'token' };
    expect(SessionSchema.parse(bearer).accessToken).toBe('token');
  });

  it('gives its times in ISO 8601 with a zone, UTC or an offset', () => {
    const withoutZone = { ...session, lastSignInAt: '2026-11-23T12:00:00' };
    expect(SessionSchema.safeParse(withoutZone).success).toBe(false);
    expect(SessionSchema.safeParse({ ...session, createdAt: '23/11/2026' }).success).toBe(false);
  });

  it('may have no phone and no personal data yet', () => {
    const user = { ...session.user, phone: null, personalData: null };
    expect(SessionSchema.safeParse({ ...session, user }).success).toBe(true);
  });

  it('names the role agent or customer only, as `rol`', () => {
    const admin = { ...session, user: { ...session.user, rol: 'admin' } };
    expect(SessionSchema.safeParse(admin).success).toBe(false);
    const { rol, ...user } = session.user;
    const asRole = { ...session, user: { ...user, role: rol } };
    expect(SessionSchema.safeParse(asRole).success).toBe(false);
  });
});

describe('the display profile kept in the browser', () => {
  it('keeps only the name, the email and the role of the session user', () => {
    expect(DisplayProfileSchema.parse(session.user)).toEqual({
      name: 'Valentina Rojas Muñoz',
      email: 'agente@brillo.test',
      rol: 'agent',
    });
  });
});

describe('the sign-out answer', () => {
  it('says only that it succeeded', () => {
    expect(SignedOutSchema.parse({ success: true })).toEqual({ success: true });
    expect(SignedOutSchema.safeParse({ success: false }).success).toBe(false);
  });
});
