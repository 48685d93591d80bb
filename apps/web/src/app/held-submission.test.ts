import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  HELD_FORM_ATTRIBUTE,
  HELD_SUBMITTER_ATTRIBUTE,
  sendHeldSubmission,
} from './held-submission';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A form with two submit buttons, as the boot module leaves it after holding a submission. */
function heldForm({ submitter }: { submitter?: 'next' | 'back' } = {}) {
  document.body.innerHTML = `
    <form ${HELD_FORM_ATTRIBUTE}>
      <input name="email" value="ana@example.cl" />
      <button type="submit" name="go" value="next">Siguiente</button>
      <button type="submit" name="go" value="back">Atrás</button>
    </form>`;
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  if (submitter) {
    form.querySelector(`button[value="${submitter}"]`)?.setAttribute(HELD_SUBMITTER_ATTRIBUTE, '');
  }
  const sent: (string | undefined)[] = [];
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push((event.submitter as HTMLButtonElement | null)?.value);
  });
  return { form, sent };
}

describe('sendHeldSubmission', () => {
  it('sends the held form once, through its own submit handler, with the button that sent it', () => {
    const { form, sent } = heldForm({ submitter: 'back' });
    sendHeldSubmission();
    sendHeldSubmission();
    expect(sent).toEqual(['back']);
    expect(form.hasAttribute(HELD_FORM_ATTRIBUTE)).toBe(false);
    expect(document.querySelector(`[${HELD_SUBMITTER_ATTRIBUTE}]`)).toBeNull();
  });

  it('sends a form held without a button (Enter in a field) as the browser would', () => {
    const { sent } = heldForm();
    sendHeldSubmission();
    expect(sent).toEqual([undefined]);
  });

  it('does nothing when no form was held', () => {
    const { form, sent } = heldForm();
    form.removeAttribute(HELD_FORM_ATTRIBUTE);
    const requestSubmit = vi.spyOn(form, 'requestSubmit');
    sendHeldSubmission();
    expect(sent).toEqual([]);
    expect(requestSubmit).not.toHaveBeenCalled();
  });
});
