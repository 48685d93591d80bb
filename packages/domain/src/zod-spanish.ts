import { z } from 'zod';

/**
 * Makes zod's built-in messages Spanish for any schema without its own message.
 * Both apps call it once at start-up; the schemas in this package carry their own texts anyway.
 */
export function useSpanishValidationMessages(): void {
  z.config(z.locales.es());
}
