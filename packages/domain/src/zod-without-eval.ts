import { config } from 'zod/v4/core';

/**
 * Importing this module puts zod in "jitless" mode. Brillo's Content Security Policy forbids
 * `eval`; when zod builds its first object schema it probes for `new Function`, and the browser
 * reports that probe as a CSP violation even though zod catches the error. Jitless zod skips the
 * probe. The probe runs when a schema is built, so the web app imports this module before anything
 * else (apps/web/src/main.tsx); the API keeps zod's faster compiled parsers.
 */
config({ jitless: true });
