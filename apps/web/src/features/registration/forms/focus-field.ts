const FOCUSABLE = 'input:checked, input:not([type="radio"]), input, select, textarea, button';

/**
 * Moves the keyboard focus to a form field by its path (the `data-path` that `getInputProps`
 * adds). A group (radio buttons, checkboxes) carries the path on its fieldset: its chosen option,
 * or else its first one, gets the focus. Returns false when the field is not on screen.
 */
export function focusField(path: string): boolean {
  const node = document.querySelector<HTMLElement>(`[data-path="${CSS.escape(path)}"]`);
  if (!node) return false;
  const target = node.matches('input, select, textarea, button')
    ? node
    : node.querySelector<HTMLElement>(FOCUSABLE);
  if (!target) return false;
  target.focus();
  return true;
}
