import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { ApiError } from '@/lib/api-client';

/**
 * Moves the keyboard focus to the first field (in the order the form shows them) that has an
 * error, so that keyboard and screen-reader users land on what to fix.
 */
export function focusFirstError<Values, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  fieldOrder: readonly (keyof Values & string)[],
  errors: FormErrors,
): void {
  const first = fieldOrder.find((field) => errors[field]);
  if (first) form.getInputNode(first)?.focus();
}

/**
 * The form's submit handler: `submit` gets the checked (and transformed) values; when the check
 * fails, the focus moves to the first field to fix.
 */
export function submitOrFocusError<Values, Transformed>(
  form: UseFormReturnType<Values, Transformed>,
  fieldOrder: readonly (keyof Values & string)[],
  submit: (values: Transformed) => void,
) {
  return form.onSubmit(submit, (errors) => focusFirstError(form, fieldOrder, errors));
}

/** The server's per-field messages (`error.fields`) for fields this form has, if any. */
export function fieldErrorsOf(error: unknown, fieldOrder: readonly string[]): FormErrors | null {
  if (!(error instanceof ApiError) || !error.fields) return null;
  const known = Object.entries(error.fields).filter(([field]) => fieldOrder.includes(field));
  return known.length > 0 ? Object.fromEntries(known) : null;
}

/**
 * Shows the server's per-field messages on the form's fields and focuses the first. An error that
 * is about no field is left for the caller to show (see `formLevelError`).
 */
export function showFieldErrors<Values>(
  form: UseFormReturnType<Values>,
  fieldOrder: readonly (keyof Values & string)[],
  error: unknown,
): void {
  const errors = fieldErrorsOf(error, fieldOrder);
  if (!errors) return;
  form.setErrors(errors);
  focusFirstError(form, fieldOrder, errors);
}

/** The error to show above the form: any failure whose messages do not go on the fields. */
export function formLevelError(error: Error | null, fieldOrder: readonly string[]): Error | null {
  return error && !fieldErrorsOf(error, fieldOrder) ? error : null;
}
