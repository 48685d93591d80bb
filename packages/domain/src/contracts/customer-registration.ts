import { z } from 'zod';
import { genders, nationalities } from '../enums.ts';
import { validationTexts } from '../texts/validation.es-CL.ts';
import { accountStepSchema, requiredChoice, requiredText } from './account-fields.ts';

const messages = validationTexts;

/** Step 1: name, phone, email, password. */
export const CustomerAccountStepSchema = accountStepSchema(messages.customerNameRequired);

function isPastCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal && year >= 1900 && date.getTime() <= Date.now();
}

/** Step 2: gender, birth date, nationality, address, address extra and postcode (PD-8). */
export const CustomerPersonalStepSchema = z.object({
  personalData: z.object({
    gender: requiredChoice(genders, messages.genderRequired),
    birthDate: z
      .string({ error: messages.birthDateRequired })
      .min(1, { error: messages.birthDateRequired, abort: true })
      .refine(isPastCalendarDate, { error: messages.birthDateInvalid }),
    nationality: requiredChoice(nationalities, messages.nationalityRequired),
    address: requiredText(messages.customerAddressRequired),
    addressExtra: requiredText(messages.addressExtraRequired),
    postcode: requiredText(messages.postcodeRequired, 20),
  }),
});

/** The whole customer sign-up, as the API receives it. */
export const CustomerSignUpSchema = z.object({
  rol: z.literal('customer'),
  ...CustomerAccountStepSchema.shape,
  ...CustomerPersonalStepSchema.shape,
});

export type CustomerSignUp = z.infer<typeof CustomerSignUpSchema>;
