import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';

/** Chilean mobiles (spec §5): the fixed `+569`, then the 8 digits the person types. */
const PREFIX = '+569';
const DIGITS = 8;

/** The 8 digits shown in the input for a stored `+569XXXXXXXX` (or a partial one). */
export function phoneDigits(phone: string): string {
  return phone.startsWith(PREFIX) ? phone.slice(PREFIX.length) : '';
}

/**
 * The stored phone for what is now in the input. Typing keeps digits only, 8 at most. A whole
 * number pasted or autofilled at once ('+56 9 1234 5678', '912345678') keeps its last 8 digits.
 */
export function phoneFromInput(typed: string, previousDigits: string): string {
  const digits = typed.replace(/\D/g, '');
  const pastedWhole = digits.length > DIGITS && digits.length > previousDigits.length + 1;
  const kept = pastedWhole ? digits.slice(-DIGITS) : digits.slice(0, DIGITS);
  return kept ? PREFIX + kept : '';
}

interface PhoneFieldProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** `+569XXXXXXXX`, or '' while empty. */
  value?: string;
  onChange: (phone: string) => void;
}

/** The phone input masked to `+569` and 8 digits: the prefix is fixed, the value stays whole. */
export function PhoneField({ value = '', onChange, ...props }: PhoneFieldProps) {
  const shown = phoneDigits(value);
  return (
    <TextInput
      type="tel"
      inputMode="numeric"
      autoComplete="tel"
      description={registrationTexts.fields.phoneDescription}
      leftSection={
        <Text size="sm" c="gray.8" aria-hidden>
          {PREFIX}
        </Text>
      }
      leftSectionWidth={52}
      required
      {...props}
      value={shown}
      onChange={(event) => onChange(phoneFromInput(event.currentTarget.value, shown))}
    />
  );
}
