import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  captureMail,
  heldMail,
  post,
  signUpBody,
  statusWhileMailIsHeld,
} from '../../../test/auth.ts';
import { createTestApp } from '../../../test/app.ts';
import { accounts, users } from '../../db/schema.ts';

describe('signing up', async () => {
  const mail = captureMail();
  const { app, database, deps } = await createTestApp({ mailer: mail.mailer });
  const db = database.db;
  /** Signs up, then sends the confirmation mail, a job queued before the answer. */
  async function signUp(body: object) {
    const response = await post(app, '/api/sign-up', body);
    await deps.jobs.runDue();
    return response;
  }

  async function storedUser(email: string) {
    const [user] = await db.select().from(users).where(eq(users.email, email));
    return user;
  }

  it('creates an unconfirmed agent with the role and phone given, and emails a confirmation link', async () => {
    const body = signUpBody('agent');
    const response = await signUp(body);

    expect(response.statusCode).toBe(201);
    const user = await storedUser(body.email);
    expect(response.json()).toEqual({ userId: user?.id, email: body.email });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(user).toMatchObject({
      name: 'Valentina Rojas Muñoz',
      role: 'agent',
      phone: '+56987654321',
      emailVerified: false,
    });
    expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [credential] = await db
      .select()
      .from(accounts)
      .where(eq(accounts.userId, user?.id ?? ''));
    expect(credential?.providerId).toBe('credential');
    expect(credential?.password).not.toContain(body.password);
    const [confirmation] = mail.mailTo(body.email);
    expect(confirmation?.subject).toBe('Confirma tu correo en Brillo');
    expect(mail.linkTo(body.email, '/api/auth/verify-email').origin).toBe('http://localhost:3000');
  });

  it('creates a customer the same way', async () => {
    const body = signUpBody('customer');
    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    expect((await storedUser(body.email))?.role).toBe('customer');
    expect(mail.mailTo(body.email)).toHaveLength(1);
  });

  it('refuses any role other than agent or customer with a Spanish field error', async () => {
    const body = signUpBody('agent', { rol: 'admin' });
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { rol: 'El rol debe ser agente o cliente' },
    });
    expect(await storedUser(body.email)).toBeUndefined();
  });

  it('refuses a sign-up without a role', async () => {
    const body: Record<string, unknown> = signUpBody('customer');
    delete body.rol;
    const response = await signUp(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.rol).toBe('El rol debe ser agente o cliente');
    expect(await storedUser(String(body.email))).toBeUndefined();
  });

  it('ignores fields a client should not set: role, emailVerified, id', async () => {
    const body = signUpBody('customer', {
      role: 'agent',
      emailVerified: true,
      id: 'chosen-by-the-client',
    });
    const response = await signUp(body);
    expect(response.statusCode).toBe(201);
    const user = await storedUser(body.email);
    expect(user).toMatchObject({ role: 'customer', emailVerified: false });
    expect(user?.id).not.toBe('chosen-by-the-client');
  });

  it('refuses passwords of 7 and of 129 characters, naming the limit in Spanish', async () => {
    const short = await signUp(signUpBody('agent', { password: '1234567' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.password).toBe('El password debe tener al menos 8 caracteres');

    const long = await signUp(signUpBody('agent', { password: 'a'.repeat(129) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.password).toBe(
      'El password debe tener como máximo 128 caracteres',
    );
  });

  it('accepts passwords of exactly 8 and 128 characters', async () => {
    expect((await signUp(signUpBody('agent', { password: '12345678' }))).statusCode).toBe(201);
    expect((await signUp(signUpBody('agent', { password: 'a'.repeat(128) }))).statusCode).toBe(201);
  });

  it('refuses a phone outside the +569 format', async () => {
    const response = await signUp(signUpBody('agent', { phone: '912345678' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields.phone).toBe(
      'Formato de teléfono inválido. El formato correcto es +569xxxxxxxx.',
    );
  });

  it('answers a duplicate email, in any case, with 409 EMAIL_TAKEN and sends nothing', async () => {
    const body = signUpBody('customer');
    expect((await signUp(body)).statusCode).toBe(201);
    const again = await signUp(signUpBody('agent', { email: body.email.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'EMAIL_TAKEN',
        message: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
        fields: {
          email: 'Ya existe una cuenta con este correo. Inicia sesión o recupera tu contraseña.',
        },
      },
    });
    expect(mail.mailTo(body.email)).toHaveLength(1);
    expect((await storedUser(body.email))?.role).toBe('customer');
  });
});

describe('the confirmation mail', () => {
  it('goes out after the answer: a sign-up does not wait for the mail server', async () => {
    const mail = heldMail();
    const { app, deps } = await createTestApp({ mailer: mail.mailer });
    const body = signUpBody('agent');

    const answer = post(app, '/api/sign-up', body);
    expect(await statusWhileMailIsHeld(answer)).toBe(201);
    // The answer came first; the job sends the mail, and waits while the server does not answer.
    const sending = deps.jobs.runDue();
    await mail.started;
    expect(mail.delivered).toEqual([]);

    mail.release();
    await sending;
    expect(mail.delivered.map((message) => message.subject)).toEqual([
      'Confirma tu correo en Brillo',
    ]);
  });
});
