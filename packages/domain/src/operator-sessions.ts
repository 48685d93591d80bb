/**
 * How long an operator stays signed in (PD-36, ADR-078): 8 hours from the sign-in that passed
 * the authenticator's code, never renewed by use. Other accounts keep the usual sessions.
 */
export const OPERATOR_SESSION_HOURS = 8;
const OPERATOR_SESSION_MS = OPERATOR_SESSION_HOURS * 60 * 60 * 1000;

/** When an operator's session opened at `signedInAt` ends. */
export function operatorSessionEndsAt(signedInAt: Date): Date {
  return new Date(signedInAt.getTime() + OPERATOR_SESSION_MS);
}

/** True while an operator's session opened at `signedInAt` still holds at `now`. */
export function isOperatorSessionCurrent(signedInAt: Date, now: Date): boolean {
  return now.getTime() < operatorSessionEndsAt(signedInAt).getTime();
}
