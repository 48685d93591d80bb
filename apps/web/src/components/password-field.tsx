import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

/**
 * Mantine's password input, made to speak Spanish and to say when it is wrong: its show/hide
 * button gets a Spanish name (its pressed state tells whether the password shows), and the input
 * gets `aria-invalid` with its error, which Mantine leaves out for this input.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': commonTexts.controls.showPassword }}
      {...props}
    />
  );
}
