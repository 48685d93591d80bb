import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSchemas } from '@brillo/domain/contracts/endpoint';
import { readSession } from '@brillo/domain/contracts/light-endpoints';
import type { Session } from '@brillo/domain/contracts/session';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';

/** `GET /api/session`: who is signed in (spec §3 "Session"), for the cookie or a bearer token. */
export const sessionRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'guards'>> = async (
  app,
  { guards },
) => {
  route(
    app,
    await withSchemas(readSession),
    {
      preHandler: guards.requireSession,
      schema: {
        tags: ['cuentas'],
        summary: 'La sesión de quien llama',
        description:
          'accessToken solo aparece cuando la llamada se autenticó con Authorization: Bearer.',
        response: errorResponses(401),
      },
    },
    async (request): Promise<Session> => {
      const caller = callerOf(request);
      return {
        userId: caller.userId,
        ...(caller.via === 'bearer' ? { accessToken: caller.sessionToken } : {}),
        lastSignInAt: caller.signedInAt.toISOString(),
        createdAt: caller.userCreatedAt.toISOString(),
        user: {
          id: caller.userId,
          name: caller.name,
          email: caller.email,
          phone: caller.phone,
          rol: caller.role,
          personalData: caller.personalData,
        },
      };
    },
  );
};
