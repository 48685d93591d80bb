import { expect } from 'vitest';

/**
 * Matches a field's label as `getByLabelText` reads it. Mantine marks a required field with an
 * asterisk inside its label, hidden from screen readers but part of the label's text, so a
 * required 'Contraseña' reads 'Contraseña *'. Prefer `getByRole('textbox', { name })`, which
 * reads the accessible name; use this for inputs that have no role, such as passwords.
 */
export function fieldLabel(text: string): RegExp {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}( \\*)?$`);
}

/**
 * Checks that a field is marked invalid and that a screen reader hears `message` with it: Mantine
 * ties the error, and any description, to the input through `aria-describedby`.
 */
export function expectFieldError(field: HTMLElement, message: string): void {
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
}
