/** Complete sign-up bodies for `POST /api/sign-up`, as the two wizards send them. */

/** A unique email for a test account. */
export function uniqueEmail(prefix = 'persona'): string {
  return `${prefix}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

const SIGN_UP_PASSWORD = 'limpieza-segura-2026';

export function agentSignUpBody(overrides: Record<string, unknown> = {}) {
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
    ...overrides,
  };
}

export function customerSignUpBody(overrides: Record<string, unknown> = {}) {
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
    ...overrides,
  };
}
