import { Textarea, type TextareaProps } from '@mantine/core';

interface ReasonFieldProps extends Omit<TextareaProps, 'withAsterisk' | 'maxLength'> {
  label: string;
  /** The contract's longest reason: the field takes no more. */
  maxLength: number;
}

/**
 * The written reason or note an action requires (the people concerned read it): marked as
 * required, four lines unless said otherwise, and no longer than the contract allows. Its value
 * and error come from the form (`form.getInputProps`).
 */
export function ReasonField({ rows = 4, ...props }: ReasonFieldProps) {
  return <Textarea withAsterisk rows={rows} {...props} />;
}
