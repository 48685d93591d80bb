/**
 * The navigation state /signin hands to the operators' code step (ADR-078): the page asks for a
 * code only when a sign-in has just sent someone there; opened any other way it is the not-found
 * page, like the rest of the console for anyone but an operator.
 */
export const operatorCodeState = { operatorCode: true } as const;

/** True when the location's state says a sign-in is waiting for its code. */
export function isWaitingForCode(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'operatorCode' in state;
}
