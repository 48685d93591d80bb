import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { errorBody } from './error-handler.ts';

const HASHED_ASSETS = '/assets/';

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function answerApiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', commonTexts.errors.routeNotFound));
}

/**
 * Serves the built SPA when its folder exists: hashed assets cached for a year, `index.html`
 * never cached, and `index.html` for any unknown non-API path so the client router decides.
 * Unknown API paths always answer a JSON 404 in the error shape.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexFile || !fs.existsSync(indexFile)) {
    app.setNotFoundHandler(answerApiNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes `.br` and `.gz` beside each text file (apps/web/vite-plugins/precompress.ts):
    // sent as they are to browsers that accept them, with `Vary: Accept-Encoding`.
    preCompressed: true,
    // Hashed file names change with their content; anything else must be revalidated.
    setHeaders(reply, filePath) {
      const relative = `/${path.relative(distDir, filePath).split(path.sep).join('/')}`;
      reply.header(
        'cache-control',
        relative.startsWith(HASHED_ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !wantsPage || request.url.startsWith(HASHED_ASSETS)) {
      return answerApiNotFound(request, reply);
    }
    return reply.sendFile('index.html');
  });
}
