/**
 * After a sign-up, the wizard sends the person to /signin with the new account's email in the
 * router's history state (not in the address, where it would stay in logs and shared links), so
 * the sign-in page can say the account waits for its email confirmation and offer to resend it.
 */
interface AwaitingConfirmationState {
  awaitingConfirmation: string;
}

/** The history state the sign-up success hands to /signin. */
export function awaitingConfirmationState(email: string): AwaitingConfirmationState {
  return { awaitingConfirmation: email };
}

/** The email waiting for confirmation, when the page was reached from a sign-up; else null. */
export function readAwaitingConfirmation(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('awaitingConfirmation' in state)) {
    return null;
  }
  const email = state.awaitingConfirmation;
  return typeof email === 'string' && email.includes('@') ? email : null;
}
