import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { FormErrorAlert } from '@/components/form-error-alert';
import { formLevelError, showFieldErrors, submitOrFocusError } from '@/lib/form-errors';

/** Sends a form's body; a refusal with per-field messages comes back through `onError`. */
export type SendBody<Body> = (body: Body, onError: (error: Error) => void) => void;

/** How the last attempt to send a form went, as the page that sends it knows. */
export interface SendState {
  /** While the body is being sent, the confirming button shows so. */
  busy: boolean;
  /** The refusal of the last attempt that is not about a field (a 409, a network failure). */
  error: Error | null;
  /** When the last attempt was sent: a new alert, and the focus on it, for each failure. */
  submittedAt: number;
}

export interface ActionFormProps<Values, Body> extends Omit<SendState, 'busy'> {
  form: UseFormReturnType<Values>;
  /** The fields in the order the form shows them: the focus goes to the first one to fix. */
  fieldOrder: readonly (keyof Values & string)[];
  /** The checked values as the endpoint's body (e.g. parsed with the contract's schema). */
  toBody: (values: Values) => Body;
  onSend: SendBody<Body>;
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
