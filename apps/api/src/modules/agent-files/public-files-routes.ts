import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCAL_PUBLIC_FILES_PATH } from '../../adapters/storage/create-file-storage.ts';
import { isValidFileKey } from '../../adapters/storage/file-key.ts';
import type { Dependencies } from '../../dependencies.ts';
import { errorResponses, notFound } from '../../errors.ts';

/** True when the storage's public files are addresses on Brillo itself (the local disk). */
export function servesPublicFilesHere(storage: Dependencies['storage']): boolean {
  return storage.publicUrl('probe.webp').startsWith(`${LOCAL_PUBLIC_FILES_PATH}/`);
}

/**
 * `GET /files/{key}`: the public files (avatars) of the local-disk storage, cached for a year
 * (their keys are never reused) with the type stored with them. Private files are never served
 * here. With a bucket, public files have absolute addresses and every path here answers 404.
 */
export const publicFilesRoutes: FastifyPluginAsyncZod<Pick<Dependencies, 'storage'>> = async (
  app,
  { storage },
) => {
  const enabled = servesPublicFilesHere(storage);

  app.get(
    `${LOCAL_PUBLIC_FILES_PATH}/*`,
    {
      schema: {
        tags: ['archivos públicos'],
        summary: 'Un archivo público (avatar) guardado en el disco del servidor',
        params: z.object({ '*': z.string() }),
        response: {
          200: z.any().describe('El archivo, con el tipo con que se guardó.'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!enabled || !isValidFileKey(key)) throw notFound();
      const file = await storage.get(key, 'public');
      if (!file) throw notFound();
      return reply
        .type(file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(file.body);
    },
  );
};
