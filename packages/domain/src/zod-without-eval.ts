/**
 * Importing this module puts zod in "jitless" mode. Brillo's Content Security Policy forbids
 * `eval`; when zod builds its first object schema it probes for `new Function`, and the browser
 * reports that probe as a CSP violation even though zod catches the error. Jitless zod skips the
 * probe. The probe runs when a schema is built, so the web app imports this module before anything
 * else (apps/web/src/main.tsx); the API keeps zod's faster compiled parsers.
 *
 * It writes zod's shared settings object instead of calling `z.config()`: importing zod for that
 * would put about 3.7 KB (gzip) of it in every first visit's JavaScript. zod keeps its settings on
 * `globalThis.__zod_globalConfig` so that every copy of zod shares them; zod-without-eval.test.ts
 * checks that the installed zod reads them from there.
 */
interface ZodSharedSettings {
  __zod_globalConfig?: { jitless?: boolean };
}

const shared = globalThis as ZodSharedSettings;
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
