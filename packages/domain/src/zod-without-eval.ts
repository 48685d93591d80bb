/**
 * Importing this module puts zod in "jitless" mode. Brillo's Content Security Policy forbids
 * `eval`; when zod builds its first object schema it probes for `new Function`, and the browser
 * reports that probe as a CSP violation even though zod catches the error. Jitless zod skips the
 * probe. The probe runs when a schema is built, so the web app imports this module before anything
 * else (apps/web/src/main.tsx); the API keeps zod's faster compiled parsers.
 *
 * zod keeps its settings in one object on `globalThis.__zod_globalConfig` (shared by every copy of
 * zod), adopting an object already there. Setting the flag on that object, rather than calling
 * `config()` from 'zod/v4/core', keeps zod out of the web app's entry chunk (about 4 KB gzip): zod
 * loads only with the pages that validate forms. Works whether zod has loaded yet or not; the test
 * beside this file checks that zod still reads the flag.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

export {};
