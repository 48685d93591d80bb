/**
 * The AUTH_SECRET of the journeys' server (scripts/e2e.ts). The demo data is seeded with it
 * (seed-demo.ts), so the demo operator's authenticator, which better-auth keeps encrypted with
 * it, works on that server (support/operator.ts).
 */
export const E2E_AUTH_SECRET = 'e2e-secret-for-browser-tests-only-0123456789';
