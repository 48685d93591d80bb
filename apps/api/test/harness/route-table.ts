import type { HTTPMethods, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';

/** One route as the harnesses see it: `'POST /api/sign-up'`, with the schemas it validates. */
export interface TableRoute {
  key: string;
  method: HTTPMethods;
  url: string;
  schema: { body?: ZodType; querystring?: ZodType; params?: ZodType; headers?: ZodType };
}

/**
 * Collects Fastify's route table while the app is built: pass `routeTable.onRoute` to
 * `createTestApp`. HEAD routes that Fastify adds for each GET are left out (the GET stands for
 * them); a route for several methods counts once per method.
 */
export function routeTable() {
  const routes: TableRoute[] = [];
  function onRoute(route: RouteOptions) {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const alsoGet = methods.includes('GET') || route.method === 'HEAD';
      if (method === 'HEAD' && alsoGet) continue;
      routes.push({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        schema: (route.schema ?? {}) as TableRoute['schema'],
      });
    }
  }
  return { routes, onRoute };
}
