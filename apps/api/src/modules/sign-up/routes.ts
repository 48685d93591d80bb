import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signUp } from '@brillo/domain/contracts/sign-up';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { queueConfirmationEmail } from '../../plugins/authentication/account-email-jobs.ts';
import { route } from '../../plugins/endpoints.ts';
import { assertSameSite } from '../../plugins/same-site.ts';
import { createSignUpService } from './service.ts';

type SignUpRoutesOptions = Pick<
  Dependencies,
  'config' | 'db' | 'clock' | 'passwordHasher' | 'jobs'
>;

/**
 * `POST /api/sign-up`: the sign-up of both wizards (ADR-011). The body is validated with the same
 * step schemas the forms use (packages/domain/src/contracts); the service creates the account and
 * its profile in one transaction, with its confirmation email's job.
 */
export const signUpRoutes: FastifyPluginAsyncZod<SignUpRoutesOptions> = async (app, deps) => {
  const service = createSignUpService({
    ...deps,
    queueConfirmation: (executor, userId) => queueConfirmationEmail(deps.jobs, executor, userId),
  });

  route(
    app,
    signUp,
    {
      config: { rateLimit: 'signUp' },
      // Before validation and the limiter: a sign-up from another site counts for nothing.
      preValidation: async (request) => assertSameSite(request, deps.config),
      schema: {
        tags: ['cuentas'],
        summary: 'Registra un agente o un cliente y envía el correo de confirmación',
        response: errorResponses(400, 403, 409, 429),
      },
    },
    async (request, reply) => {
      const account = await service.signUp(request.body);
      return reply.status(201).send(account);
    },
  );
};
