/**
 * A form sent before the app has started (ADR-066). The prerendered page's boot module cannot send
 * it: a native submission would reload the page and lose what was typed. It holds the submission
 * instead and marks the form (and the button that sent it); once the app has started and the typed
 * values are back in the form's state, `sendHeldSubmission` sends it again through the form's own
 * handler. Only the last submission is kept, so a person who tapped twice sends once.
 */
export const HELD_FORM_ATTRIBUTE = 'data-submit-held';
export const HELD_SUBMITTER_ATTRIBUTE = 'data-held-submitter';

/** Sends the form the boot module held, if any, with its button; each hold is sent once. */
export function sendHeldSubmission(root: ParentNode = document): void {
  const form = root.querySelector<HTMLFormElement>(`form[${HELD_FORM_ATTRIBUTE}]`);
  const submitter = root.querySelector<HTMLElement>(`[${HELD_SUBMITTER_ATTRIBUTE}]`);
  form?.removeAttribute(HELD_FORM_ATTRIBUTE);
  submitter?.removeAttribute(HELD_SUBMITTER_ATTRIBUTE);
  if (!form?.isConnected) return;
  const button =
    submitter && form.contains(submitter) && isSubmitButton(submitter) ? submitter : undefined;
  form.requestSubmit(button);
}

function isSubmitButton(element: HTMLElement): element is HTMLButtonElement | HTMLInputElement {
  return (
    (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) &&
    element.type === 'submit'
  );
}
