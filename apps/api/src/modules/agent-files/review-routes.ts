import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ReviewedDocumentFileSchema,
  approveDocument,
  rejectDocument,
  reviewDocumentFile,
  verificationQueue,
} from '@brillo/domain/contracts/verification';
import { agentDocumentContentTypes } from '@brillo/domain/enums';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses } from '../../errors.ts';
import { callerOf } from '../../plugins/authentication/guards.ts';
import { route } from '../../plugins/endpoints.ts';
import { inlineDisposition } from './file-names.ts';
import { createDocumentReviewService, type RecordOperatorAction } from './review-service.ts';
import { DOCUMENT_CONTENT_SECURITY_POLICY } from './routes.ts';

const tags = ['operadores'];

/**
 * The operators' review of identity documents under `/api/operador` (PD-37, ADR-079). As every
 * console route, guarded before its input is read: anyone but an operator gets 404 (ADR-078).
 * Registered by app.ts inside the console, which answers `no-store`; the audit log's writer
 * reaches it from the operators module through the app's wiring.
 */
export const documentReviewRoutes: FastifyPluginAsyncZod<
  Pick<Dependencies, 'db' | 'guards' | 'storage' | 'jobs' | 'clock'> & {
    recordOperatorAction: RecordOperatorAction;
  }
> = async (app, deps) => {
  app.addHook('onRequest', deps.guards.requireOperator);
  const reviews = createDocumentReviewService(deps);

  route(
    app,
    verificationQueue,
    {
      schema: {
        tags,
        summary: 'Agentes con documentos por revisar, la subida más antigua primero',
        description: '20 agentes por página, con sus dos documentos actuales. Solo operadores.',
        response: errorResponses(400, 403, 404),
      },
    },
    async (request) => reviews.queue(request.query),
  );

  route(
    app,
    reviewDocumentFile,
    {
      schema: {
        tags,
        summary: 'El archivo de un documento, para revisarlo en el navegador',
        response: {
          200: {
            description: 'El archivo tal como se subió, con el tipo que se detectó.',
            content: Object.fromEntries(
              agentDocumentContentTypes.map((type) => [
                type,
                { schema: ReviewedDocumentFileSchema },
              ]),
            ),
          },
          ...errorResponses(403, 404),
        },
      },
    },
    async (request, reply) => {
      const { record, file } = await reviews.documentFile(request.params.documentId);
      return reply
        .type(record.contentType)
        .header('content-length', file.size)
        .header('content-disposition', inlineDisposition(record.originalName, record.contentType))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', DOCUMENT_CONTENT_SECURITY_POLICY)
        .send(file.body);
    },
  );

  route(
    app,
    approveDocument,
    {
      schema: {
        tags,
        summary: 'Aprueba un documento en revisión',
        description:
          'Registra la decisión y su fila de auditoría en una transacción y envía un correo al ' +
          'agente. 409 si otro operador ya lo revisó.',
        response: errorResponses(403, 404, 409),
      },
    },
    async (request) => reviews.approve(callerOf(request).userId, request.params.documentId),
  );

  route(
    app,
    rejectDocument,
    {
      schema: {
        tags,
        summary: 'Rechaza un documento en revisión, con un motivo de la lista y un comentario',
        description:
          'El agente ve el motivo en «Mis documentos» y lo recibe por correo. 409 si otro ' +
          'operador ya lo revisó.',
        response: errorResponses(400, 403, 404, 409),
      },
    },
    async (request) =>
      reviews.reject(callerOf(request).userId, request.params.documentId, request.body),
  );
};
