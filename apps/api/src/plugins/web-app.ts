import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { seoTexts } from '@brillo/domain/texts/seo.es-CL';
import {
  canonicalPathOf,
  indexablePaths,
  prerenderedPages,
  webPaths,
} from '@brillo/domain/web-paths';
import { consolePaths } from '@brillo/domain/console-paths';
import { errorBody } from './error-handler.ts';

const HASHED_ASSETS = '/assets/';

/** Every page path the web app's router knows (the shared table); any other page is a 404. */
const pagePaths: ReadonlySet<string> = new Set([
  ...Object.values(webPaths),
  ...Object.values(consolePaths),
]);

/** The table's paths with `:params` (`/operador/reservas/:id`), each segment a parameter takes. */
const pagePatterns: readonly RegExp[] = [...pagePaths]
  .filter((path) => path.includes('/:'))
  .map((path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`));

/** Whether the router knows the page: a path of the table, or one of its paths with params. */
function isPagePath(path: string): boolean {
  return pagePaths.has(path) || pagePatterns.some((pattern) => pattern.test(path));
}

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function answerApiNotFound(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send(errorBody('NOT_FOUND', commonTexts.errors.routeNotFound));
}

/** The path of a page request without its query and trailing slash ('/privacy/?a=1' → '/privacy'). */
export function pagePathOf(url: string): string {
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

function escapeText(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** An absolute URL of this site: the configured public address and a path. */
function absoluteUrl(publicUrl: string, pagePath: string): string {
  return new URL(pagePath, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).href;
}

/**
 * The head of one page: for an indexable page its title, description, canonical URL and Open
 * Graph tags in Spanish; for any other page (behind a sign-in, a one-time link, or the 404) a
 * `noindex`, so that search engines list only the public pages.
 */
export function headFor(pagePath: string, publicUrl: string): { title?: string; tags: string } {
  const canonicalPath = canonicalPathOf[pagePath] ?? pagePath;
  const seo = seoTexts.pages[canonicalPath];
  if (!seo || !(indexablePaths as readonly string[]).includes(canonicalPath)) {
    return { tags: '<meta name="robots" content="noindex" />' };
  }
  const url = escapeAttribute(absoluteUrl(publicUrl, canonicalPath));
  const title = escapeAttribute(seo.title);
  const description = escapeAttribute(seo.description);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeAttribute(seoTexts.siteName)}" />`,
    `<meta property="og:locale" content="${seoTexts.locale}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
  ].join('\n    ');
  return { title: seo.title, tags };
}

/** Files of the build that are never answered as they are (see `allowedPath` below). */
const BUILD_ONLY_FILES = [/^\/index\.html/, /^\/prerendered\//, /^\/\.vite\//];

/** index.html with a page's head: its own description replaces the built one, and its title. */
export function pageHtml(indexHtml: string, pagePath: string, publicUrl: string): string {
  const head = headFor(pagePath, publicUrl);
  let html = indexHtml.replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  if (head.title) {
    html = html.replace(/<title>[^<]*<\/title>/i, `<title>${escapeText(head.title)}</title>`);
  }
  return html.replace('</head>', `    ${head.tags}\n  </head>`);
}

interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html);
  return {
    identity,
    br: zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
    gzip: zlib.gzipSync(identity, { level: 9 }),
  };
}

/** Whether the request's Accept-Encoding allows `coding` (not listed, or listed with q=0: no). */
function accepts(request: FastifyRequest, coding: string): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    if (name !== coding) return false;
    const quality = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return quality === undefined || Number(quality.slice(2)) > 0;
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: EncodedPage, status: number) {
  reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/** robots.txt: everything but the API may be crawled; the sitemap is at its absolute URL. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /dev/',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

/** The sitemap of the indexable pages, with absolute URLs from the configured public address. */
export function sitemapXml(publicUrl: string): string {
  const urls = indexablePaths
    .map((page) => `  <url><loc>${escapeText(absoluteUrl(publicUrl, page))}</loc></url>`)
    .join('\n');
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt and sitemap.xml, served whether or not the web app is built. */
function registerCrawlerFiles(app: FastifyInstance, publicUrl: string) {
  const robots = robotsTxt(publicUrl);
  const sitemap = sitemapXml(publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}

/**
 * Serves the built SPA when its folder exists: hashed assets cached for a year, pages never
 * cached. A page path of the shared route table (`@brillo/domain/web-paths`) answers index.html
 * with that page's head (title, description, canonical URL, Open Graph); any other page path
 * answers the same document with HTTP 404, and the client router shows its not-found page. Pages
 * are compressed once per path and kept (Brotli, gzip). Unknown API paths, missing assets and
 * other methods answer a JSON 404 in the error shape. robots.txt and the sitemap are served always.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  publicUrl: string,
) {
  registerCrawlerFiles(app, publicUrl);
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  if (!distDir || !indexFile || !fs.existsSync(indexFile)) {
    app.setNotFoundHandler(answerApiNotFound);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build's own files are not pages: the shell and the prerendered documents are only
    // answered through the page routes below (with their head and status), and the manifest
    // is the build's. Asked for directly, they are not found.
    allowedPath: (pathName) => !BUILD_ONLY_FILES.some((pattern) => pattern.test(pathName)),
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
  const indexHtml = fs.readFileSync(indexFile, 'utf8');
  // The pages the build rendered to HTML (ADR-048), by path; any other page is the empty shell.
  const prerendered = new Map<string, string>();
  for (const [name, pagePath] of Object.entries(prerenderedPages)) {
    const file = path.join(distDir, 'prerendered', `${name}.html`);
    if (fs.existsSync(file)) prerendered.set(pagePath, fs.readFileSync(file, 'utf8'));
  }
  const encoded = new Map<string, EncodedPage>();
  /** The document of a page, built and compressed once: `source` names its prerendered HTML. */
  const pageFor = (source: string, pagePath: string): EncodedPage => {
    const key = `${source}\u0000${pagePath}`;
    let page = encoded.get(key);
    if (!page) {
      page = encodePage(pageHtml(prerendered.get(source) ?? indexHtml, pagePath, publicUrl));
      encoded.set(key, page);
    }
    return page;
  };
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !wantsPage || request.url.startsWith(HASHED_ASSETS)) {
      return answerApiNotFound(request, reply);
    }
    const pagePath = pagePathOf(request.url);
    if (isPagePath(pagePath)) {
      // A path that shows another page's screen ('/signup') is that page's prerendered HTML.
      const source = canonicalPathOf[pagePath] ?? pagePath;
      return sendPage(request, reply, pageFor(source, pagePath), 200);
    }
    // Every unknown path gets the same document (its head says noindex, whatever the path).
    return sendPage(
      request,
      reply,
      pageFor(prerenderedPages.notFound, prerenderedPages.notFound),
      404,
    );
  });
}
