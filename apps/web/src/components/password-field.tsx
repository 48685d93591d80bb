import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { commonTexts } from '@brillo/domain/texts/common.es-CL';

/**
 * Mantine's password input, made to speak Spanish and to say when it is wrong: its show/hide
 * button gets a Spanish name (its pressed state tells whether the password shows) and is reached
 * with the Tab key, and the input gets `aria-invalid` with its error, which Mantine leaves out.
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      aria-invalid={props.error ? true : undefined}
      visibilityToggleButtonProps={{ 'aria-label': commonTexts.controls.showPassword }}
      // Mantine takes the show/hide button out of the tab order; keyboard users need it too.
      visibilityToggleFocusable
      {...props}
    />
  );
}
