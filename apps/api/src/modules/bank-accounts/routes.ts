import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBankAccount, saveBankAccount } from '@brillo/domain/contracts/bank-account';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { createBankAccountsService } from './service.ts';

const TAGS = ['pagos a agentes'];

/**
 * The agent's bank account for payouts (PD-42, issue 33): read and registered by the agent alone,
 * who is always the caller. The number is answered masked to its last four digits.
 */
export const bankAccountRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'clock' | 'jobs' | 'guards'>
> = async (app, deps) => {
  const service = createBankAccountsService(deps);
  const agentOnly = deps.guards.requireRole('agent');

  route(
    app,
    readBankAccount,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'La cuenta bancaria de quien llama, con el número enmascarado',
        response: errorResponses(401, 403),
      },
    },
    async (request) => service.read(callerOf(request).userId),
  );

  route(
    app,
    saveBankAccount,
    {
      preHandler: agentOnly,
      schema: {
        tags: TAGS,
        summary: 'Registra la cuenta bancaria de quien llama',
        description:
          'La cuenta debe estar en el RUT de quien llama (el del titular igual al suyo); el RUT ' +
          'queda fijo desde la primera cuenta. Una cuenta nueva recibe pagos 24 horas después y ' +
          'la agente recibe un correo. La misma cuenta responde `changed: false` y no cambia nada.',
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => service.save(callerOf(request).userId, request.body),
  );
};
