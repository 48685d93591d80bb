import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatClp } from '@brillo/domain/format-booking';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';
import { seoTexts } from '@brillo/domain/texts/seo.es-CL';
import { formatLongDate } from '@brillo/domain/format';
import { dashboardTexts } from '@brillo/domain/texts/dashboard.es-CL';
import { DEFAULT_TIME_ZONE } from '@brillo/domain/zoned-time';
import { FRAME_BIO_MARK, FRAME_DATA_ID, FRAME_JOINED_MARK } from '@brillo/domain/frame-data';
import { SESSION_NAME_MARK, indexablePaths } from '@brillo/domain/web-paths';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/app.ts';
import {
  TEST_PASSWORD,
  WEB_ORIGIN,
  sessionCookieFrom,
  signIn,
  signedInAccount,
  uniqueEmail,
} from '../../test/auth.ts';
import { testPasswordHasher } from '../../test/password-hasher.ts';
import { manualClock } from '../../test/clock.ts';
import {
  createAgent,
  createBooking,
  createCredentials,
  createCustomer,
  createSlot,
  createUser,
} from '../db/factories.ts';
import type { Database } from '../db/client.ts';
import { ratings, users } from '../db/schema.ts';
import Fastify from 'fastify';
import { registerWebApp, shortened } from './web-app.ts';

const STYLE = 'body { color: #1b1b1f; }\n'.repeat(200);

function makeBuiltWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'brillo-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="es-CL"><head><meta name="description" content="Antes" /><title>Brillo</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'index-Ab12Cd34.js'), 'console.log("brillo")');
  // What scripts/prerender.ts writes for the prerendered pages (ADR-048).
  fs.mkdirSync(path.join(dist, 'prerendered'));
  for (const [name, text] of [
    ['home', 'Portada prerenderizada'],
    ['notFound', 'Página no encontrada prerenderizada'],
    ['customerSignup', 'Registro de clientes prerenderizado'],
  ]) {
    fs.writeFileSync(
      path.join(dist, 'prerendered', `${name}.html`),
      `<!doctype html><html lang="es-CL"><head><title>Brillo</title></head><body><div id="root"><h1>${text}</h1></div></body></html>`,
    );
  }
  // And for a signed-in frame (ADR-086): the name is the mark, filled in for each request.
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'customerDashboard.html'),
    `<!doctype html><html lang="es-CL"><head><title>Brillo</title></head><body><div id="root"><h1>Hola, ${SESSION_NAME_MARK}</h1></div></body></html>`,
  );
  // The agent's frame (ADR-087) also shows the biography.
  fs.writeFileSync(
    path.join(dist, 'prerendered', 'agentDashboard.html'),
    `<!doctype html><html lang="es-CL"><head><title>Brillo</title></head><body><div id="root"><h2>Hola, ${SESSION_NAME_MARK}</h2><p>Te uniste a Brillo el ${FRAME_JOINED_MARK}</p><p>${FRAME_BIO_MARK}</p></div></body></html>`,
  );
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.mkdirSync(path.join(dist, '.vite'));
  fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
  fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync('<!doctype html>'));
  // What the build's precompress step writes beside a large file.
  const style = path.join(dist, 'assets', 'index-Ef56Gh78.css');
  fs.writeFileSync(style, STYLE);
  fs.writeFileSync(`${style}.br`, zlib.brotliCompressSync(STYLE));
  fs.writeFileSync(`${style}.gz`, zlib.gzipSync(STYLE));
  return dist;
}

/** The API in production mode, serving the build in `dist`. */
function productionApp(dist: string) {
  return createTestApp({
    settings: {
      WEB_DIST_DIR: dist,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: 'web-app-test-secret-0123456789abcdef',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      FINTOC_SECRET_KEY: 'sk_live_brillo',
      FINTOC_PUBLIC_KEY: 'pk_test_brillo',
      FINTOC_WEBHOOK_SECRET: 'whsec_test_brillo',
    },
  });
}

describe('serving the built web app', async () => {
  const dist = makeBuiltWebApp();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app, database } = await productionApp(dist);

  it('serves hashed assets with long-lived caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, Brotli first, and says it varies', async () => {
    const url = '/assets/index-Ef56Gh78.css';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/text\/css/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(STYLE);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(STYLE);

    const plain = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(STYLE);
  });

  it('serves other public files without long-lived caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers each page of the route table with index.html and its head, revalidated', async () => {
    for (const url of [
      '/',
      '/privacy',
      '/privacy/',
      '/reset-password?token=abc',
      '/availability',
      '/operador/reservas/b0c1d2e3-0000-4000-8000-000000000001',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('lang="es-CL"');
    }
  });

  it('answers an unknown page path with HTTP 404 and the same document, not to be indexed', async () => {
    for (const url of [
      '/una/ruta/que/no/existe?x=1',
      '/privacidad',
      '/customer-dashboard/extra',
      '/operador/reservas/un/id',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('lang="es-CL"');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it("does not answer the build's own files as they are: the shell, the prerendered pages, the manifest", async () => {
    for (const url of [
      '/index.html',
      '/index.html.br',
      '/prerendered/home.html',
      '/prerendered/notFound.html',
      '/.vite/manifest.json',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('Portada prerenderizada');
    }
  });

  it('gives public pages a Spanish title, description, canonical URL and Open Graph tags', async () => {
    const home = await app.inject({ method: 'GET', url: '/?ref=x' });
    expect(home.body).toContain(`<title>${commonTexts.app.homeTitle}</title>`);
    expect(home.body).toContain('<link rel="canonical" href="http://localhost:3000/" />');
    expect(home.body).toContain('<meta property="og:url" content="http://localhost:3000/" />');
    expect(home.body).toContain('<meta property="og:locale" content="es_CL" />');
    expect(home.body).toContain(
      `<meta name="description" content="${seoTexts.pages['/']?.description}" />`,
    );
    expect(home.body.match(/name="description"/g)).toHaveLength(1);
    expect(home.body).not.toContain('noindex');

    // The same screen as the customer sign-up: search engines list that one.
    const signup = await app.inject({ method: 'GET', url: '/signup' });
    expect(signup.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/customer-signup" />',
    );
    // Behind a sign-in: not indexed.
    const dashboard = await app.inject({ method: 'GET', url: '/customer-dashboard' });
    expect(dashboard.body).toContain('<meta name="robots" content="noindex" />');
  });

  it('answers the prerendered HTML of a page the build rendered, the shell for the others', async () => {
    const home = await app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<h1>Portada prerenderizada</h1>');
    expect(home.body).toContain('rel="canonical"');
    const unknown = await app.inject({ method: 'GET', url: '/no-existe' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('<h1>Página no encontrada prerenderizada</h1>');
    // Not prerendered in this build: the shell, which the browser renders.
    const privacy = await app.inject({ method: 'GET', url: '/privacy' });
    expect(privacy.body).not.toContain('prerenderizada');
  });

  it("answers a customer the dashboard's first screen with their name, escaped, kept by no cache", async () => {
    const name = 'Ana <b>Pérez</b> & "Hijos" $& $1';
    const { user } = await createCustomer(database.db, {
      user: { email: uniqueEmail('customer'), name },
    });
    await createCredentials(database.db, user, TEST_PASSWORD, testPasswordHasher);
    const signedIn = await signIn(app, user.email, TEST_PASSWORD, {
      headers: { origin: WEB_ORIGIN },
    });
    const cookie = sessionCookieFrom(signedIn);
    for (const url of ['/customer-dashboard', '/customer-dashboard/']) {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(
        '<h1>Hola, Ana &lt;b&gt;Pérez&lt;/b&gt; &amp; &quot;Hijos&quot; $&amp; $1</h1>',
      );
      expect(response.body).not.toContain(SESSION_NAME_MARK);
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe('accept-encoding, cookie');
    }
  });

  it("answers anyone else the shell at the dashboard's path, kept by no cache either", async () => {
    const agent = await signedInAccount(app, database.db, 'agent');
    const customer = await signedInAccount(app, database.db, 'customer');
    for (const headers of [
      {},
      { cookie: agent.cookie },
      { cookie: 'brillo.session_token=no-existe' },
    ]) {
      const response = await app.inject({ method: 'GET', url: '/customer-dashboard', headers });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
      expect(response.body).not.toContain('Hola,');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers.vary).toBe('accept-encoding, cookie');
    }
    // Each frame is its role's alone: a customer gets the shell at the agent's dashboard.
    const agentsPage = await app.inject({
      method: 'GET',
      url: '/agent-dashboard',
      headers: { cookie: customer.cookie },
    });
    expect(agentsPage.body).toContain('<div id="root"></div>');
    expect(agentsPage.body).not.toContain(FRAME_DATA_ID);
    expect(agentsPage.headers['cache-control']).toBe('private, no-store');
  });

  it("answers the shell at a frame's path when the session or what it shows cannot be read", async () => {
    const failing = () => Promise.reject(new Error('la base de datos no responde'));
    const reads = {
      agents: {
        publicAgentPage: () => Promise.resolve(undefined),
        publicAgentIds: () => Promise.resolve([]),
      },
      clock: manualClock('2026-11-29T12:00:00Z'),
    };
    const agent = {
      userId: 'a1',
      role: 'agent',
      name: 'Rosa',
      email: 'rosa@brillo.test',
      userCreatedAt: new Date('2026-11-01T12:00:00Z'),
    } as const;
    for (const [url, lookups] of [
      [
        '/customer-dashboard',
        { frameCaller: failing, frameReads: { agentBio: failing, timeZone: DEFAULT_TIME_ZONE } },
      ],
      [
        '/agent-dashboard',
        {
          frameCaller: () => Promise.resolve(agent),
          frameReads: { agentBio: failing, timeZone: DEFAULT_TIME_ZONE },
        },
      ],
    ] as const) {
      const bare = Fastify();
      afterAll(() => bare.close());
      await registerWebApp(bare, dist, 'http://localhost:3000', { ...reads, ...lookups });
      const response = await bare.inject({
        method: 'GET',
        url,
        headers: { cookie: 'brillo.session_token=cualquiera' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(response.body, url).not.toContain(FRAME_DATA_ID);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it("answers a path that shows another page's screen with that page's prerendered HTML", async () => {
    const signup = await app.inject({ method: 'GET', url: '/signup' });
    expect(signup.statusCode).toBe(200);
    expect(signup.body).toContain('<h1>Registro de clientes prerenderizado</h1>');
    // The head is still the path's own: its canonical URL names the page to list instead.
    expect(signup.body).toContain(
      '<link rel="canonical" href="http://localhost:3000/customer-signup" />',
    );
  });

  it('sends pages Brotli-compressed to browsers that accept it, gzip or plain to others', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/terms',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toContain('rel="canonical"');
    const gz = await app.inject({
      method: 'GET',
      url: '/nada',
      headers: { 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.statusCode).toBe(404);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('noindex');
    const plain = await app.inject({ method: 'GET', url: '/terms' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('serves robots.txt pointing to a sitemap of the public pages, with absolute URLs', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.body).toContain('User-agent: *');
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');

    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual(indexablePaths.map((page) => `http://localhost:3000${page}`));
  });

  it('keeps answering unknown API paths and missing assets with a JSON 404', async () => {
    for (const url of ['/api/no-existe', '/assets/missing-123.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers non-GET requests to unknown paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/privacy' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('NOT_FOUND');
  });

  it('answers an agent profile path of no agent with HTTP 404 and the not-found document', async () => {
    for (const url of ['/agentes/no-es-un-id', '/agentes/b0c1d2e3-0000-4000-8000-000000000001']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('<h1>Página no encontrada prerenderizada</h1>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it('sends HSTS in production', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toContain('max-age=31536000');
  });
});

/** A finished booking of `agentId` rated `stars` by `customerId`, its slot starting at `start`. */
async function rate(
  db: Database,
  agentId: string,
  customerId: string,
  stars: number,
  start: string,
) {
  const startTime = new Date(start);
  const slot = await createSlot(db, {
    agentId,
    startTime,
    endTime: new Date(startTime.getTime() + 3_600_000),
    status: 'accepted',
    bookingStatus: 'booked_accepted',
  });
  const booking = await createBooking(db, { customerId, slot, status: 'finished_evaluated' });
  await db.insert(ratings).values({ bookingId: booking.id, agentId, customerId, rating: stars });
}

describe("the agent's dashboard frame (ADR-087)", async () => {
  const dist = makeBuiltWebApp();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const { app, database } = await productionApp(dist);

  /** The agent's dashboard as `cookie` gets it, and the JSON block it carries, if any. */
  async function agentFrame(cookie: string) {
    const response = await app.inject({
      method: 'GET',
      url: '/agent-dashboard',
      headers: { cookie },
    });
    const block = new RegExp(
      `<script type="application/json" id="${FRAME_DATA_ID}">(.*?)</script></body>`,
    ).exec(response.body);
    return {
      response,
      data: block?.[1] === undefined ? undefined : (JSON.parse(block[1]) as unknown),
    };
  }

  it("answers an agent the dashboard's first screen with their biography, and hands it to the app", async () => {
    // A biography that tries every way out: markup, the end of the block, the marks themselves.
    const bio = `  Limpio <b>bien</b> & rápido </script><script>alert(1)</script> ${SESSION_NAME_MARK} $&\nDe lunes a viernes.  `;
    const name = `Rosa ${FRAME_BIO_MARK} </body>`;
    const { user } = await createAgent(database.db, {
      user: { email: uniqueEmail('agent'), name },
      profile: { bio },
    });
    await createCredentials(database.db, user, TEST_PASSWORD, testPasswordHasher);
    const cookie = sessionCookieFrom(
      await signIn(app, user.email, TEST_PASSWORD, { headers: { origin: WEB_ORIGIN } }),
    );
    const { response, data } = await agentFrame(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toBe('accept-encoding, cookie');
    // The name and the biography, each escaped, each as written: neither is searched for marks.
    expect(response.body).toContain(`<h2>Hola, Rosa ${FRAME_BIO_MARK} &lt;/body&gt;</h2>`);
    const shown = dashboardTexts.bio
      .shown(bio)
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;');
    expect(response.body).toContain(`<p>${shown}</p>`);
    expect(shown).toContain(SESSION_NAME_MARK);
    expect(response.body).not.toContain('<script>alert(1)');
    // The join date on the marketplace's calendar.
    const joinedOn = formatLongDate(user.createdAt, DEFAULT_TIME_ZONE);
    expect(response.body).toContain(`<p>Te uniste a Brillo el ${joinedOn}</p>`);
    // The block, the document's last element, reads as what was shown and whose it is.
    expect(data).toEqual({ email: user.email, bio, joinedOn });
    expect(response.body.match(/<\/script>/g)).toHaveLength(1);
  });

  it("shows the spec's fallback in the frame of an agent without a biography", async () => {
    const { user } = await createAgent(database.db, {
      user: { email: uniqueEmail('agent') },
      profile: { bio: '' },
    });
    await createCredentials(database.db, user, TEST_PASSWORD, testPasswordHasher);
    const cookie = sessionCookieFrom(
      await signIn(app, user.email, TEST_PASSWORD, { headers: { origin: WEB_ORIGIN } }),
    );
    const { response, data } = await agentFrame(cookie);
    expect(response.body).toContain(`<p>${dashboardTexts.bio.empty}</p>`);
    expect(data).toEqual({
      email: user.email,
      bio: '',
      joinedOn: formatLongDate(user.createdAt, DEFAULT_TIME_ZONE),
    });
  });
});

describe('the public agent profile without JavaScript, and the agents in the sitemap (PD-45)', async () => {
  const dist = makeBuiltWebApp();
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));
  const clock = manualClock('2026-11-23T12:00:00Z');
  const { app, database } = await createTestApp({
    clock,
    settings: {
      WEB_DIST_DIR: dist,
      PUBLIC_URL: 'https://brillo.example',
      AUTH_SECRET: 'web-app-test-secret-0123456789abcdef',
    },
  });
  const db = database.db;

  async function suspend(userId: string) {
    await db.update(users).set({ suspendedAt: clock.now() }).where(eq(users.id, userId));
  }

  async function sitemapLocations(): Promise<string[]> {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
  }

  it("answers an agent's profile with its head, Open Graph card and text, none of its contact data", async () => {
    const { user: agent, profile } = await createAgent(db, {
      user: { name: 'Rosa Elena Tapia' },
      profile: {
        bio: 'Ordenada y puntual.\nLlevo mis productos.',
        hourlyRate: 9000,
        comuna: 'Ñuñoa',
        verified: true,
        avatarUrl: '/files/avatars/rosa.webp',
      },
    });
    const { user: customer } = await createCustomer(db);
    await rate(db, agent.id, customer.id, 5, '2026-10-01T12:00:00Z');
    await rate(db, agent.id, customer.id, 4, '2026-10-02T12:00:00Z');

    const response = await app.inject({ method: 'GET', url: `/agentes/${agent.id}?ref=wsp` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    const url = `https://brillo.example/agentes/${agent.id}`;
    expect(html).toContain(
      '<title>Rosa Elena Tapia — agente de limpieza en Ñuñoa · Brillo</title>',
    );
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta name="description" content="Ordenada y puntual. Llevo mis productos." />',
    );
    expect(html).toContain(`<link rel="canonical" href="${url}" />`);
    expect(html).toContain('<meta property="og:type" content="profile" />');
    expect(html).toContain(
      '<meta property="og:title" content="Rosa Elena Tapia — agente de limpieza en Ñuñoa · Brillo" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Ordenada y puntual. Llevo mis productos." />',
    );
    expect(html).toContain(`<meta property="og:url" content="${url}" />`);
    expect(html).toContain(
      '<meta property="og:image" content="https://brillo.example/files/avatars/rosa.webp" />',
    );
    expect(html).not.toContain('noindex');
    // The root stays empty for the app to render into; the profile is in a <noscript>.
    expect(html).toContain('<div id="root"></div>');
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
    for (const text of [
      '<h1>Rosa Elena Tapia</h1>',
      '<strong>Verificado</strong>',
      '$9.000 por hora',
      'Comuna: Ñuñoa',
      '4,5 de 5 · 2 evaluaciones',
      'Ordenada y puntual.\nLlevo mis productos.',
      'alt="Foto de Rosa Elena Tapia"',
    ]) {
      expect(noscript, text).toContain(text);
    }
    // Decision 28: nothing private of the agent.
    for (const secret of [agent.email, agent.phone, profile.address, profile.postcode]) {
      if (secret) expect(html).not.toContain(secret);
    }
  });

  it('describes an agent without a biography or ratings by who, where and the rate', async () => {
    const { user: agent } = await createAgent(db, {
      user: { name: 'Luis Soto' },
      profile: { bio: '', hourlyRate: 8000, comuna: 'Maipú', avatarUrl: null, verified: false },
    });
    const response = await app.inject({ method: 'GET', url: `/agentes/${agent.id}` });
    expect(response.statusCode).toBe(200);
    const description = seoTexts.agentProfile.description('Luis Soto', 'Maipú', formatClp(8000));
    expect(response.body).toContain(`<meta name="description" content="${description}" />`);
    expect(response.body).not.toContain('og:image');
    expect(response.body).not.toContain('Verificado');
    expect(response.body).toContain('Sin evaluaciones');
    expect(response.body).toContain('Este agente aún no escribió su biografía.');
  });

  it("escapes the agent's name and biography everywhere, and never reads them as patterns", async () => {
    const { user: agent } = await createAgent(db, {
      user: { name: 'Ana "La Jefa" <script>alert(1)</script>' },
      profile: { bio: "Limpio & ordeno </noscript><img src=x onerror=alert(2)> $& $' fin" },
    });
    const response = await app.inject({
      method: 'GET',
      url: `/agentes/${agent.id}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const html = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html.match(/<\/noscript>/g)).toHaveLength(1);
    expect(html).toContain(
      '<meta property="og:title" content="Ana &quot;La Jefa&quot; &lt;script&gt;alert(1)&lt;/script&gt; — agente',
    );
    expect(html).toContain('<h1>Ana "La Jefa" &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain(
      "Limpio &amp; ordeno &lt;/noscript&gt;&lt;img src=x onerror=alert(2)&gt; $&amp; $' fin",
    );
  });

  it('answers the not-found document with HTTP 404 for an unknown id, a customer, an operator or a suspended agent', async () => {
    const { user: customer } = await createCustomer(db);
    const operator = await createUser(db, 'operator');
    const { user: suspended } = await createAgent(db, { user: { name: 'Marta Suspendida' } });
    await suspend(suspended.id);
    for (const id of [
      'b0c1d2e3-0000-4000-8000-000000000001',
      customer.id,
      operator.id,
      suspended.id,
      'no-es-un-id',
      `${suspended.id.toUpperCase()}`,
    ]) {
      const response = await app.inject({ method: 'GET', url: `/agentes/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('<h1>Página no encontrada prerenderizada</h1>');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.body).not.toContain('Marta Suspendida');
      expect(response.body).not.toContain('<noscript>');
    }
  });

  it('lists the active agents in the sitemap after the pages, read again at most once a minute', async () => {
    clock.advance(120_000);
    const { user: active } = await createAgent(db);
    const { user: suspended } = await createAgent(db);
    await suspend(suspended.id);
    const { user: customer } = await createCustomer(db);

    const locations = await sitemapLocations();
    expect(locations.slice(0, indexablePaths.length)).toEqual(
      indexablePaths.map((page) => `https://brillo.example${page}`),
    );
    expect(locations).toContain(`https://brillo.example/agentes/${active.id}`);
    expect(locations).not.toContain(`https://brillo.example/agentes/${suspended.id}`);
    expect(locations).not.toContain(`https://brillo.example/agentes/${customer.id}`);

    // Within the minute the kept answer is served; after it, the agents are read again.
    const { user: newcomer } = await createAgent(db);
    await suspend(active.id);
    clock.advance(59_000);
    const kept = await sitemapLocations();
    expect(kept).toEqual(locations);
    clock.advance(1_000);
    const fresh = await sitemapLocations();
    expect(fresh).toContain(`https://brillo.example/agentes/${newcomer.id}`);
    expect(fresh).not.toContain(`https://brillo.example/agentes/${active.id}`);
  });
});

describe('shortening a biography into a description', () => {
  it('keeps a short text on one line and cuts a long one at a word, with an ellipsis', () => {
    expect(shortened('  Hola,\n\n  soy Rosa.  ')).toBe('Hola, soy Rosa.');
    const long = `${'palabra '.repeat(30)}fin`;
    const cut = shortened(long);
    expect([...cut].length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('palabra…')).toBe(true);
    // An emoji is never split in two.
    expect(shortened('😀'.repeat(200))).toBe(`${'😀'.repeat(159)}…`);
  });
});
