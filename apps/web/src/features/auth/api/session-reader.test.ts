import { describe, it } from 'vitest';
import { SessionSchema } from '@brillo/domain/contracts/session';
import { expectSameReading } from '../../../../test/reader-agreement';
import { sessionOf } from './session-reader';

const user = {
  id: 'u1',
  name: 'Ana Pérez',
  email: 'ana@example.cl',
  phone: '+56912345678',
  rol: 'customer',
  personalData: {
    address: 'Av. Italia 1200',
    addressExtra: null,
    postcode: null,
    city: 'Santiago',
    comuna: 'Ñuñoa',
  },
};
const session = {
  userId: 'u1',
  lastSignInAt: '2026-12-01T13:00:00.000Z',
  createdAt: '2026-11-01T09:30:00.000Z',
  user,
};

describe('the session read by hand', () => {
  it('reads what the contract reads and refuses what it refuses', () => {
    expectSameReading(sessionOf, SessionSchema, {
      valid: [
        session,
        { ...session, accessToken: 'token', extra: 1 },
        { ...session, user: { ...user, phone: null, personalData: null, rol: 'agent' } },
        {
          ...session,
          createdAt: '2026-11-01T09:30:00Z',
          lastSignInAt: '2026-11-01T06:30:00-03:00',
        },
      ],
      invalid: [
        null,
        {},
        { ...session, userId: 1 },
        { ...session, accessToken: null },
        { ...session, lastSignInAt: 'ayer' },
        { ...session, createdAt: '2026-11-01' },
        { ...session, user: null },
        { ...session, user: { ...user, email: 'ana' } },
        { ...session, user: { ...user, rol: 'admin' } },
        { ...session, user: { ...user, phone: undefined } },
        { ...session, user: { ...user, personalData: { ...user.personalData, city: 3 } } },
        { ...session, user: { ...user, personalData: 'Ñuñoa' } },
      ],
    });
  });
});
