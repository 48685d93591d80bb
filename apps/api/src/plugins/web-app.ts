import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatLongDate } from '@brillo/domain/format';
import { formatClp } from '@brillo/domain/format-booking';
import { formatAverage, type RatingSummary } from '@brillo/domain/rating-average';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { publicAgentTexts } from '@brillo/domain/texts/public-agent.es-CL';
import { ratingsTexts } from '@brillo/domain/texts/ratings.es-CL';
import { seoTexts } from '@brillo/domain/texts/seo.es-CL';
import { verificationTexts } from '@brillo/domain/texts/verification.es-CL';
import type { AccountRole } from '@brillo/domain/user-roles';
import {
  FRAME_BIO_MARK,
  FRAME_DATA_ID,
  FRAME_JOINED_MARK,
  type FrameData,
} from '@brillo/domain/frame-data';
import {
  SESSION_NAME_MARK,
  canonicalPathOf,
  indexablePaths,
  prerenderedPages,
  signedInFrames,
  webPaths,
} from '@brillo/domain/web-paths';
import { consolePaths } from '@brillo/domain/console-paths';
import type { Clock } from '../clock.ts';
import { errorBody } from './error-handler.ts';

const HASHED_ASSETS = '/assets/';

/** An agent as the public profile's HTML shows it before any JavaScript runs (PD-45). */
export interface PublicAgentCard {
  id: string;
  name: string;
  avatarUrl: string | null;
  verified: boolean;
  bio: string;
  hourlyRate: number;
  comuna: string | null;
  rating: RatingSummary;
}

/**
 * What the web app's server reads of the discovery module, handed in by app.ts (a plugin imports
 * no module): the agent of `/agentes/:id`, undefined for an id the profile's API answers 404 for
 * (unknown, a customer's or operator's, suspended); and the ids of the agents anyone may look at.
 */
export interface PublicAgentReads {
  publicAgentPage(agentId: string): Promise<PublicAgentCard | undefined>;
  publicAgentIds(limit: number): Promise<string[]>;
}

/** Whose a signed-in frame is: what the API writes into it of the session's account. */
export interface FrameCaller {
  userId: string;
  role: AccountRole;
  name: string;
  email: string;
  /** When the account was created. */
  userCreatedAt: Date;
}

/**
 * Who the request's session is, as a signed-in frame needs it (ADR-086): the guards' own lookup,
 * handed in by app.ts; null when signed out.
 */
export type FrameCallerLookup = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FrameCaller | null>;

/**
 * What a signed-in frame shows of its account besides the name (ADR-087), handed in by app.ts:
 * the agent's biography as stored (empty when there is none), read by the module that owns it,
 * and the marketplace's time zone, whose calendar dates are written in (PD-2).
 */
export interface FrameReads {
  agentBio(agentId: string): Promise<string>;
  timeZone: string;
}

/** A signed-in frame as the build rendered it, and what it needs filled in besides the name. */
interface LoadedFrame {
  role: AccountRole;
  html: string;
  /** Whether it shows the agent's biography (`FRAME_BIO_MARK`). */
  showsBio: boolean;
  /** Whether it shows the join date (`FRAME_JOINED_MARK`). */
  showsJoinDate: boolean;
}

/** `/agentes/:id`, its id captured: a path segment, as the route table's pattern takes it. */
const AGENT_PROFILE = new RegExp(`^${webPaths.publicAgentProfile.replace(':id', '([^/]+)')}$`);

/** The path of an agent's public profile. */
function agentProfilePath(agentId: string): string {
  return webPaths.publicAgentProfile.replace(':id', encodeURIComponent(agentId));
}

/** The sitemaps protocol's limit of URLs in one file (sitemaps.org). */
const SITEMAP_MAX_URLS = 50_000;
/** How long the sitemap's last answer is kept before the agents are read again. */
const SITEMAP_KEPT_MS = 60_000;
/** Longest meta description: what search engines show of it. */
const DESCRIPTION_MAX = 160;

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

/**
 * The template with each of `fills`' keys replaced by its value, in one pass: a value is never
 * searched again, so a name or biography that holds a mark (or `</body>`) stays as written.
 */
function fillMarks(template: string, fills: Readonly<Record<string, string>>): string {
  const pattern = new RegExp(
    Object.keys(fills)
      .map((mark) => mark.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
      .join('|'),
    'g',
  );
  return template.replace(pattern, (mark) => fills[mark] ?? mark);
}

/**
 * The JSON block that hands the app what a frame was filled with (`FRAME_DATA_ID`). Inside a
 * script element only `</script` or `<!--` could end or change it: every `<` is written as its
 * JSON escape, which reads as the same text.
 */
function frameDataBlock(data: FrameData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${FRAME_DATA_ID}">${json}</script>`;
}

/**
 * The frame filled in for its caller: the name, escaped as for an attribute (safe in text too),
 * and what else it shows (the agent's biography as the header shows it, the join date), escaped,
 * which the block before `</body>` hands to the app as well.
 */
async function fillFrame(
  frame: LoadedFrame,
  caller: FrameCaller,
  reads: FrameReads,
): Promise<string> {
  const fills: Record<string, string> = { [SESSION_NAME_MARK]: escapeAttribute(caller.name) };
  const data: FrameData = { email: caller.email };
  if (frame.showsBio) {
    data.bio = await reads.agentBio(caller.userId);
    fills[FRAME_BIO_MARK] = escapeText(dashboardTexts.bio.shown(data.bio));
  }
  if (frame.showsJoinDate) {
    data.joinedOn = formatLongDate(caller.userCreatedAt, reads.timeZone);
    fills[FRAME_JOINED_MARK] = escapeText(data.joinedOn);
  }
  if (frame.showsBio || frame.showsJoinDate) fills['</body>'] = `${frameDataBlock(data)}</body>`;
  return fillMarks(frame.html, fills);
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

/** `text` on one line, cut at a word to at most `max` characters with '…' when longer. */
export function shortened(text: string, max = DESCRIPTION_MAX): string {
  // Code points, not UTF-16 units: a cut never splits an emoji.
  const characters = [...text.replace(/\s+/g, ' ').trim()];
  if (characters.length <= max) return characters.join('');
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:]+$/, '')}…`;
}

/** The rating as customers read it (decision 29): '4,5 de 5 · 12 evaluaciones'. */
function ratingLine(rating: RatingSummary): string {
  const { summary } = ratingsTexts;
  if (rating.average === null) return summary.none;
  return `${summary.outOfFive(formatAverage(rating.average))} · ${summary.count(rating.count)}`;
}

/**
 * The head of an agent's public profile: its title, the biography (or a sentence of who, where
 * and the rate) as description, canonical URL, and an Open Graph profile with the avatar, so that
 * a shared link shows the agent. Everything is the agent's own text, escaped.
 */
function agentProfileHead(
  agent: PublicAgentCard,
  publicUrl: string,
): { title: string; tags: string } {
  const texts = seoTexts.agentProfile;
  const title = texts.title(agent.name, agent.comuna);
  const description = escapeAttribute(
    shortened(agent.bio) ||
      texts.description(agent.name, agent.comuna, formatClp(agent.hourlyRate)),
  );
  const url = escapeAttribute(absoluteUrl(publicUrl, agentProfilePath(agent.id)));
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${url}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="${escapeAttribute(seoTexts.siteName)}" />`,
    `<meta property="og:locale" content="${seoTexts.locale}" />`,
    `<meta property="og:title" content="${escapeAttribute(title)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${url}" />`,
    ...(agent.avatarUrl
      ? [
          `<meta property="og:image" content="${escapeAttribute(absoluteUrl(publicUrl, agent.avatarUrl))}" />`,
          `<meta property="og:image:alt" content="${escapeAttribute(publicAgentTexts.avatarAlt(agent.name))}" />`,
        ]
      : []),
  ].join('\n    ');
  return { title, tags };
}

/**
 * What a visitor without JavaScript (and a crawler) reads of the agent: name, avatar, Verificado,
 * rate, comuna, rating and biography, in a `<noscript>` beside the root. Not inside the root: the
 * app takes a root with content for prerendered HTML and would hydrate over it (main.tsx).
 * Never the email, phone, address or documents: the card carries none of them.
 */
function agentProfileNoscript(agent: PublicAgentCard, publicUrl: string): string {
  const texts = publicAgentTexts;
  const parts = [
    agent.avatarUrl
      ? `<img src="${escapeAttribute(absoluteUrl(publicUrl, agent.avatarUrl))}" alt="${escapeAttribute(texts.avatarAlt(agent.name))}" width="96" height="96" style="border-radius:50%;object-fit:cover" />`
      : '',
    `<h1>${escapeText(agent.name)}</h1>`,
    agent.verified ? `<p><strong>${escapeText(verificationTexts.badge)}</strong></p>` : '',
    `<p>${escapeText(texts.rate(formatClp(agent.hourlyRate)))}</p>`,
    agent.comuna ? `<p>${escapeText(texts.comuna(agent.comuna))}</p>` : '',
    `<p>${escapeText(ratingLine(agent.rating))}</p>`,
    `<h2>${escapeText(texts.bioTitle)}</h2>`,
    `<p style="white-space:pre-line">${escapeText(agent.bio.trim() || texts.noBio)}</p>`,
    `<p>${escapeText(seoTexts.agentProfile.bookPrompt)} <a href="${webPaths.signIn}">${escapeText(seoTexts.agentProfile.signIn)}</a></p>`,
  ];
  return `<noscript><main style="max-width:40rem;margin:2rem auto;padding:0 1rem;font-family:system-ui,sans-serif;line-height:1.5">${parts.join('')}</main></noscript>`;
}

/**
 * The shell with an agent's head and its `<noscript>` profile. Replaced through functions: the
 * agent's text is never read as a replacement pattern ('$&' stays '$&').
 */
function agentPageHtml(indexHtml: string, agent: PublicAgentCard, publicUrl: string) {
  const head = agentProfileHead(agent, publicUrl);
  const noscript = agentProfileNoscript(agent, publicUrl);
  return indexHtml
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeText(head.title)}</title>`)
    .replace('</head>', () => `    ${head.tags}\n  </head>`)
    .replace('</body>', () => `${noscript}\n  </body>`);
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

/** Whether a page's document depends on who asks: kept by no cache, and said to vary. */
type Personal = 'personal' | 'shared';

function pageHeaders(reply: FastifyReply, status: number, personal: Personal = 'shared') {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', personal === 'personal' ? 'private, no-store' : 'no-cache')
    .header('vary', personal === 'personal' ? 'accept-encoding, cookie' : 'accept-encoding');
}

function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: EncodedPage,
  status: number,
  personal: Personal = 'shared',
) {
  pageHeaders(reply, status, personal);
  if (accepts(request, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (accepts(request, 'gzip')) return reply.header('content-encoding', 'gzip').send(page.gzip);
  return reply.send(page.identity);
}

/**
 * A page built for this request (an agent's profile, a signed-in frame): compressed once, in the
 * one coding the browser takes, at a quick level, since it is not kept (an agent's profile: well
 * under a millisecond; the customer's dashboard frame, 45 KB: about one).
 */
function sendBuiltPage(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
  personal: Personal = 'shared',
) {
  pageHeaders(reply, 200, personal);
  const identity = Buffer.from(html);
  if (accepts(request, 'br')) {
    const br = zlib.brotliCompressSync(identity, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    return reply.header('content-encoding', 'br').send(br);
  }
  if (accepts(request, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(identity, { level: 6 }));
  }
  return reply.send(identity);
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

/**
 * The sitemap of the indexable pages, then the public profiles of `agentIds`, with absolute URLs
 * from the configured public address.
 */
export function sitemapXml(publicUrl: string, agentIds: readonly string[] = []): string {
  const urls = [...indexablePaths, ...agentIds.map(agentProfilePath)]
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
function registerCrawlerFiles(
  app: FastifyInstance,
  publicUrl: string,
  { agents, clock }: { agents: PublicAgentReads; clock: Clock },
) {
  const robots = robotsTxt(publicUrl);
  // Each sitemap is a read of every active agent, and anyone may ask for it in a loop: the last
  // answer is kept with the time it was read and answered for a minute (a new or suspended agent
  // shows within it). Asks that arrive while it is read share that read; a failed read is not
  // kept, so the next ask reads again.
  let kept: { readAt: number; xml: Promise<string> } | undefined;
  const sitemap = (): Promise<string> => {
    const now = clock.now().getTime();
    if (kept && now - kept.readAt < SITEMAP_KEPT_MS) return kept.xml;
    const reading = {
      readAt: now,
      xml: agents
        .publicAgentIds(SITEMAP_MAX_URLS - indexablePaths.length)
        .then((ids) => sitemapXml(publicUrl, ids)),
    };
    kept = reading;
    reading.xml.catch(() => {
      if (kept === reading) kept = undefined;
    });
    return reading.xml;
  };
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
      .send(await sitemap()),
  );
}

/**
 * Serves the built SPA when its folder exists: hashed assets cached for a year, pages never
 * cached. A page path of the shared route table (`@brillo/domain/web-paths`) answers index.html
 * with that page's head (title, description, canonical URL, Open Graph); any other page path
 * answers the same document with HTTP 404, and the client router shows its not-found page. Pages
 * are compressed once per path and kept (Brotli, gzip). An agent's public profile
 * (`/agentes/:id`) is read and built for each request: the agent's head and a `<noscript>`
 * profile, or the not-found document with HTTP 404 for an id that names no public agent. Unknown
 * API paths, missing assets and other methods answer a JSON 404 in the error shape. robots.txt
 * and the sitemap (with the active agents' profiles) are served always.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  publicUrl: string,
  reads: {
    agents: PublicAgentReads;
    clock: Clock;
    frameCaller: FrameCallerLookup;
    frameReads: FrameReads;
  },
) {
  registerCrawlerFiles(app, publicUrl, reads);
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
  // The signed-in frames the build rendered (ADR-086), by path, with their head.
  const frames = new Map<string, LoadedFrame>();
  for (const [name, frame] of Object.entries(signedInFrames)) {
    const file = path.join(distDir, 'prerendered', `${name}.html`);
    if (!fs.existsSync(file)) continue;
    const html = pageHtml(fs.readFileSync(file, 'utf8'), frame.path, publicUrl);
    frames.set(frame.path, {
      role: frame.role,
      html,
      showsBio: html.includes(FRAME_BIO_MARK),
      showsJoinDate: html.includes(FRAME_JOINED_MARK),
    });
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
  const notFoundPage = () => pageFor(prerenderedPages.notFound, prerenderedPages.notFound);
  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !wantsPage || request.url.startsWith(HASHED_ASSETS)) {
      return answerApiNotFound(request, reply);
    }
    const pagePath = pagePathOf(request.url);
    const agentId = AGENT_PROFILE.exec(pagePath)?.[1];
    if (agentId !== undefined) {
      // One primary-key read; an id of no public agent is the not-found page, status and all.
      const agent = await reads.agents.publicAgentPage(agentId);
      if (!agent) return sendPage(request, reply, notFoundPage(), 404);
      return sendBuiltPage(request, reply, agentPageHtml(indexHtml, agent, publicUrl));
    }
    const frame = frames.get(pagePath);
    if (frame) {
      // The page's first screen filled in for the person (`fillFrame`), to a session of the
      // page's role; anyone else gets the shell, whose app shows the sign-in prompt or their own
      // dashboard. Either answer depends on the cookie, so neither is kept by a cache.
      // Without an answer about the session or what the frame shows (the database unreachable),
      // the shell: its app shows what each of its reads gets, as it did before frames.
      const caller = await reads.frameCaller(request, reply).catch((error: unknown) => {
        request.log.warn({ err: error }, 'signed-in frame: the session could not be read');
        return null;
      });
      if (caller?.role === frame.role) {
        const html = await fillFrame(frame, caller, reads.frameReads).catch((error: unknown) => {
          request.log.warn({ err: error }, 'signed-in frame: what it shows could not be read');
          return undefined;
        });
        if (html !== undefined) return sendBuiltPage(request, reply, html, 'personal');
      }
      return sendPage(request, reply, pageFor(pagePath, pagePath), 200, 'personal');
    }
    if (isPagePath(pagePath)) {
      // A path that shows another page's screen ('/signup') is that page's prerendered HTML.
      const source = canonicalPathOf[pagePath] ?? pagePath;
      return sendPage(request, reply, pageFor(source, pagePath), 200);
    }
    // Every unknown path gets the same document (its head says noindex, whatever the path).
    return sendPage(request, reply, notFoundPage(), 404);
  });
}
