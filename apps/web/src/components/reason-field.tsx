import { Textarea, type TextareaProps } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';

interface ReasonFieldProps<Values> extends Omit<
  TextareaProps,
  'withAsterisk' | 'maxLength' | 'form'
> {
  /** The form the reason belongs to: its value and error come from there. */
  form: UseFormReturnType<Values>;
  path: keyof Values & string;
  label: string;
  /** The contract's longest reason: the field takes no more. */
  maxLength: number;
}

/**
 * The written reason or note an action requires (the people concerned read it): marked as
 * required, four lines unless said otherwise, and no longer than the contract allows.
 */
export function ReasonField<Values>({ form, path, rows = 4, ...props }: ReasonFieldProps<Values>) {
  return (
    <Textarea
      withAsterisk
      rows={rows}
      {...props}
      key={form.key(path)}
      {...form.getInputProps(path)}
    />
  );
}
