import { TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { registrationTexts } from '@brillo/domain/texts/registration.es-CL';
import { PasswordField } from '@/components/password-field';
import { PhoneField } from './phone-field';

const fields = registrationTexts.fields;

/** The first step's fields, the same in both wizards. */
export interface AccountValues {
  name: string;
  phone: string;
  email: string;
  password: string;
}

interface AccountStepProps {
  form: UseFormReturnType<AccountValues>;
  /** 'Nombre y apellido' for agents, 'Nombre' for customers. */
  nameLabel: string;
}

/** Step 1 of both wizards (spec §2): name, phone, email and password. */
export function AccountStep({ form, nameLabel }: AccountStepProps) {
  return (
    <>
      <TextInput label={nameLabel} autoComplete="name" required {...form.getInputProps('name')} />
      <PhoneField label={fields.phone} {...form.getInputProps('phone')} />
      <TextInput
        type="email"
        label={fields.email}
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        required
        {...form.getInputProps('email')}
      />
      <PasswordField
        label={fields.password}
        description={fields.passwordDescription}
        autoComplete="new-password"
        required
        {...form.getInputProps('password')}
      />
    </>
  );
}
