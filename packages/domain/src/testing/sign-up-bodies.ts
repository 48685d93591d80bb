/**
 * Test data only: complete sign-up bodies for `POST /api/sign-up`, as the two wizards send
 * them. The API tests and the browser journeys both build their accounts here, so a change to
 * the contract is made once; the types keep the defaults in step with the zod schemas.
 */
import type { z } from 'zod';
import type { AgentSignUpSchema } from '../contracts/agent-registration.ts';
import type { CustomerSignUpSchema } from '../contracts/customer-registration.ts';
import type { UserRole } from '../enums.ts';

type AgentSignUpBody = z.input<typeof AgentSignUpSchema>;
type CustomerSignUpBody = z.input<typeof CustomerSignUpSchema>;

/** The password of every account these bodies create. */
export const SIGN_UP_PASSWORD = 'limpieza-segura-2026';

/** A new address on every call (across processes too), so tests never share an account. */
export function uniqueEmail(prefix = 'persona'): string {
  const random = Math.random().toString(36).slice(2, 10).padEnd(8, '0');
  return `${prefix}.${random}@example.com`;
}

function agentDefaults(): AgentSignUpBody {
  return {
    rol: 'agent',
    name: 'Valentina Rojas Muñoz',
    phone: '+56987654321',
    email: uniqueEmail('agente'),
    password: SIGN_UP_PASSWORD,
    policeRecord: 'No',
    weeklyHours: 'Between 20-30 hours',
    quality_question: 'I inform the customer and offer add 15 minutes for the delay',
    permit: 'Yes',
    hourlyRate: 12500,
    services: {
      limpieza: true,
      cocina: true,
      planchado: false,
      compras: false,
      jardineria: false,
      mascotas: true,
      cuidado: false,
      bebes: false,
    },
    personalData: {
      gender: 'female',
      day: 14,
      month: 3,
      year: 1991,
      nationality: 'Venezuelan',
      address: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
      city: 'Providencia',
      comuna: 'Providencia',
      postcode: null,
    },
  };
}

function customerDefaults(): CustomerSignUpBody {
  return {
    rol: 'customer',
    name: 'Matías González Pérez',
    phone: '+56912345678',
    email: uniqueEmail('cliente'),
    password: SIGN_UP_PASSWORD,
    personalData: {
      gender: 'other',
      birthDate: '1987-09-18',
      nationality: 'Chilean',
      address: 'Irarrázaval 2401, Ñuñoa, Región Metropolitana de Santiago, Chile',
      addressExtra: 'Depto. 504, torre B',
      postcode: '7750000',
    },
  };
}

/**
 * A complete, valid sign-up of `role` with a unique email. `overrides` replace whole top-level
 * fields, and may be invalid on purpose (tests of refusals).
 */
export function signUpBody(
  role: 'agent',
  overrides?: Record<string, unknown>,
): AgentSignUpBody & Record<string, unknown>;
export function signUpBody(
  role: 'customer',
  overrides?: Record<string, unknown>,
): CustomerSignUpBody & Record<string, unknown>;
export function signUpBody(
  role: UserRole,
  overrides?: Record<string, unknown>,
): (AgentSignUpBody | CustomerSignUpBody) & Record<string, unknown>;
export function signUpBody(role: UserRole, overrides: Record<string, unknown> = {}) {
  const defaults = role === 'agent' ? agentDefaults() : customerDefaults();
  return { ...defaults, ...overrides };
}
