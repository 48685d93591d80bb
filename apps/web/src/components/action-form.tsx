import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';

export interface ActionFormProps<Values, Body> {
  form: UseFormReturnType<Values>;
  /** The fields in the order the form shows them: the focus goes to the first one to fix. */
  fieldOrder: readonly (keyof Values & string)[];
  /** The checked values as the endpoint's body (e.g. parsed with the contract's schema). */
  toBody: (values: Values) => Body;
  /** Sends the body; a refusal with per-field messages comes back through `onError`. */
  onSend: (body: Body, onError: (error: Error) => void) => void;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  /** When the last attempt was sent: a new alert, and the focus on it, for each failure. */
  submittedAt: number;
  /** The buttons below the fields (e.g. `DialogActions`). */
  actions: ReactNode;
  /** What the form shows and asks, between the error and the buttons. */
  children: ReactNode;
}

/**
 * A form that asks for something and sends it: checked before anything is sent (the focus on the
 * first field to fix), the server's per-field messages on their fields, any other refusal in an
 * alert above, then the fields and the buttons.
 */
export function ActionForm<Values, Body>(props: ActionFormProps<Values, Body>) {
  const { form, fieldOrder, toBody, onSend, error, submittedAt, actions, children } = props;
  const shown = formLevelError(error, fieldOrder);
  return (
    <form
      noValidate
      onSubmit={submitOrFocusError(form, fieldOrder, (values) =>
        onSend(toBody(values), (failure) => showFieldErrors(form, fieldOrder, failure)),
      )}
    >
      <Stack gap="md">
        {shown ? <FormErrorAlert message={shown.message} key={submittedAt} /> : null}
        {children}
        {actions}
      </Stack>
    </form>
  );
}
