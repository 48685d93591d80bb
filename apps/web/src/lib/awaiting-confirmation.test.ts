import { describe, expect, it } from 'vitest';
import { awaitingConfirmationState, readAwaitingConfirmation } from './awaiting-confirmation';

describe('the sign-up hand-over to /signin', () => {
  it('reads back the email it was given', () => {
    expect(readAwaitingConfirmation(awaitingConfirmationState('ana@correo.cl'))).toBe(
      'ana@correo.cl',
    );
  });

  it('ignores any other history state', () => {
    for (const state of [null, undefined, 'ana@correo.cl', {}, { awaitingConfirmation: 42 }]) {
      expect(readAwaitingConfirmation(state)).toBeNull();
    }
    expect(readAwaitingConfirmation({ awaitingConfirmation: 'sin-arroba' })).toBeNull();
  });
});
