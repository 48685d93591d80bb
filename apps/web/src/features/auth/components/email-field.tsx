import { TextInput, type TextInputProps } from '@mantine/core';

/** The email of an account: the right keyboard on phones, autofill, no spelling marks. */
export function EmailField(props: TextInputProps) {
  return (
    <TextInput
      type="email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
      required
      {...props}
    />
  );
}
