/**
 * The public settings the e2e server is started with (scripts/e2e.ts), so the journeys can check
 * that the navigation bar and footer show what the server was configured with.
 */
export const e2ePublicConfig = {
  homeUrl: 'https://brillo.cl',
  city: 'Santiago',
  contactEmail: 'hola@brillo.cl',
  contactPhone: '+56 2 2345 6789',
} as const;

/**
 * A server started by the tests shares its two cores with browsers and other test processes, all
 * at the normal priority: its password hashing, at the lowest (ADR-031), waited for them, and a
 * sign-in took tens of seconds on a slow day. The test servers hash at the normal priority
 * (ADR-054); what the journeys check is unchanged.
 */
export const testServerHashing = { PASSWORD_HASH_NICENESS: '0' } as const;

/** The same settings as the server's environment variables. */
export const e2eServerEnv = {
  PUBLIC_HOME_URL: e2ePublicConfig.homeUrl,
  CONTACT_CITY: e2ePublicConfig.city,
  CONTACT_EMAIL: e2ePublicConfig.contactEmail,
  CONTACT_PHONE: e2ePublicConfig.contactPhone,
  // Production takes payments through Fintoc only (ADR-040); no journey on this server pays, so
  // its API address is a closed local port. The payment journeys start their own sandbox server.
  FINTOC_SECRET_KEY: 'sk_live_e2e',
  FINTOC_PUBLIC_KEY: 'pk_test_e2e',
  FINTOC_WEBHOOK_SECRET: 'whsec_test_e2e',
  FINTOC_API_URL: 'http://127.0.0.1:9',
  ...testServerHashing,
} as const;
