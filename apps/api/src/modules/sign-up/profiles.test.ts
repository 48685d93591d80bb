import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { captureMail, post, signInForToken, signUpBody } from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { agentProfiles, agentServiceComunas, customerProfiles, users } from '../../db/schema.ts';

const AGENT_PD = signUpBody('agent').personalData;
const CUSTOMER_PD = signUpBody('customer').personalData;

describe('registering with the wizards', async () => {
  const mail = captureMail();
  const { app, database, deps } = await createTestApp({ mailer: mail.mailer });
  const db = database.db;
  /** Signs up, then sends the confirmation mail, a job queued before the answer. */
  async function register(body: object, headers: Record<string, string> = {}) {
    const response = await post(app, '/api/sign-up', body, { headers });
    await deps.jobs.runDue();
    return response;
  }

  async function userByEmail(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  it('stores every answer of the agent wizard in the agent profile', async () => {
    const body = signUpBody('agent');
    expect((await register(body)).statusCode).toBe(201);
    const user = await userByEmail(body.email);
    const [profile] = await db
      .select()
      .from(agentProfiles)
      .where(eq(agentProfiles.userId, user?.id ?? ''));
    expect(profile).toMatchObject({
      weeklyHours: 'Between 20-30 hours',
      policeRecord: 'No',
      qualityAnswer: 'I inform the customer and offer add 15 minutes for the delay',
      workPermit: 'Yes',
      hourlyRate: 12500,
      offersLimpieza: true,
      offersCocina: true,
      offersPlanchado: false,
      offersMascotas: true,
      gender: 'female',
      birthDate: '1991-03-14',
      nationality: 'Venezuelan',
      address: 'Av. Providencia 1234, Providencia, Región Metropolitana de Santiago, Chile',
      city: 'Providencia',
      comuna: 'Providencia',
      postcode: null,
      avatarUrl: null,
      uploadId: false,
      uploadCertificate: false,
    });
  });

  it('starts an agent working in their own comuna, spelled as Chile’s list spells it', async () => {
    const area = async (body: ReturnType<typeof signUpBody>) => {
      expect((await register(body)).statusCode).toBe(201);
      const user = await userByEmail(body.email);
      const rows = await db
        .select({ comuna: agentServiceComunas.comuna })
        .from(agentServiceComunas)
        .where(eq(agentServiceComunas.agentId, user?.id ?? ''));
      return rows.map((row) => row.comuna);
    };
    expect(await area(signUpBody('agent'))).toEqual(['Providencia']);
    const nunoa = signUpBody('agent');
    expect(
      await area({ ...nunoa, personalData: { ...nunoa.personalData, comuna: 'nunoa' } }),
    ).toEqual(['Ñuñoa']);
    // A comuna of no list Brillo knows gives no area: the agent chooses it on the profile.
    const unknown = signUpBody('agent');
    expect(
      await area({ ...unknown, personalData: { ...unknown.personalData, comuna: 'Atlántida' } }),
    ).toEqual([]);
  });

  it('stores the customer step 2 in the customer profile, trimmed', async () => {
    const body = signUpBody('customer', {
      name: '  Matías González ',
      personalData: { ...signUpBody('customer').personalData, addressExtra: '  Casa 3 ' },
    });
    expect((await register(body)).statusCode).toBe(201);
    const user = await userByEmail(body.email);
    expect(user?.name).toBe('Matías González');
    const [profile] = await db
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, user?.id ?? ''));
    expect(profile).toMatchObject({
      gender: 'other',
      birthDate: '1987-09-18',
      nationality: 'Chilean',
      addressExtra: 'Casa 3',
      postcode: '7750000',
    });
  });

  it('stores HTML in a name as typed and returns it literally in the session', async () => {
    const body = signUpBody('customer', { name: '<b>Ana</b> & "Co"' });
    expect((await register(body)).statusCode).toBe(201);
    await app.inject({
      method: 'GET',
      url:
        mail.linkTo(body.email, '/verify-email').pathname +
        mail.linkTo(body.email, '/verify-email').search,
    });
    const signedIn = await signInForToken(app, body.email, body.password);
    expect(signedIn.statusCode).toBe(200);
    const session = await app.inject({
      method: 'GET',
      url: '/api/session',
      headers: { authorization: `Bearer ${signedIn.json().token}` },
    });
    expect(session.json().user).toMatchObject({
      name: '<b>Ana</b> & "Co"',
      rol: 'customer',
      personalData: { address: body.personalData.address, addressExtra: 'Depto. 504, torre B' },
    });
    expect(mail.mailTo(body.email)[0]?.html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
  });

  it.each([
    [
      'a missing punctuality answer',
      signUpBody('agent', { quality_question: '' }),
      'quality_question',
      'Por favor selecciona una opción',
    ],
    [
      'a rate of zero',
      signUpBody('agent', { hourlyRate: 0 }),
      'hourlyRate',
      'Por favor ingresa una tarifa por hora válida',
    ],
    [
      'an impossible birth date',
      signUpBody('agent', {
        personalData: { ...signUpBody('agent').personalData, day: 31, month: 2 },
      }),
      'personalData.day',
      'Esa fecha no es válida. Revisa el día, el mes y el año.',
    ],
    [
      'an address not chosen',
      signUpBody('agent', { personalData: { ...signUpBody('agent').personalData, comuna: '' } }),
      'personalData.address',
      'Por favor ingresa una dirección válida',
    ],
    [
      'no address extra',
      signUpBody('customer', {
        personalData: { ...signUpBody('customer').personalData, addressExtra: ' ' },
      }),
      'personalData.addressExtra',
      'Selecciona los datos adicionales',
    ],
    [
      'no postcode',
      signUpBody('customer', {
        personalData: { ...signUpBody('customer').personalData, postcode: '' },
      }),
      'personalData.postcode',
      'Ingresa el código postal',
    ],
    ['no name', signUpBody('customer', { name: '' }), 'name', 'El nombre es requerido'],
    [
      'an agent without name',
      signUpBody('agent', { name: ' ' }),
      'name',
      'El nombre y apellido es requerido',
    ],
    ['no phone', signUpBody('agent', { phone: '' }), 'phone', 'El celular es requerido'],
    [
      'a malformed email',
      signUpBody('customer', { email: 'ana@' }),
      'email',
      'Ingresa un correo válido, por ejemplo nombre@correo.cl',
    ],
    ['no email', signUpBody('agent', { email: '' }), 'email', 'El correo es requerido'],
    [
      'no password',
      signUpBody('customer', { password: '' }),
      'password',
      'El password es requerido',
    ],
    [
      'no police record answer',
      signUpBody('agent', { policeRecord: 'Tal vez' }),
      'policeRecord',
      'Por favor selecciona una opción',
    ],
    [
      'no weekly band',
      signUpBody('agent', { weeklyHours: '' }),
      'weeklyHours',
      'Por favor selecciona una opción',
    ],
    [
      'no work permit answer',
      signUpBody('agent', { permit: null }),
      'permit',
      'Por favor selecciona una opción',
    ],
    [
      'a rate with decimals',
      signUpBody('agent', { hourlyRate: 12500.5 }),
      'hourlyRate',
      'Por favor ingresa una tarifa por hora válida',
    ],
    [
      'no agent gender',
      signUpBody('agent', { personalData: { ...AGENT_PD, gender: '' } }),
      'personalData.gender',
      'Selecciona tu género',
    ],
    [
      'month 13',
      signUpBody('agent', { personalData: { ...AGENT_PD, month: 13 } }),
      'personalData.month',
      'Selecciona un mes',
    ],
    [
      'year 1899',
      signUpBody('agent', { personalData: { ...AGENT_PD, year: 1899 } }),
      'personalData.year',
      'Selecciona un año',
    ],
    [
      'day 0',
      signUpBody('agent', { personalData: { ...AGENT_PD, day: 0 } }),
      'personalData.day',
      'Selecciona un día',
    ],
    [
      'an unknown nationality',
      signUpBody('agent', { personalData: { ...AGENT_PD, nationality: 'Martian' } }),
      'personalData.nationality',
      'Selecciona una nacionalidad',
    ],
    [
      'no customer gender',
      signUpBody('customer', { personalData: { ...CUSTOMER_PD, gender: undefined } }),
      'personalData.gender',
      'Selecciona tu género',
    ],
    [
      'no birth date',
      signUpBody('customer', { personalData: { ...CUSTOMER_PD, birthDate: '' } }),
      'personalData.birthDate',
      'Selecciona tu fecha de nacimiento',
    ],
    [
      'a future birth date',
      signUpBody('customer', { personalData: { ...CUSTOMER_PD, birthDate: '2999-01-01' } }),
      'personalData.birthDate',
      'Esa fecha no es válida. Revisa el día, el mes y el año.',
    ],
    [
      'no customer nationality',
      signUpBody('customer', { personalData: { ...CUSTOMER_PD, nationality: '' } }),
      'personalData.nationality',
      'Selecciona una nacionalidad',
    ],
    [
      'no customer address',
      signUpBody('customer', { personalData: { ...CUSTOMER_PD, address: '' } }),
      'personalData.address',
      'Selecciona una dirección válida',
    ],
  ])(
    'refuses %s with the field message and creates nothing',
    async (_case, body, field, message) => {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields[field]).toBe(message);
      expect(await userByEmail(body.email)).toBeUndefined();
      expect(mail.mailTo(body.email)).toHaveLength(0);
    },
  );

  it('refuses a sign-up sent from another site', async () => {
    const body = signUpBody('customer');
    const response = await register(body, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('CROSS_SITE_REQUEST');
    expect(await userByEmail(body.email)).toBeUndefined();
  });

  it('offers no other way to sign up', async () => {
    const response = await post(app, '/api/auth/sign-up/email', signUpBody('customer'));
    expect(response.statusCode).toBe(404);
  });
});

describe('registering while mail cannot be sent', async () => {
  const { app, database } = await createTestApp({
    mailer: { send: () => Promise.reject(new Error('SMTP caído')) },
  });

  it('keeps the account and answers 201, so the person can ask for the email again', async () => {
    const body = signUpBody('customer');
    const response = await post(app, '/api/sign-up', body);
    expect(response.statusCode).toBe(201);
    const [user] = await database.db.select().from(users).where(eq(users.email, body.email));
    expect(user?.emailVerified).toBe(false);
  });
});
