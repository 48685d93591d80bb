import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { validationTexts } from '../texts/validation.es-CL.ts';
import {
  AgentAccountStepSchema,
  AgentBackgroundStepSchema,
  AgentPersonalStepSchema,
  AgentWorkStepSchema,
} from './agent-registration.ts';
import { CustomerAccountStepSchema, CustomerPersonalStepSchema } from './customer-registration.ts';
import { SignUpSchema } from './sign-up.ts';

const m = validationTexts;

/** The first message for each field path, as a form or the API shows it. */
function fieldErrors(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  const fields: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues) {
    fields[issue.path.join('.')] ??= issue.message;
  }
  return fields;
}

const account = {
  name: '  Camila Rojas Soto ',
  phone: ' +56912345678',
  email: 'camila.rojas@correo.cl',
  password: 'limpieza-2026',
};
const allServices = {
  limpieza: true,
  cocina: false,
  planchado: true,
  compras: false,
  jardineria: false,
  mascotas: false,
  cuidado: false,
  bebes: false,
};
const agentPersonal = {
  gender: 'female',
  day: 14,
  month: 3,
  year: 1990,
  nationality: 'Chilean',
  address: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
  city: 'Santiago',
  comuna: 'Providencia',
  postcode: '7500000',
};
const customerPersonal = {
  gender: 'other',
  birthDate: '1988-11-02',
  nationality: 'Peruvian',
  address: 'Irarrázaval 2401, Ñuñoa, Región Metropolitana de Santiago, Chile',
  addressExtra: 'Depto 504, torre B',
  postcode: '7750000',
};

describe('step 1 of both wizards', () => {
  it('trims the name and phone and keeps the email as typed', () => {
    expect(AgentAccountStepSchema.parse(account)).toEqual({
      ...account,
      name: 'Camila Rojas Soto',
      phone: '+56912345678',
    });
  });

  it('says which required field is missing, with the spec messages for each role', () => {
    const empty = { name: ' ', phone: '', email: '', password: '' };
    expect(fieldErrors(AgentAccountStepSchema, empty)).toEqual({
      name: m.agentNameRequired,
      phone: m.phoneRequired,
      email: m.emailRequired,
      password: m.passwordRequired,
    });
    expect(fieldErrors(CustomerAccountStepSchema, empty).name).toBe('El nombre es requerido');
  });

  it.each(['56912345678', '+56812345678', '+5691234567', '+569123456789', '+569 1234 5678'])(
    'refuses the phone %s with the format message',
    (phone) => {
      expect(fieldErrors(CustomerAccountStepSchema, { ...account, phone }).phone).toBe(
        'Formato de teléfono inválido. El formato correcto es +569xxxxxxxx.',
      );
    },
  );

  it('refuses a malformed email and passwords shorter than 8 or longer than 128', () => {
    expect(fieldErrors(AgentAccountStepSchema, { ...account, email: 'camila@' }).email).toBe(
      m.emailFormat,
    );
    expect(fieldErrors(AgentAccountStepSchema, { ...account, password: '1234567' }).password).toBe(
      m.passwordTooShort(8),
    );
    const long = { ...account, password: 'x'.repeat(129) };
    expect(fieldErrors(AgentAccountStepSchema, long).password).toBe(m.passwordTooLong(128));
    expect(
      AgentAccountStepSchema.safeParse({ ...account, password: 'x'.repeat(128) }).success,
    ).toBe(true);
  });
});

describe('agent steps 2 and 3', () => {
  it('asks for a choice in each of the three selects', () => {
    expect(fieldErrors(AgentBackgroundStepSchema, { policeRecord: '', weeklyHours: '' })).toEqual({
      policeRecord: 'Por favor selecciona una opción',
      weeklyHours: 'Por favor selecciona una opción',
      quality_question: 'Por favor selecciona una opción',
    });
  });

  it('accepts the stored values of the spec enumerations', () => {
    const answers = {
      policeRecord: 'No',
      weeklyHours: 'Between 10-20 hours',
      quality_question: 'I inform the customer and offer add 15 minutes for the delay',
    };
    expect(AgentBackgroundStepSchema.parse(answers)).toEqual(answers);
  });

  it.each([0, -5, 12.5, Number.NaN, '12500', null])('refuses the hourly rate %s', (hourlyRate) => {
    const errors = fieldErrors(AgentWorkStepSchema, {
      permit: 'Yes',
      hourlyRate,
      services: allServices,
    });
    expect(errors.hourlyRate).toBe('Por favor ingresa una tarifa por hora válida');
  });

  it('needs the work permit answer and all eight services', () => {
    const errors = fieldErrors(AgentWorkStepSchema, {
      permit: '',
      hourlyRate: 12500,
      services: { limpieza: true },
    });
    expect(errors.permit).toBe(m.selectOption);
    expect(Object.keys(errors).some((path) => path.startsWith('services'))).toBe(true);
    expect(
      AgentWorkStepSchema.parse({ permit: 'Yes', hourlyRate: 12500, services: allServices }),
    ).toMatchObject({ hourlyRate: 12500 });
  });
});

describe('agent step 4', () => {
  it('accepts a complete step', () => {
    expect(AgentPersonalStepSchema.safeParse({ personalData: agentPersonal }).success).toBe(true);
  });

  it('gives each missing field its own message, with the corrected month text', () => {
    const errors = fieldErrors(AgentPersonalStepSchema, {
      personalData: { address: '', city: '', comuna: '', postcode: null },
    });
    expect(errors).toMatchObject({
      'personalData.gender': 'Selecciona tu género',
      'personalData.day': 'Selecciona un día',
      'personalData.month': 'Selecciona un mes',
      'personalData.year': 'Selecciona un año',
      'personalData.nationality': 'Selecciona una nacionalidad',
      'personalData.address': 'Por favor ingresa una dirección válida',
    });
  });

  it.each([
    ['day 32', { day: 32 }, 'personalData.day', m.dayRequired],
    ['month 13', { month: 13 }, 'personalData.month', m.monthRequired],
    ['year 1899', { year: 1899 }, 'personalData.year', m.yearRequired],
    ['next year', { year: new Date().getFullYear() + 1 }, 'personalData.year', m.yearRequired],
    ['30 February', { day: 30, month: 2 }, 'personalData.day', m.birthDateInvalid],
    [
      'an address not chosen from the search',
      { comuna: '' },
      'personalData.address',
      m.agentAddressRequired,
    ],
  ])('refuses %s', (_case, change, path, message) => {
    const errors = fieldErrors(AgentPersonalStepSchema, {
      personalData: { ...agentPersonal, ...change },
    });
    expect(errors[path]).toBe(message);
  });
});

describe('customer step 2', () => {
  it('accepts a complete step and trims the personal data', () => {
    const parsed = CustomerPersonalStepSchema.parse({
      personalData: { ...customerPersonal, addressExtra: '  Depto 504, torre B ' },
    });
    expect(parsed.personalData.addressExtra).toBe('Depto 504, torre B');
  });

  it('requires every field with the spec messages', () => {
    const errors = fieldErrors(CustomerPersonalStepSchema, {
      personalData: { address: ' ', addressExtra: '', postcode: '' },
    });
    expect(errors).toMatchObject({
      'personalData.gender': 'Selecciona tu género',
      'personalData.birthDate': 'Selecciona tu fecha de nacimiento',
      'personalData.nationality': 'Selecciona una nacionalidad',
      'personalData.address': 'Selecciona una dirección válida',
      'personalData.addressExtra': 'Selecciona los datos adicionales',
      'personalData.postcode': 'Ingresa el código postal',
    });
  });

  it.each(['2031-01-01', '1899-12-31', '2001-02-30', '02/11/1988'])(
    'refuses the birth date %s',
    (birthDate) => {
      const errors = fieldErrors(CustomerPersonalStepSchema, {
        personalData: { ...customerPersonal, birthDate },
      });
      expect(errors['personalData.birthDate']).toBe(m.birthDateInvalid);
    },
  );
});

describe('the whole sign-up', () => {
  it('accepts an agent and a customer', () => {
    const agent = SignUpSchema.parse({
      rol: 'agent',
      ...account,
      policeRecord: 'No',
      weeklyHours: 'More than 30 hours',
      quality_question: 'I cancel the appointment',
      permit: 'Yes',
      hourlyRate: 12500,
      services: allServices,
      personalData: agentPersonal,
    });
    expect(agent.rol).toBe('agent');
    const customer = SignUpSchema.parse({
      rol: 'customer',
      ...account,
      personalData: customerPersonal,
    });
    expect(customer.rol).toBe('customer');
  });

  it('refuses any other role with a Spanish message, the operators’ included (PD-36)', () => {
    for (const rol of ['operator', 'admin', '', undefined]) {
      const errors = fieldErrors(SignUpSchema, { rol, ...account, personalData: customerPersonal });
      expect(errors.rol).toBe('El rol debe ser agente o cliente');
    }
  });

  it('drops fields it does not know', () => {
    const parsed = SignUpSchema.parse({
      rol: 'customer',
      ...account,
      personalData: customerPersonal,
      emailVerified: true,
      role: 'admin',
    });
    expect(parsed).not.toHaveProperty('emailVerified');
    expect(parsed).not.toHaveProperty('role');
  });
});
