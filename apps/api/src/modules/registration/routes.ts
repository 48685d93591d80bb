import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiErrorBodySchema } from '@brillo/domain/api-error';
import { SignUpSchema } from '@brillo/domain/contracts/sign-up';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { emailTaken } from '../auth/auth-errors.ts';
import { authLinks } from '../auth/auth-links.ts';
import { enforceRateLimit } from '../rate-limits/rate-limits.ts';
import { assertSameSite } from '../../plugins/same-site.ts';
import { createAccount, EmailAlreadyRegisteredError, isEmailTaken } from './repository.ts';

const RegisteredSchema = z.object({ userId: z.string(), email: z.email() });

/**
 * `POST /api/registrations`: the sign-up of both wizards. The body is validated with the same
 * step schemas the forms use (packages/domain/src/contracts), the account and its profile are
 * created in one transaction, then the confirmation email is sent.
 */
export const registrationRoutes: FastifyPluginAsyncZod<{ config: Config; db: Database }> = async (
  app,
  { config, db },
) => {
  const { verifiedLanding } = authLinks(config.publicUrl);

  app.post(
    '/registrations',
    {
      schema: {
        tags: ['cuentas'],
        summary: 'Registra un agente o un cliente y envía el correo de confirmación',
        body: SignUpSchema,
        response: {
          201: RegisteredSchema,
          400: ApiErrorBodySchema,
          403: ApiErrorBodySchema,
          409: ApiErrorBodySchema,
          429: ApiErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const signUp = request.body;
      assertSameSite(request, config);
      if (config.authRateLimits) {
        await enforceRateLimit(db, reply, 'signUp', { ip: request.ip, email: signUp.email });
      }
      if (await isEmailTaken(db, signUp.email)) throw emailTaken();
      let account;
      try {
        account = await createAccount(db, signUp);
      } catch (error) {
        if (error instanceof EmailAlreadyRegisteredError) throw emailTaken();
        throw error;
      }
      try {
        await app.auth.api.sendVerificationEmail({
          body: { email: account.email, callbackURL: verifiedLanding },
        });
      } catch (error) {
        // The account exists; the person can ask for the email again from /signin.
        request.log.error({ err: error }, 'the confirmation email could not be sent');
      }
      return reply.status(201).send(account);
    },
  );
};
